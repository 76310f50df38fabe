import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { retentionEndpoints } from '../../../../shared/retention-endpoints';
import { call } from '../../../lib/api-client';
import { invalidate, queryKeys } from '../../../lib/query-keys';

export function useRetentionPreview(page: number) {
  return useQuery({
    queryKey: queryKeys.retentionPreview(page),
    queryFn: async () => call(retentionEndpoints.preview, { query: { page } }),
  });
}

export function useRestoreCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) => call(retentionEndpoints.restore, { params: { id: applicationId } }),
    onSuccess: () => invalidate(queryClient, [queryKeys.retentionPreview()]),
  });
}
