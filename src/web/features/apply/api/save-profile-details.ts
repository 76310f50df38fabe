import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CandidateProfileInput, PROFILE_TOASTS } from '../../../../shared/profiles';
import { profileEndpoints } from '../../../../shared/profiles-endpoints';
import { call } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';

async function saveProfileDetails(details: CandidateProfileInput): Promise<void> {
  await call(profileEndpoints.saveCandidate, { body: details });
}

/** The personal step's details saved back to the candidate's profile, when they ask for it. */
export function useSaveProfileDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfileDetails,
    onSuccess: () => {
      notify.success(PROFILE_TOASTS.profileSaved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.candidateProfile() });
    },
    onError: () => notify.error(PROFILE_TOASTS.profileSaveFailed),
  });
}
