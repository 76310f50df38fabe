import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CandidateProfile, PROFILE_TOASTS } from '../../../../shared/profiles';
import { profileEndpoints } from '../../../../shared/profiles-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useQueryFailure } from '../../../lib/use-query-failure';

async function getCandidateProfile(): Promise<CandidateProfile> {
  const answer = await call(profileEndpoints.candidate, {});
  return answer.data;
}

const candidateProfileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.candidateProfile(), queryFn: getCandidateProfile });

export function useCandidateProfile() {
  const query = useQuery(candidateProfileQueryOptions());
  useQueryFailure(query, PROFILE_TOASTS.profileFetchFailed);
  return query;
}
