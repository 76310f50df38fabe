import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_TOASTS, type LoginPayload, type LoginResponse, LoginResponseSchema } from '../../../../shared/auth';
import { authEndpoints } from '../../../../shared/auth-endpoints';
import { ApiError, call } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { startSession } from '../../../lib/session';

async function signIn(payload: LoginPayload): Promise<LoginResponse> {
  const answer = await call(authEndpoints.login, { body: payload }, { authenticated: false });
  const parsed = LoginResponseSchema.safeParse(answer);
  if (!parsed.success) throw new ApiError(200, AUTH_TOASTS.signinFailed);
  return parsed.data;
}

/** What a sign-in answers, whether it came from the login, a signup or an accepted invitation. */
type SignedIn = Pick<LoginResponse, 'refresh_token' | 'is_company' | 'name' | 'member'>;

/**
 * A sign-in's answer becomes the browser's session, with the member beside it; nothing read for the person before
 * stays cached, since a session that expired in this tab may be followed by someone else's.
 */
export function useStartSession() {
  const queryClient = useQueryClient();
  return (answer: SignedIn) => {
    queryClient.removeQueries();
    startSession({
      token: answer.refresh_token,
      isRecruiter: answer.is_company,
      name: answer.name,
      member: answer.member ?? null,
    });
  };
}

/**
 * Signs a just-created account in with the password just chosen, so that nobody types it twice. Undefined when that
 * sign-in is refused (a rate limit, say): the account exists all the same, and the person signs in on the login screen.
 */
export async function signInNewAccount(credentials: LoginPayload): Promise<LoginResponse | undefined> {
  return signIn(credentials).catch(() => undefined);
}

/** Signed in, the guest-only guard takes the person onwards. */
export function useLogin() {
  const startSessionFrom = useStartSession();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (answer) => {
      notify.success(AUTH_TOASTS.signinSuccess);
      startSessionFrom(answer);
    },
    // Too many attempts: the server's own words say how long to wait.
    onError: (error) =>
      notify.error(error instanceof ApiError && error.status === 429 ? error.message : AUTH_TOASTS.signinFailed),
  });
}
