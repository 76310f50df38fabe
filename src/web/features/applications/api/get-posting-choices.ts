import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PostingCard, PostingCardsAnswer } from '../../../../shared/postings';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The company's postings, for the list's posting and location filters. */
async function getPostingChoices(signal?: AbortSignal): Promise<PostingCard[]> {
  const answer = await apiRequest<PostingCardsAnswer>('/api/postings/', { signal });
  return answer.data;
}

const postingChoicesQuery = () =>
  queryOptions({ queryKey: queryKeys.applicationPostingChoices(), queryFn: ({ signal }) => getPostingChoices(signal) });

export function usePostingChoices(enabled: boolean) {
  return useQuery({ ...postingChoicesQuery(), enabled });
}
