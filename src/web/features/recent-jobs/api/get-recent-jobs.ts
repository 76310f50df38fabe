import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { POSTING_TOASTS, type RecentPostingsPage, type RecentPostingsQuery } from '../../../../shared/postings';
import { apiRequest } from '../../../lib/api-client';
import { useQueryFailure } from '../../../lib/use-query-failure';

/** One page of the open postings: the web app always asks for a page, never for every posting at once. */
export type RecentJobsFilters = Required<RecentPostingsQuery>;

const recentJobsKeys = {
  all: ['recent-jobs'] as const,
  page: (filters: RecentJobsFilters) => [...recentJobsKeys.all, filters] as const,
};

async function getRecentJobs(filters: RecentJobsFilters, signal?: AbortSignal): Promise<RecentPostingsPage> {
  const params = new URLSearchParams({ limit: String(filters.limit), page: String(filters.page) });
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.location) params.set('location', filters.location);
  const { data, total, locations } = await apiRequest<RecentPostingsPage>(
    `/api/candidate/recent_postings/?${params.toString()}`,
    { signal },
  );
  return { data, total, locations };
}

const recentJobsQueryOptions = (filters: RecentJobsFilters) =>
  queryOptions({
    queryKey: recentJobsKeys.page(filters),
    queryFn: ({ signal }) => getRecentJobs(filters, signal),
    // While another page or filter loads, the cards already on screen stay there.
    placeholderData: keepPreviousData,
  });

/** Open postings, newest first; a failure is told once per failed fetch, after the retries. */
export function useRecentJobs(filters: RecentJobsFilters) {
  const query = useQuery(recentJobsQueryOptions(filters));
  useQueryFailure(query, POSTING_TOASTS.fetchRecentJobsFailed);
  return query;
}
