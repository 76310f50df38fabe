import { useMutation, useQueryClient } from '@tanstack/react-query';
import { erasureEndpoints } from '../../../../shared/erasure-endpoints';
import type { DeleteAccountInput } from '../../../../shared/erasure';
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
    mutationFn: (proof: DeleteAccountInput) => call(erasureEndpoints.deleteAccount, { body: proof }),
    onSuccess: () => {
      endSession();
      queryClient.clear();
    },
  });
}

/** E-mails the candidate the code that confirms their account's deletion: the answer says where it went. */
export function useSendDeleteAccountCode() {
  return useMutation({
    mutationFn: async () => (await call(erasureEndpoints.sendDeleteAccountCode, {})).message,
  });
}
