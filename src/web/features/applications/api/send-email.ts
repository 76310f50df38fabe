import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendEmailInput } from '../../../../shared/mail';
import { applicationEndpoints } from '../../../../shared/applications-endpoints';
import { call } from '../../../lib/api-client';
import { invalidate, queryKeys } from '../../../lib/query-keys';

async function sendEmail(input: SendEmailInput): Promise<void> {
  await call(applicationEndpoints.sendEmail, { body: input });
}

export function useSendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendEmail,
    // The application lists its e-mails and its timeline shows them: the new one appears in both.
    onSuccess: (_result, input) =>
      invalidate(queryClient, [queryKeys.recruiterApplication(input.id), queryKeys.timeline(input.id)]),
  });
}
