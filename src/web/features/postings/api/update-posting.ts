import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Posting } from '../../../../shared/postings';
import type { PostingInput } from '../../../../shared/posting-form';
import { postingEndpoints } from '../../../../shared/postings-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { toPostingPayload } from './posting-payload';

async function updatePosting({ id, input }: { id: string; input: PostingInput }): Promise<Posting> {
  const answer = await call(postingEndpoints.update, { body: { id, ...toPostingPayload(input) } });
  return answer.data;
}

export function useUpdatePosting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePosting,
    onSuccess: (posting) => {
      queryClient.setQueryData(queryKeys.posting(posting.id), posting);
      void queryClient.invalidateQueries({ queryKey: queryKeys.postingList() });
    },
  });
}
