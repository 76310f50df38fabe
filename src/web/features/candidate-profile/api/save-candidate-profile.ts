import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CandidateProfileInput } from '../../../../shared/apply';
import { REVIEW_TOASTS } from '../../../../shared/review';
import { apiRequest } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { candidateProfileQueryKey } from './get-candidate-profile';

export async function saveCandidateProfile(profile: CandidateProfileInput): Promise<void> {
  await apiRequest('/api/candidate/save_profile/', { method: 'POST', body: profile });
}

/** Saves the profile, then reads it back from the server so that the form shows what was stored. */
export function useSaveCandidateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCandidateProfile,
    onSuccess: async () => {
      notify.success(REVIEW_TOASTS.profileSaved);
      await queryClient.invalidateQueries({ queryKey: candidateProfileQueryKey });
    },
    onError: () => notify.error(REVIEW_TOASTS.profileSaveFailed),
  });
}
