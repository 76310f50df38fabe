import { useMutation } from '@tanstack/react-query';
import { AUTH_TOASTS } from '../../../../shared/auth';
import { authEndpoints } from '../../../../shared/auth-endpoints';
import { ApiError, call } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { clearResetFlow } from '../reset-flow';

interface ResetPasswordRequest {
  email: string;
  /** The specification's client sends the code as a number. */
  otp: number;
  password: string;
}

async function resetPassword(payload: ResetPasswordRequest): Promise<void> {
  const answer = await call(authEndpoints.resetPassword, { body: payload }, { authenticated: false });
  if (answer?.success !== true) throw new ApiError(200, AUTH_TOASTS.resetFailed);
}

/** Success or failure, the reset flow is over: a new code has to be requested to try again. */
export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => notify.success(AUTH_TOASTS.resetSuccess),
    onError: () => notify.error(AUTH_TOASTS.resetFailed),
    onSettled: clearResetFlow,
  });
}
