import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAM_TOASTS } from '../../../../shared/team';
import { teamEndpoints } from '../../../../shared/team-endpoints';
import { call } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';

async function removeMember(memberId: string): Promise<void> {
  await call(teamEndpoints.remove, { params: { id: memberId } });
}

/** A refusal (the company's last Admin, above all) is told in the server's own words. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: async () => {
      notify.success(TEAM_TOASTS.removed);
      await queryClient.invalidateQueries({ queryKey: queryKeys.team() });
      // The tokens the member made are revoked with them.
      await queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens() });
    },
    onError: (error) => notify.error(error.message),
  });
}
