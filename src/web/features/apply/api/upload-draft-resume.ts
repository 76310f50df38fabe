import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DraftResume } from '../../../../shared/application-drafts';
import { candidateApplicationEndpoints } from '../../../../shared/applications-endpoints';
import { apiUpload } from '../../../lib/api-upload';
import { readAsDataUrl } from '../../../lib/read-file';
import { queryKeys } from '../../../lib/query-keys';

interface ResumeUpload {
  file: File;
  onProgress: (share: number) => void;
}

/** The chosen resume goes to the draft once, when chosen; the submission then uses it without sending it again. */
async function uploadDraftResume(postingId: string, { file, onProgress }: ResumeUpload): Promise<DraftResume> {
  const answer = await apiUpload(
    candidateApplicationEndpoints.saveDraftResume,
    { params: { posting_id: postingId }, body: { name: file.name, resume: await readAsDataUrl(file) } },
    onProgress,
  );
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
