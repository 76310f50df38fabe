import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Posting, PostingAnswer } from '../../../../shared/postings';
import { apiRequest } from '../../../lib/api-client';

const applyPostingQueryKey = (postingId: string) => ['apply-posting', postingId] as const;

/** The public view of an open posting: the specification sends it without the session token. */
async function getApplyPosting(postingId: string): Promise<Posting> {
  const answer = await apiRequest<PostingAnswer>(`/api/apply/${encodeURIComponent(postingId)}`, {
    authenticated: false,
  });
  return answer.data;
}

const applyPostingQueryOptions = (postingId: string) =>
  queryOptions({ queryKey: applyPostingQueryKey(postingId), queryFn: () => getApplyPosting(postingId) });

export function useApplyPosting(postingId: string) {
  return useQuery(applyPostingQueryOptions(postingId));
}
