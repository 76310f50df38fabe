import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PostingCard, PostingCardsAnswer } from '../../../../shared/postings';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The signed-in recruiter's own postings as cards, newest first, with their application counts. */
async function getPostings(): Promise<PostingCard[]> {
  const answer = await apiRequest<PostingCardsAnswer>('/api/postings/');
  return answer.data;
}

const postingsQueryOptions = () => queryOptions({ queryKey: queryKeys.postingList(), queryFn: getPostings });

export function usePostings() {
  return useQuery(postingsQueryOptions());
}
