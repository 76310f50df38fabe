import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Posting } from '../../../../shared/postings';
import { postingEndpoints } from '../../../../shared/postings-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

async function getPosting(postingId: string): Promise<Posting> {
  const answer = await call(postingEndpoints.list, { query: { id: postingId } });
  return answer.data as Posting;
}

const postingQueryOptions = (postingId: string) =>
  queryOptions({ queryKey: queryKeys.posting(postingId), queryFn: () => getPosting(postingId) });

/** One posting of the recruiter; nothing is fetched while no posting is chosen. */
export function usePosting(postingId: string | null) {
  return useQuery({ ...postingQueryOptions(postingId ?? ''), enabled: postingId !== null });
}
