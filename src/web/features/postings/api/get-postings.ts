import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PostingCard } from '../../../../shared/postings';
import { postingEndpoints } from '../../../../shared/postings-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The signed-in recruiter's own postings as cards, newest first, with their application counts. */
async function getPostings(): Promise<PostingCard[]> {
  const answer = await call(postingEndpoints.list, {});
  return answer.data as PostingCard[];
}

const postingsQueryOptions = () => queryOptions({ queryKey: queryKeys.postingList(), queryFn: getPostings });

export function usePostings() {
  return useQuery(postingsQueryOptions());
}
