import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Posting, PostingInput } from '../../../../shared/postings';
import { apiRequest } from '../../../lib/api-client';
import { postingKeys } from './posting-keys';
import { toPostingPayload } from './posting-payload';

export interface CreatedPosting {
  posting_link: string;
  posting_url: string;
  data: Posting;
}

export async function createPosting(input: PostingInput): Promise<CreatedPosting> {
  return apiRequest<CreatedPosting>('/api/new_posting/', { method: 'POST', body: toPostingPayload(input) });
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
