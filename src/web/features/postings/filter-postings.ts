import type { PostingCard } from '../../../shared/postings';

export const postingLocation = (posting: Pick<PostingCard, 'city' | 'country'>): string =>
  `${posting.city}, ${posting.country}`;

/** The distinct 'city, country' values, for the location filter. */
export function postingLocations(postings: readonly PostingCard[]): string[] {
  return [...new Set(postings.map(postingLocation))].sort((a, b) => a.localeCompare(b));
}

/** The search matches title or city, ignoring case; the location is an exact 'city, country'. */
export function filterPostings(postings: readonly PostingCard[], search: string, location: string): PostingCard[] {
  const needle = search.trim().toLowerCase();
  return postings.filter(
    (posting) =>
      (!needle || posting.title.toLowerCase().includes(needle) || posting.city.toLowerCase().includes(needle)) &&
      (!location || postingLocation(posting) === location),
  );
}
