import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAM_TOASTS } from '../../../../shared/team';
import { teamEndpoints } from '../../../../shared/team-endpoints';
import { call } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';

async function resendInvitation(invitationId: string): Promise<void> {
  await call(teamEndpoints.resendInvitation, { params: { id: invitationId } });
}

/** Sends an invitation again with a new link; the old link stops working. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: async () => {
      notify.success(TEAM_TOASTS.resent);
      await queryClient.invalidateQueries({ queryKey: queryKeys.team() });
    },
    onError: (error) => notify.error(error.message),
  });
}
