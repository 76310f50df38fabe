import { type PostingCard } from '../../../shared/postings';
import { postingLocation } from '../../../shared/locations';

/** The distinct 'city, country' values, for the location filter. */
export function postingLocations(postings: readonly PostingCard[]): string[] {
  return [...new Set(postings.map(postingLocation))].sort((a, b) => a.localeCompare(b));
}

/**
 * A posting takes no more applications once switched off or past its deadline, as the apply call judges it; one open
 * until filled has none.
 */
export const isClosed = (posting: Pick<PostingCard, 'is_active' | 'deadline'>, now = Date.now()): boolean =>
  !posting.is_active || (posting.deadline !== null && new Date(posting.deadline).getTime() <= now);

export const POSTING_STATES = ['Active', 'Closed'] as const;
/** '' for every posting. */
export type PostingState = (typeof POSTING_STATES)[number] | '';

/** The search matches title or city, ignoring case; the location is an exact 'city, country'. */
export function filterPostings(
  postings: readonly PostingCard[],
  search: string,
  location: string,
  state: PostingState = '',
  now = Date.now(),
): PostingCard[] {
  const needle = search.trim().toLowerCase();
  return postings.filter(
    (posting) =>
      (!needle || posting.title.toLowerCase().includes(needle) || posting.city.toLowerCase().includes(needle)) &&
      (!location || postingLocation(posting) === location) &&
      (!state || (state === 'Closed') === isClosed(posting, now)),
  );
}
