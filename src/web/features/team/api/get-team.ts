import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamAnswer } from '../../../../shared/team';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The company's members and its open invitations. */
async function getTeam(): Promise<Omit<TeamAnswer, 'status'>> {
  const { members, invitations, verified } = await apiRequest<TeamAnswer>('/api/team/');
  return { members, invitations, verified };
}

const teamQueryOptions = () => queryOptions({ queryKey: queryKeys.teamOverview(), queryFn: getTeam });

export function useTeam() {
  return useQuery(teamQueryOptions());
}
