import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberRole } from '../../../../shared/auth';
import { can } from '../../../../shared/roles';
import { TEAM_TOASTS } from '../../../../shared/team';
import { teamEndpoints } from '../../../../shared/team-endpoints';
import { call } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';

interface RoleChange {
  memberId: string;
  role: MemberRole;
  /** The API tokens the member made that still work: a role that may not manage tokens revokes them. */
  liveApiTokens: number;
}

async function changeMemberRole({ memberId, role }: RoleChange): Promise<void> {
  await call(teamEndpoints.changeRole, { params: { id: memberId }, body: { role } });
}

/** A refusal (the company's last Admin, above all) is told in the server's own words. */
export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    onSuccess: async (_, { role, liveApiTokens }) => {
      const revokes = liveApiTokens > 0 && !can(role, 'manageApiTokens');
      notify.success(revokes ? TEAM_TOASTS.roleChangedTokensRevoked(liveApiTokens) : TEAM_TOASTS.roleChanged);
      await queryClient.invalidateQueries({ queryKey: queryKeys.team() });
      if (revokes) await queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens() });
    },
    onError: (error) => notify.error(error.message),
  });
}
