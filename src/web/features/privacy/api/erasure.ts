import { useMutation, useQueryClient } from '@tanstack/react-query';
import { erasureEndpoints } from '../../../../shared/erasure-endpoints';
import { call } from '../../../lib/api-client';
import { endSession } from '../../../lib/session';
import { invalidate, touchedByMove } from '../../../lib/query-keys';

export function useEraseCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (applicationId: string) =>
      (await call(erasureEndpoints.eraseCandidate, { params: { id: applicationId } })).data.counts,
    // The candidate's other applications with the company went too: every list, board and posting reads again.
    onSuccess: () => invalidate(queryClient, touchedByMove()),
  });
}

/** Deletes the candidate's account; its session went with it, so this device forgets it. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => call(erasureEndpoints.deleteAccount, { body: { password } }),
    onSuccess: () => {
      endSession();
      queryClient.clear();
    },
  });
}
