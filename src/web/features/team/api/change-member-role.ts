import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberRole } from '../../../../shared/auth';
import { TEAM_TOASTS } from '../../../../shared/team';
import { teamEndpoints } from '../../../../shared/team-endpoints';
import { call } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';

async function changeMemberRole({ memberId, role }: { memberId: string; role: MemberRole }): Promise<void> {
  await call(teamEndpoints.changeRole, { params: { id: memberId }, body: { role } });
}

/** A refusal (the company's last Admin, above all) is told in the server's own words. */
export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    onSuccess: async () => {
      notify.success(TEAM_TOASTS.roleChanged);
      await queryClient.invalidateQueries({ queryKey: queryKeys.team() });
    },
    onError: (error) => notify.error(error.message),
  });
}
