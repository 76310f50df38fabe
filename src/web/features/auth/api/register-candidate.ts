import { useMutation } from '@tanstack/react-query';
import type { CandidateRegisterPayload } from '../../../../shared/auth';
import { TOAST } from '../../../../shared/messages';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';

export async function registerCandidate(payload: CandidateRegisterPayload): Promise<void> {
  const answer = await apiRequest<{ status?: number }>('/api/candidate/register/', {
    method: 'POST',
    body: payload,
    authenticated: false,
  });
  // The specification counts a candidate signup as done only when the account was created (201).
  if (answer?.status !== 201) throw new ApiError(answer?.status ?? 200, TOAST.signupFailed);
}

export function useRegisterCandidate() {
  return useMutation({
    mutationFn: registerCandidate,
    onSuccess: () => notify.success(TOAST.signupSuccess),
    onError: () => notify.error(TOAST.signupFailed),
  });
}
