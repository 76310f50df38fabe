import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Posting } from '../../../../shared/postings';
import { apiRequest } from '../../../lib/api-client';
import { postingKeys } from './posting-keys';

/** The signed-in recruiter's own postings, newest first, with their application counts. */
export async function getPostings(): Promise<Posting[]> {
  const answer = await apiRequest<{ data: Posting[] }>('/api/postings/');
  return answer.data;
}

export const postingsQueryOptions = () => queryOptions({ queryKey: postingKeys.list(), queryFn: getPostings });

export function usePostings() {
  return useQuery(postingsQueryOptions());
}
