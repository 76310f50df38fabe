import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmEmailPayload } from '../../../../shared/team';
import { teamEndpoints } from '../../../../shared/team-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

async function confirmEmail(payload: ConfirmEmailPayload) {
  return call(teamEndpoints.confirmEmail, { body: payload }, { authenticated: false });
}

/** Confirms an Admin's address with the token of the link e-mailed to them, signed in on this device or not. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.team() }),
  });
}
