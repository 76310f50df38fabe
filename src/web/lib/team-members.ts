import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberSummary } from '../../shared/auth';
import type { TeamMembersAnswer } from '../../shared/team';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/** The company's current members, by name: whom a posting's hiring team is chosen from, and a note mentions. */
async function getTeamMembers(): Promise<MemberSummary[]> {
  const answer = await apiRequest<TeamMembersAnswer>('/api/team/members/');
  return answer.data;
}

const teamMembersQueryOptions = () => queryOptions({ queryKey: queryKeys.teamMembers(), queryFn: getTeamMembers });

export function useTeamMembers() {
  return useQuery(teamMembersQueryOptions());
}
