import type { Posting } from '../../../shared/postings';

export const postingLocation = (posting: Pick<Posting, 'city' | 'country'>): string =>
  `${posting.city}, ${posting.country}`;

/** The distinct 'city, country' values, for the location filter. */
export function postingLocations(postings: readonly Posting[]): string[] {
  return [...new Set(postings.map(postingLocation))].sort((a, b) => a.localeCompare(b));
}

/** The search matches title or city, ignoring case; the location is an exact 'city, country'. */
export function filterPostings(postings: readonly Posting[], search: string, location: string): Posting[] {
  const needle = search.trim().toLowerCase();
  return postings.filter(
    (posting) =>
      (!needle || posting.title.toLowerCase().includes(needle) || posting.city.toLowerCase().includes(needle)) &&
      (!location || postingLocation(posting) === location),
  );
}
