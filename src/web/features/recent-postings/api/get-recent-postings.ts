import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { POSTING_TOASTS } from '../../../../shared/postings';
import { type RecentPostingsList, type RecentPostingsQuery } from '../../../../shared/recent-postings';
import { postingEndpoints } from '../../../../shared/postings-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useQueryFailure } from '../../../lib/use-query-failure';

/** One page of the open postings: the web app always asks for a page, never for every posting at once. */
type RecentPostingsFilters = Required<RecentPostingsQuery>;

async function getRecentPostings(filters: RecentPostingsFilters, signal?: AbortSignal): Promise<RecentPostingsList> {
  const query = { ...filters, search: filters.search.trim() };
  const { data, total, locations } = await call(postingEndpoints.recentOpen, { query }, { signal });
  return { data, total, locations };
}

const recentPostingsQueryOptions = (filters: RecentPostingsFilters) =>
  queryOptions({
    queryKey: queryKeys.recentPostingsPage(filters),
    queryFn: ({ signal }) => getRecentPostings(filters, signal),
    // While another page or filter loads, the cards already on screen stay there.
    placeholderData: keepPreviousData,
  });

/** Open postings, newest first; a failure is told once per failed fetch, after the retries. */
export function useRecentPostings(filters: RecentPostingsFilters) {
  const query = useQuery(recentPostingsQueryOptions(filters));
  useQueryFailure(query, POSTING_TOASTS.fetchRecentJobsFailed);
  return query;
}
