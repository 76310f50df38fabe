import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationListItem } from '../../../../shared/applications';
import { candidateApplicationEndpoints } from '../../../../shared/applications-endpoints';
import { ApiError, call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

async function getCandidateApplications(): Promise<ApplicationListItem[]> {
  const response = await call(candidateApplicationEndpoints.listOwn, {});
  // The specification judges success by the body's status, not only by the HTTP code.
  if (response.status !== 200 || !Array.isArray(response.data))
    throw new ApiError(500, 'Failed to fetch applications.');
  return response.data;
}

const candidateApplicationsQuery = queryOptions({
  queryKey: queryKeys.candidateApplications(),
  queryFn: getCandidateApplications,
});

export function useCandidateApplications() {
  return useQuery(candidateApplicationsQuery);
}
