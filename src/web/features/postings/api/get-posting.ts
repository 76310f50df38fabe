import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Posting, PostingAnswer } from '../../../../shared/postings';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

async function getPosting(postingId: string): Promise<Posting> {
  const answer = await apiRequest<PostingAnswer>(`/api/postings/?id=${encodeURIComponent(postingId)}`);
  return answer.data;
}

const postingQueryOptions = (postingId: string) =>
  queryOptions({ queryKey: queryKeys.posting(postingId), queryFn: () => getPosting(postingId) });

/** One posting of the recruiter; nothing is fetched while no posting is chosen. */
export function usePosting(postingId: string | null) {
  return useQuery({ ...postingQueryOptions(postingId ?? ''), enabled: postingId !== null });
}
