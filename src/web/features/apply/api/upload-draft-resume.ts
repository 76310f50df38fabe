import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DraftResume } from '../../../../shared/application-drafts';
import { candidateApplicationEndpoints } from '../../../../shared/applications-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { uploadFile } from '../../../lib/upload-file';

interface ResumeUpload {
  file: File;
  onProgress: (share: number) => void;
}

/**
 * The chosen resume is uploaded once, when chosen, and kept as the draft's; the submission then uses it without
 * sending it again.
 */
async function uploadDraftResume(postingId: string, { file, onProgress }: ResumeUpload): Promise<DraftResume> {
  const uploaded = await uploadFile('resume', file, { onProgress });
  const answer = await call(candidateApplicationEndpoints.saveDraftResume, {
    params: { posting_id: postingId },
    body: { resume_file_id: uploaded.id },
  });
  if (!answer.data?.resume) throw new Error('The resume was not kept.');
  return answer.data.resume;
}

export function useUploadDraftResume(postingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: ResumeUpload) => uploadDraftResume(postingId, upload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.applicationDraft(postingId) }),
  });
}
