import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '../../../../shared/api';
import type { EmailCodeRequestPayload } from '../../../../shared/auth';
import { apiRequest } from '../../../lib/api-client';

async function requestEmailCode(payload: EmailCodeRequestPayload): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/api/candidate/email_code/', {
    method: 'POST',
    body: payload,
    authenticated: false,
  });
}

/** E-mails a sign-in code and link; the answer is the same whether or not the address has an account. */
export function useRequestEmailCode() {
  return useMutation({ mutationFn: requestEmailCode });
}
