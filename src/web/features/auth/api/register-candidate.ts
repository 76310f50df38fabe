import { useMutation } from '@tanstack/react-query';
import { type AccountCreatedAnswer, AUTH_TOASTS, type CandidateRegisterPayload } from '../../../../shared/auth';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';

async function registerCandidate(payload: CandidateRegisterPayload): Promise<void> {
  const answer = await apiRequest<AccountCreatedAnswer>('/api/candidate/register/', {
    method: 'POST',
    body: payload,
    authenticated: false,
  });
  // The specification counts a candidate signup as done only when the account was created (201).
  if (answer?.status !== 201) throw new ApiError(answer?.status ?? 200, AUTH_TOASTS.signupFailed);
}

export function useRegisterCandidate() {
  return useMutation({
    mutationFn: registerCandidate,
    onSuccess: () => notify.success(AUTH_TOASTS.signupSuccess),
    onError: () => notify.error(AUTH_TOASTS.signupFailed),
  });
}
