import { useMutation } from '@tanstack/react-query';
import { AUTH_TOASTS, type CandidateRegisterPayload, type LoginResponse } from '../../../../shared/auth';
import { authEndpoints } from '../../../../shared/auth-endpoints';
import { ApiError, call } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { signInNewAccount, useStartSession } from './login';

async function registerCandidate(payload: CandidateRegisterPayload): Promise<LoginResponse | undefined> {
  const answer = await call(authEndpoints.registerCandidate, { body: payload }, { authenticated: false });
  // The specification counts a candidate signup as done only when the account was created (201).
  if (answer?.status !== 201) throw new ApiError(answer?.status ?? 200, AUTH_TOASTS.signupFailed);
  return signInNewAccount({ email: payload.email, password: payload.password });
}

export function useRegisterCandidate() {
  const startSessionFrom = useStartSession();
  return useMutation({
    mutationFn: registerCandidate,
    onSuccess: (session) => {
      notify.success(AUTH_TOASTS.signupSuccess);
      if (session) startSessionFrom(session);
    },
    onError: () => notify.error(AUTH_TOASTS.signupFailed),
  });
}
