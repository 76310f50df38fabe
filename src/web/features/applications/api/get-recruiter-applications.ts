import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationListItem, RecruiterApplicationsAnswer } from '../../../../shared/applications';
import { apiRequest, ApiError } from '../../../lib/api-client';
import type { RecruiterApplicationsFilters } from '../types';
import { queryKeys } from '../../../lib/query-keys';

interface RecruiterApplicationsPage {
  items: ApplicationListItem[];
  total: number;
}

async function getRecruiterApplications(
  filters: RecruiterApplicationsFilters,
  signal?: AbortSignal,
): Promise<RecruiterApplicationsPage> {
  const params = new URLSearchParams({ limit: String(filters.limit), page: String(filters.page) });
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.role.trim()) params.set('role', filters.role.trim());
  if (filters.status) params.set('status', filters.status);
  if (filters.postingId) params.set('posting_id', filters.postingId);
  if (filters.location) params.set('location', filters.location);
  if (filters.source) params.set('source', filters.source);
  const response = await apiRequest<RecruiterApplicationsAnswer>(`/api/applications/?${params.toString()}`, {
    signal,
  });
  if (response.status !== 200 || !Array.isArray(response.data))
    throw new ApiError(500, 'Failed to fetch applications.');
  return { items: response.data, total: response.total };
}

const recruiterApplicationsQuery = (filters: RecruiterApplicationsFilters) =>
  queryOptions({
    queryKey: queryKeys.recruiterApplications(filters),
    queryFn: ({ signal }) => getRecruiterApplications(filters, signal),
    // Typing in a search box keeps the current rows on screen until the new page arrives.
    placeholderData: keepPreviousData,
  });

export function useRecruiterApplications(filters: RecruiterApplicationsFilters) {
  return useQuery(recruiterApplicationsQuery(filters));
}
