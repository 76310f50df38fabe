import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationEndpoints } from '../../../../shared/applications-endpoints';
import type { SourceCount } from '../../../../shared/sources';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Where the company's applicants came from and how many from each, for the list's source filter. */
async function getApplicationSources(signal?: AbortSignal): Promise<SourceCount[]> {
  const answer = await call(applicationEndpoints.sources, {}, { signal });
  return answer.data;
}

const applicationSourcesQuery = () =>
  queryOptions({ queryKey: queryKeys.applicationSources(), queryFn: ({ signal }) => getApplicationSources(signal) });

export function useApplicationSources(enabled: boolean) {
  return useQuery({ ...applicationSourcesQuery(), enabled });
}
