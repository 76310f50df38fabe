import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PostingCard } from '../../../../shared/postings';
import { postingEndpoints } from '../../../../shared/postings-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The company's postings, for the list's posting and location filters. */
async function getPostingChoices(signal?: AbortSignal): Promise<PostingCard[]> {
  const answer = await call(postingEndpoints.list, {}, { signal });
  return answer.data as PostingCard[];
}

const postingChoicesQuery = () =>
  queryOptions({ queryKey: queryKeys.applicationPostingChoices(), queryFn: ({ signal }) => getPostingChoices(signal) });

export function usePostingChoices(enabled: boolean) {
  return useQuery({ ...postingChoicesQuery(), enabled });
}
