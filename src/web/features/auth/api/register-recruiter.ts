import { useMutation } from '@tanstack/react-query';
import { AUTH_TOASTS, type LoginResponse, type RecruiterRegisterPayload } from '../../../../shared/auth';
import { authEndpoints } from '../../../../shared/auth-endpoints';
import { call } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { signInNewAccount, useStartSession } from './login';

async function registerRecruiter(payload: RecruiterRegisterPayload): Promise<LoginResponse | undefined> {
  await call(authEndpoints.registerRecruiter, { body: payload }, { authenticated: false });
  return signInNewAccount({ email: payload.email, password: payload.password });
}

export function useRegisterRecruiter() {
  const startSessionFrom = useStartSession();
  return useMutation({
    mutationFn: registerRecruiter,
    onSuccess: (session) => {
      notify.success(AUTH_TOASTS.signupSuccess);
      if (session) startSessionFrom(session);
    },
    onError: () => notify.error(AUTH_TOASTS.signupFailed),
  });
}
