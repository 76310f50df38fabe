import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CandidateProfileInput, PROFILE_TOASTS } from '../../../../shared/profiles';
import { profileEndpoints } from '../../../../shared/profiles-endpoints';
import { call } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';

async function saveCandidateProfile(profile: CandidateProfileInput): Promise<void> {
  await call(profileEndpoints.saveCandidate, { body: profile });
}

/** Saves the profile, then reads it back from the server so that the form shows what was stored. */
export function useSaveCandidateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCandidateProfile,
    onSuccess: async () => {
      notify.success(PROFILE_TOASTS.profileSaved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.candidateProfile() });
    },
    onError: () => notify.error(PROFILE_TOASTS.profileSaveFailed),
  });
}
