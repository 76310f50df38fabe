import { useMutation } from '@tanstack/react-query';
import {
  AUTH_TOASTS,
  type EmailCodeVerifyPayload,
  type LoginResponse,
  LoginResponseSchema,
} from '../../../../shared/auth';
import { authEndpoints } from '../../../../shared/auth-endpoints';
import { ApiError, call } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useStartSession } from './login';

async function verifyEmailCode(payload: EmailCodeVerifyPayload): Promise<LoginResponse> {
  const answer = await call(authEndpoints.verifyEmailCode, { body: payload }, { authenticated: false });
  const parsed = LoginResponseSchema.safeParse(answer);
  if (!parsed.success) throw new ApiError(200, AUTH_TOASTS.signinFailed);
  return parsed.data;
}

/** Signed in with the code, the guest-only guard takes the candidate back to the job they came from. */
export function useVerifyEmailCode() {
  const startSessionFrom = useStartSession();
  return useMutation({
    mutationFn: verifyEmailCode,
    onSuccess: (answer) => {
      notify.success(AUTH_TOASTS.signinSuccess);
      startSessionFrom(answer);
    },
  });
}
