import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
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

/** How long the answer a page load fetched ahead stands for the screens it first opens on. */
const FIRST_SCREEN_MS = 5_000;
let fetchedAhead: number | undefined;

/**
 * Fetches the posting before the app's first render, for a job link opened cold: its screen then shows with the
 * posting at once (decision 105). A failure is left to the screen, which asks again and says what went wrong.
 */
export async function fetchApplyPostingAhead(queryClient: QueryClient, postingId: string): Promise<void> {
  await queryClient.prefetchQuery({ ...applyPostingQueryOptions(postingId), retry: false });
  fetchedAhead = queryClient.getQueryState(queryKeys.applyPosting(postingId))?.dataUpdatedAt;
}

export function useApplyPosting(postingId: string) {
  return useQuery({
    ...applyPostingQueryOptions(postingId),
    refetchOnMount: (query) =>
      fetchedAhead === undefined ||
      query.state.dataUpdatedAt !== fetchedAhead ||
      Date.now() - fetchedAhead > FIRST_SCREEN_MS,
  });
}
