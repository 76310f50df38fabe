import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamEndpoints } from '../../../../shared/team-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The company's members and its open invitations. */
async function getTeam() {
  const { members, invitations, verified } = await call(teamEndpoints.list, {});
  return { members, invitations, verified };
}

const teamQueryOptions = () => queryOptions({ queryKey: queryKeys.teamOverview(), queryFn: getTeam });

export function useTeam() {
  return useQuery(teamQueryOptions());
}
