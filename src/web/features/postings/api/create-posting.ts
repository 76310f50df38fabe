import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedPostingAnswer, PostingInput } from '../../../../shared/postings';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { toPostingPayload } from './posting-payload';

async function createPosting(input: PostingInput): Promise<CreatedPostingAnswer> {
  return apiRequest<CreatedPostingAnswer>('/api/new_posting/', { method: 'POST', body: toPostingPayload(input) });
}

export function useCreatePosting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPosting,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(queryKeys.posting(data.id), data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.postingList() });
    },
  });
}
