import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LegalHoldInput } from '../../../../shared/retention';
import { retentionEndpoints } from '../../../../shared/retention-endpoints';
import { call } from '../../../lib/api-client';
import { invalidate, queryKeys } from '../../../lib/query-keys';

export function useLegalHold(applicationId: string) {
  return useQuery({
    queryKey: queryKeys.legalHold(applicationId),
    queryFn: async () => (await call(retentionEndpoints.legalHold, { params: { id: applicationId } })).legal_hold,
  });
}

export function useChangeLegalHold(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LegalHoldInput | null) =>
      input
        ? call(retentionEndpoints.placeLegalHold, { params: { id: applicationId }, body: input })
        : call(retentionEndpoints.liftLegalHold, { params: { id: applicationId } }),
    onSuccess: () => invalidate(queryClient, [queryKeys.legalHold(applicationId), queryKeys.retentionPreview()]),
  });
}
