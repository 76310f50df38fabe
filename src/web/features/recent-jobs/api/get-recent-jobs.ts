import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { RecentJob } from '../../../../shared/apply';
import { apiRequest } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { RECENT_JOBS_TEXT } from '../messages';

export const recentJobsQueryKey = ['recent-jobs'] as const;

export async function getRecentJobs(): Promise<RecentJob[]> {
  const answer = await apiRequest<{ data: RecentJob[] }>('/api/candidate/recent_postings/');
  return answer.data;
}

export const recentJobsQueryOptions = () => queryOptions({ queryKey: recentJobsQueryKey, queryFn: getRecentJobs });

/** Open postings, newest first; a failure is told once per failed fetch, after the retries. */
export function useRecentJobs() {
  const query = useQuery(recentJobsQueryOptions());
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) notify.error(RECENT_JOBS_TEXT.fetchFailed);
  }, [isError, errorUpdatedAt]);
  return query;
}
