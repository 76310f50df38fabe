import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidateProfile, CandidateProfileAnswer } from '../../../../shared/profiles';
import { apiRequest } from '../../../lib/api-client';

// The same key as the profile screen's query: saving the profile refreshes what the wizard prefills.
export const profilePrefillQueryKey = ['candidate-profile'] as const;

async function getProfilePrefill(): Promise<CandidateProfile> {
  const answer = await apiRequest<CandidateProfileAnswer>('/api/candidate/get_profile/');
  return answer.data;
}

/** The candidate's saved details, to fill in the personal step; without them the candidate simply types. */
const profilePrefillQueryOptions = () =>
  queryOptions({ queryKey: profilePrefillQueryKey, queryFn: getProfilePrefill, retry: false });

export function useProfilePrefill() {
  return useQuery(profilePrefillQueryOptions());
}
