import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Posting, PostingAnswer, PostingInput } from '../../../../shared/postings';
import { apiRequest } from '../../../lib/api-client';
import { postingKeys } from '../../../lib/posting-keys';
import { toPostingPayload } from './posting-payload';

async function updatePosting({ id, input }: { id: string; input: PostingInput }): Promise<Posting> {
  const answer = await apiRequest<PostingAnswer>('/api/update_posting/', {
    method: 'PUT',
    body: { id, ...toPostingPayload(input) },
  });
  return answer.data;
}

export function useUpdatePosting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePosting,
    onSuccess: (posting) => {
      queryClient.setQueryData(postingKeys.detail(posting.id), posting);
      void queryClient.invalidateQueries({ queryKey: postingKeys.list() });
    },
  });
}
