import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAttachment, MessageInput } from '../../../../shared/messages';
import { candidateMessagesEndpoints, messagesEndpoints } from '../../../../shared/messages-endpoints';
import { call } from '../../../lib/api-client';
import { invalidate, queryKeys } from '../../../lib/query-keys';
import { uploadFile } from '../../../lib/upload-file';

/** A message the team sends is in the thread and the timeline: both are read again. */
export function useSendMessage(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: MessageInput) =>
      (await call(messagesEndpoints.sendMessage, { params: { id: applicationId }, body: input })).data,
    onSuccess: () => invalidate(queryClient, [queryKeys.messages(applicationId), queryKeys.timeline(applicationId)]),
  });
}

/** A file the member chose goes up once, when chosen; the message then names it by its id. */
export function useUploadAttachment() {
  return useMutation({
    mutationFn: async ({
      file,
      onProgress,
    }: {
      file: File;
      onProgress: (share: number) => void;
    }): Promise<MessageAttachment> => uploadFile('attachment', file, { onProgress }),
  });
}

export function useSendCandidateMessage(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) =>
      (await call(candidateMessagesEndpoints.sendCandidateMessage, { params: { id: applicationId }, body: { body } }))
        .data,
    onSuccess: () => invalidate(queryClient, [queryKeys.candidateMessages(applicationId)]),
  });
}
