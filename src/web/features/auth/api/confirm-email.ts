import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '../../../../shared/api';
import type { ConfirmEmailPayload } from '../../../../shared/team';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

async function confirmEmail(payload: ConfirmEmailPayload): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/api/team/email-confirmation/', {
    method: 'POST',
    body: payload,
    authenticated: false,
  });
}

/** Confirms an Admin's address with the token of the link e-mailed to them, signed in on this device or not. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.team() }),
  });
}
