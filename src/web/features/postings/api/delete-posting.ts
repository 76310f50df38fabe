import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postingEndpoints } from '../../../../shared/postings-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

async function deletePosting(postingId: string): Promise<void> {
  await call(postingEndpoints.remove, { body: { id: postingId } });
}

export function useDeletePosting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePosting,
    onSuccess: async (_answer, postingId) => {
      queryClient.removeQueries({ queryKey: queryKeys.posting(postingId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.postingList() });
    },
  });
}
