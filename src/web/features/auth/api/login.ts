import { useMutation } from '@tanstack/react-query';
import { AUTH_TOASTS, type LoginPayload, type LoginResponse, LoginResponseSchema } from '../../../../shared/auth';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { startSession } from '../../../lib/session';

async function login(payload: LoginPayload): Promise<LoginResponse> {
  const answer = await apiRequest<unknown>('/login/', { method: 'POST', body: payload, authenticated: false });
  const parsed = LoginResponseSchema.safeParse(answer);
  if (!parsed.success) throw new ApiError(200, AUTH_TOASTS.signinFailed);
  return parsed.data;
}

/** Signs in; on success the session is stored and the guest-only guard takes the person onwards. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      notify.success(AUTH_TOASTS.signinSuccess);
      startSession({ token: answer.refresh_token, isRecruiter: answer.is_company, name: answer.name });
    },
    // Too many attempts: the server's own words say how long to wait.
    onError: (error) =>
      notify.error(error instanceof ApiError && error.status === 429 ? error.message : AUTH_TOASTS.signinFailed),
  });
}
