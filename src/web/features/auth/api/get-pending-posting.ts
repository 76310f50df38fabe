import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplyPosting } from '../../../../shared/postings';
import { postingEndpoints } from '../../../../shared/postings-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { peekPendingApplyPosting } from '../../../lib/pending-apply';

/** The job a guest opened before being asked to sign in: the public view, sent without a session as the spec's is. */
async function getPendingPosting(postingId: string): Promise<ApplyPosting> {
  const answer = await call(postingEndpoints.apply, { params: { id: postingId } }, { authenticated: false });
  return answer.data;
}

const pendingPostingQueryOptions = (postingId: string) =>
  queryOptions({
    queryKey: queryKeys.pendingPosting(postingId),
    queryFn: () => getPendingPosting(postingId),
    // A closed or unknown job is simply not named: asking again would not change that.
    retry: false,
  });

/** The job a guest is signing in to apply for, when there is one and it is still open. */
export function usePendingPosting() {
  const postingId = peekPendingApplyPosting();
  return useQuery({ ...pendingPostingQueryOptions(postingId ?? ''), enabled: postingId !== null });
}
