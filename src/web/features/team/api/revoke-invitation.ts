import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAM_TOASTS } from '../../../../shared/team';
import { teamEndpoints } from '../../../../shared/team-endpoints';
import { call } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';

async function revokeInvitation(invitationId: string): Promise<void> {
  await call(teamEndpoints.revokeInvitation, { params: { id: invitationId } });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: async () => {
      notify.success(TEAM_TOASTS.revoked);
      await queryClient.invalidateQueries({ queryKey: queryKeys.team() });
    },
    onError: (error) => notify.error(error.message),
  });
}
