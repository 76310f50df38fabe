import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplyPosting } from '../../../../shared/postings';
import { postingEndpoints } from '../../../../shared/postings-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The public view of an open posting. The session token goes with it when there is one, so that a candidate who
 * applied already is told when (docs/decisions/020-applied-on.md); the server never requires it.
 */
async function getApplyPosting(postingId: string): Promise<ApplyPosting> {
  const answer = await call(postingEndpoints.apply, { params: { id: postingId } });
  return answer.data;
}

const applyPostingQueryOptions = (postingId: string) =>
  queryOptions({
    queryKey: queryKeys.applyPosting(postingId),
    queryFn: () => getApplyPosting(postingId),
    // Asked again on every visit: an application made a moment ago must show as made.
    staleTime: 0,
  });

export function useApplyPosting(postingId: string) {
  return useQuery(applyPostingQueryOptions(postingId));
}
