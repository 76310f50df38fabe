import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedPostingAnswer } from '../../../../shared/postings';
import type { PostingInput } from '../../../../shared/posting-form';
import { postingEndpoints } from '../../../../shared/postings-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { toPostingPayload } from './posting-payload';

async function createPosting(input: PostingInput): Promise<CreatedPostingAnswer> {
  return call(postingEndpoints.create, { body: toPostingPayload(input) });
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
