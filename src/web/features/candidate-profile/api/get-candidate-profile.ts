import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidateProfile } from '../../../../shared/apply';
import { apiRequest } from '../../../lib/api-client';
import { useQueryFailure } from '../../../lib/use-query-failure';
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
  useQueryFailure(query, PROFILE_TEXT.fetchFailed);
  return query;
}
