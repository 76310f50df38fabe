import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CandidateProfile } from '../../../../shared/apply';
import { apiRequest } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { PROFILE_TEXT } from '../messages';

export const candidateProfileQueryKey = ['candidate-profile'] as const;

export async function getCandidateProfile(): Promise<CandidateProfile> {
  const answer = await apiRequest<{ data: CandidateProfile }>('/api/candidate/get_profile/');
  return answer.data;
}

export const candidateProfileQueryOptions = () =>
  queryOptions({ queryKey: candidateProfileQueryKey, queryFn: getCandidateProfile });

export function useCandidateProfile() {
  const query = useQuery(candidateProfileQueryOptions());
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) notify.error(PROFILE_TEXT.fetchFailed);
  }, [isError, errorUpdatedAt]);
  return query;
}
