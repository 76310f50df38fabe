import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeStatusInput } from '../../../../shared/applications';
import type { MoveAnswer } from '../../../../shared/pipeline';
import { applicationEndpoints } from '../../../../shared/applications-endpoints';
import { call } from '../../../lib/api-client';
import { invalidate, touchedByMove } from '../../../lib/query-keys';
import { uploadFile } from '../../../lib/upload-file';

/** A status change as the screen makes it: the offer is the chosen file or previewed letter, or none. */
type StatusChange = Pick<ChangeStatusInput, 'id' | 'status'> & { offer: Blob | null };

/** The offer is uploaded first, then named by its id. The answer carries `undo` while the new stage's e-mail is held. */
async function changeStatus({ offer, ...input }: StatusChange): Promise<MoveAnswer> {
  const offerFileId = offer ? (await uploadFile('offer', offer)).id : undefined;
  return call(applicationEndpoints.changeStatus, { body: { ...input, offer_file_id: offerFileId } });
}

export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStatus,
    onSuccess: (_result, input) => invalidate(queryClient, touchedByMove([input.id])),
  });
}
