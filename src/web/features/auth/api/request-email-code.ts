import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '../../../../shared/api';
import type { EmailCodeRequestPayload } from '../../../../shared/auth';
import { authEndpoints } from '../../../../shared/auth-endpoints';
import { call } from '../../../lib/api-client';

async function requestEmailCode(payload: EmailCodeRequestPayload): Promise<MessageAnswer> {
  return call(authEndpoints.requestEmailCode, { body: payload }, { authenticated: false });
}

/** E-mails a sign-in code and link; the answer is the same whether or not the address has an account. */
export function useRequestEmailCode() {
  return useMutation({ mutationFn: requestEmailCode });
}
