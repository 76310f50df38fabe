import { useMutation } from '@tanstack/react-query';
import { type AccountCreatedAnswer, AUTH_TOASTS, type RecruiterRegisterPayload } from '../../../../shared/auth';
import { apiRequest } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';

async function registerRecruiter(payload: RecruiterRegisterPayload): Promise<void> {
  await apiRequest<AccountCreatedAnswer>('/api/register/', { method: 'POST', body: payload, authenticated: false });
}

export function useRegisterRecruiter() {
  return useMutation({
    mutationFn: registerRecruiter,
    onSuccess: () => notify.success(AUTH_TOASTS.signupSuccess),
    onError: () => notify.error(AUTH_TOASTS.signupFailed),
  });
}
