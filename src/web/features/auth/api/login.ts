import { useMutation } from '@tanstack/react-query';
import { LoginResponseSchema, type LoginPayload, type LoginResponse } from '../../../../shared/auth';
import { TOAST } from '../../../../shared/messages';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { startSession } from '../../../lib/session';

export async function login(payload: LoginPayload): Promise<LoginResponse> {
  const answer = await apiRequest<unknown>('/login/', { method: 'POST', body: payload, authenticated: false });
  const parsed = LoginResponseSchema.safeParse(answer);
  if (!parsed.success) throw new ApiError(200, TOAST.signinFailed);
  return parsed.data;
}

/** Signs in; on success the session is stored and the guest-only guard takes the person onwards. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      notify.success(TOAST.signinSuccess);
      startSession({ token: answer.refresh_token, isRecruiter: answer.is_company, name: answer.name });
    },
    // Too many attempts: the server's own words say how long to wait.
    onError: (error) =>
      notify.error(error instanceof ApiError && error.status === 429 ? error.message : TOAST.signinFailed),
  });
}
