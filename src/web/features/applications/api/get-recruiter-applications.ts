import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationListItem } from '../../../../shared/applications';
import { applicationEndpoints } from '../../../../shared/applications-endpoints';
import { ApiError, call } from '../../../lib/api-client';
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
  const query = {
    limit: filters.limit,
    page: filters.page,
    search: filters.search.trim(),
    role: filters.role.trim(),
    status: filters.status,
    posting_id: filters.postingId,
    location: filters.location,
    source: filters.source,
  };
  const response = await call(applicationEndpoints.list, { query }, { signal });
  if (response.status !== 200 || !('total' in response)) throw new ApiError(500, 'Failed to fetch applications.');
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
