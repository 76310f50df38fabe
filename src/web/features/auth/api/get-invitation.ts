import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamEndpoints } from '../../../../shared/team-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** What an invitation's link is for, read without a session: the invitee has no account yet. */
async function getInvitation(token: string) {
  const answer = await call(teamEndpoints.previewInvitation, { query: { token } }, { authenticated: false });
  return answer.data;
}

const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.invitation(token),
    queryFn: () => getInvitation(token),
    // A link that cannot be used stays so: asking again would not change the answer.
    retry: false,
  });

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}
