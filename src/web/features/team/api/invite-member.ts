import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationPayload } from '../../../../shared/team';
import { teamEndpoints } from '../../../../shared/team-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

async function inviteMember(invitation: InvitationPayload): Promise<void> {
  await call(teamEndpoints.invite, { body: invitation });
}

/** Sends an invitation; the form tells how it went, on the field the server's refusal is about. */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.team() }),
  });
}
