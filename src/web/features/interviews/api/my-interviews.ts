import { useQuery } from '@tanstack/react-query';
import { interviewEndpoints } from '../../../../shared/interviews-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The signed-in member's own interviews, those starting within the window when one is given. */
export function useMyInterviews(window: { from?: string; to?: string } = {}) {
  return useQuery({
    queryKey: queryKeys.myInterviewsIn(window),
    queryFn: async () => (await call(interviewEndpoints.mine, { query: window })).data,
  });
}
