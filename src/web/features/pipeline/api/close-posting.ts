import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostingAnswer } from '../../../../shared/postings';
import { postingEndpoints } from '../../../../shared/postings-endpoints';
import { call } from '../../../lib/api-client';
import { invalidate, queryKeys } from '../../../lib/query-keys';

async function closePosting(postingId: string): Promise<PostingAnswer> {
  return call(postingEndpoints.close, { body: { id: postingId } });
}

/** Closes the posting a board is of: the board and the recruiter's postings then show it closed. */
export function useClosePosting(postingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closePosting(postingId),
    onSuccess: () => invalidate(queryClient, [queryKeys.board(postingId), queryKeys.postings()]),
  });
}
