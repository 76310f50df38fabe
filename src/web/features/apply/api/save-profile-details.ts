import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessAnswer } from '../../../../shared/api';
import { type CandidateProfileInput, PROFILE_TOASTS } from '../../../../shared/profiles';
import { apiRequest } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';

// Features do not import each other, so this names the key the candidate-profile feature reads the profile under.
const CANDIDATE_PROFILE_KEY = ['candidate-profile'] as const;

async function saveProfileDetails(details: CandidateProfileInput): Promise<void> {
  await apiRequest<SuccessAnswer>('/api/candidate/save_profile/', { method: 'POST', body: details });
}

/** The personal step's details saved back to the candidate's profile, when they ask for it. */
export function useSaveProfileDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfileDetails,
    onSuccess: () => {
      notify.success(PROFILE_TOASTS.profileSaved);
      void queryClient.invalidateQueries({ queryKey: CANDIDATE_PROFILE_KEY });
    },
    onError: () => notify.error(PROFILE_TOASTS.profileSaveFailed),
  });
}
