import { useMutation } from '@tanstack/react-query';
import type { RecruiterRegisterPayload } from '../../../../shared/auth';
import { TOAST } from '../../../../shared/messages';
import { apiRequest } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';

export async function registerRecruiter(payload: RecruiterRegisterPayload): Promise<void> {
  await apiRequest<unknown>('/api/register/', { method: 'POST', body: payload, authenticated: false });
}

export function useRegisterRecruiter() {
  return useMutation({
    mutationFn: registerRecruiter,
    onSuccess: () => notify.success(TOAST.signupSuccess),
    onError: () => notify.error(TOAST.signupFailed),
  });
}
