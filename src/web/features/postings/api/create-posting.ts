import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedPostingAnswer, PostingInput } from '../../../../shared/postings';
import { apiRequest } from '../../../lib/api-client';
import { postingKeys } from '../../../lib/posting-keys';
import { toPostingPayload } from './posting-payload';

async function createPosting(input: PostingInput): Promise<CreatedPostingAnswer> {
  return apiRequest<CreatedPostingAnswer>('/api/new_posting/', { method: 'POST', body: toPostingPayload(input) });
}

export function useCreatePosting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPosting,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(postingKeys.detail(data.id), data);
      void queryClient.invalidateQueries({ queryKey: postingKeys.list() });
    },
  });
}
