import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveApplicationDraft } from '../../../../shared/application-drafts';
import { candidateApplicationEndpoints } from '../../../../shared/applications-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

async function saveApplicationDraft(postingId: string, draft: SaveApplicationDraft) {
  const answer = await call(candidateApplicationEndpoints.saveDraft, {
    params: { posting_id: postingId },
    body: draft,
  });
  return answer.data;
}

/** Keeps the wizard's answers on the server; a reload or another device starts from them. */
export function useSaveApplicationDraft(postingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: SaveApplicationDraft) => saveApplicationDraft(postingId, draft),
    onSuccess: (draft) => queryClient.setQueryData(queryKeys.applicationDraft(postingId), draft),
  });
}
