import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberSummary } from '../../../../shared/auth';
import type { TeamMembersAnswer } from '../../../../shared/team';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from '../../../lib/team-keys';

/** The company's current members, by name: whom a posting's hiring team can be chosen from. */
async function getTeamMembers(): Promise<MemberSummary[]> {
  const answer = await apiRequest<TeamMembersAnswer>('/api/team/members/');
  return answer.data;
}

const teamMembersQueryOptions = () => queryOptions({ queryKey: teamKeys.members(), queryFn: getTeamMembers });

export function useTeamMembers() {
  return useQuery(teamMembersQueryOptions());
}
