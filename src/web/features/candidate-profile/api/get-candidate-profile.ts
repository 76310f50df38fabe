import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CandidateProfile, type CandidateProfileAnswer, PROFILE_TOASTS } from '../../../../shared/profiles';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useQueryFailure } from '../../../lib/use-query-failure';

async function getCandidateProfile(): Promise<CandidateProfile> {
  const answer = await apiRequest<CandidateProfileAnswer>('/api/candidate/get_profile/');
  return answer.data;
}

const candidateProfileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.candidateProfile(), queryFn: getCandidateProfile });

export function useCandidateProfile() {
  const query = useQuery(candidateProfileQueryOptions());
  useQueryFailure(query, PROFILE_TOASTS.profileFetchFailed);
  return query;
}
