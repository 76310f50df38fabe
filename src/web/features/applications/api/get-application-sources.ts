import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationSourcesAnswer, SourceCount } from '../../../../shared/sources';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Where the company's applicants came from and how many from each, for the list's source filter. */
async function getApplicationSources(signal?: AbortSignal): Promise<SourceCount[]> {
  const answer = await apiRequest<ApplicationSourcesAnswer>('/api/applications/sources/', { signal });
  return answer.data;
}

const applicationSourcesQuery = () =>
  queryOptions({ queryKey: queryKeys.applicationSources(), queryFn: ({ signal }) => getApplicationSources(signal) });

export function useApplicationSources(enabled: boolean) {
  return useQuery({ ...applicationSourcesQuery(), enabled });
}
