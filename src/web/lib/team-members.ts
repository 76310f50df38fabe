import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberSummary } from '../../shared/auth';
import { teamEndpoints } from '../../shared/team-endpoints';
import { call } from './api-client';
import { queryKeys } from './query-keys';

/** The company's current members, by name: whom a posting's hiring team is chosen from, and a note mentions. */
async function getTeamMembers(): Promise<MemberSummary[]> {
  const answer = await call(teamEndpoints.members, {});
  return answer.data;
}

const teamMembersQueryOptions = () => queryOptions({ queryKey: queryKeys.teamMembers(), queryFn: getTeamMembers });

export function useTeamMembers() {
  return useQuery(teamMembersQueryOptions());
}
