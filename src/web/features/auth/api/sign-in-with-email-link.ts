import { useMutation } from '@tanstack/react-query';
import {
  AUTH_TOASTS,
  type EmailLinkAnswer,
  EmailLinkAnswerSchema,
  type EmailLinkPayload,
} from '../../../../shared/auth';
import { authEndpoints } from '../../../../shared/auth-endpoints';
import { ApiError, call } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useStartSession } from './login';

async function signInWithEmailLink(payload: EmailLinkPayload): Promise<EmailLinkAnswer> {
  const answer = await call(authEndpoints.signInWithEmailLink, { body: payload }, { authenticated: false });
  const parsed = EmailLinkAnswerSchema.safeParse(answer);
  if (!parsed.success) throw new ApiError(200, AUTH_TOASTS.signinFailed);
  return parsed.data;
}

/** Signs in with the token of the link e-mailed with a code; the page then goes where the candidate started. */
export function useSignInWithEmailLink() {
  const startSessionFrom = useStartSession();
  return useMutation({
    mutationFn: signInWithEmailLink,
    onSuccess: (answer) => {
      notify.success(AUTH_TOASTS.signinSuccess);
      startSessionFrom(answer);
    },
  });
}
