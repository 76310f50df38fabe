import { useMutation } from '@tanstack/react-query';
import type { SendEmailInput } from '../../../../shared/review';
import { apiRequest } from '../../../lib/api-client';

export async function sendEmail(input: SendEmailInput): Promise<void> {
  await apiRequest<{ status: number }>('/api/send_email/', { method: 'POST', body: input });
}

export function useSendEmail() {
  return useMutation({ mutationFn: sendEmail });
}
