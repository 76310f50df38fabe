import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationDefaults } from '../../../../shared/application-drafts';
import { candidateApplicationEndpoints } from '../../../../shared/applications-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

async function getApplicationDefaults(): Promise<ApplicationDefaults> {
  const answer = await call(candidateApplicationEndpoints.defaults, {});
  return answer.data;
}

/**
 * Where a new application starts: the candidate's details from their profile and latest application, and the resume
 * they sent last; without them the candidate simply types.
 */
const applicationDefaultsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.applicationDefaults(),
    queryFn: getApplicationDefaults,
    retry: false,
    // Asked again on every visit: an application or a profile saved a moment ago must be where the next one starts.
    staleTime: 0,
  });

export function useApplicationDefaults() {
  return useQuery(applicationDefaultsQueryOptions());
}
