import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '../../../../shared/api';
import { TEAM_TOASTS } from '../../../../shared/team';
import { apiRequest } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';

async function resendEmailConfirmation(): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/api/team/email-confirmation/resend/', { method: 'POST' });
}

/** E-mails the Admin a new link to confirm their own address; the older link stops working. */
export function useResendEmailConfirmation() {
  return useMutation({
    mutationFn: resendEmailConfirmation,
    onSuccess: () => notify.success(TEAM_TOASTS.confirmationSent),
    onError: (error) => notify.error(error.message),
  });
}
