import { useMutation } from '@tanstack/react-query';
import { AUTH_TOASTS, type ForgotPasswordPayload } from '../../../../shared/auth';
import { authEndpoints } from '../../../../shared/auth-endpoints';
import { ApiError, call } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { rememberResetEmail } from '../reset-flow';

async function requestPasswordReset(payload: ForgotPasswordPayload): Promise<void> {
  const answer = await call(authEndpoints.forgotPassword, { body: payload }, { authenticated: false });
  if (answer?.status !== 200) throw new ApiError(answer?.status ?? 200, AUTH_TOASTS.forgotFailed);
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: (_answer, payload) => {
      rememberResetEmail(payload.email);
      notify.success(AUTH_TOASTS.otpSent);
    },
    onError: () => notify.error(AUTH_TOASTS.forgotFailed),
  });
}
