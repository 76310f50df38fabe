import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RenameMemberPayload, TEAM_TOASTS } from '../../../../shared/team';
import { teamEndpoints } from '../../../../shared/team-endpoints';
import { call } from '../../../lib/api-client';
import { companyProfileQuery } from '../../../lib/company-profile';
import { notify } from '../../../lib/notify';
import { rememberMember } from '../../../lib/session';
import { queryKeys } from '../../../lib/query-keys';

async function renameMember(payload: RenameMemberPayload) {
  const response = await call(teamEndpoints.rename, { body: payload });
  return response.data;
}

/** The signed-in member names themselves; the session, the team and the profile that names them follow at once. */
export function useRenameMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameMember,
    onSuccess: async (member) => {
      // The profile names the member too, and the session follows it (see MemberSync): both change together.
      queryClient.setQueryData(companyProfileQuery.queryKey, (profile) => profile && { ...profile, member });
      rememberMember(member);
      notify.success(TEAM_TOASTS.renamed);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.team() }),
        queryClient.invalidateQueries({ queryKey: companyProfileQuery.queryKey }),
      ]);
    },
  });
}
