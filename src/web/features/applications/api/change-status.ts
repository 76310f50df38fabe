import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeStatusInput } from '../../../../shared/applications';
import type { MoveAnswer } from '../../../../shared/pipeline';
import { applicationEndpoints } from '../../../../shared/applications-endpoints';
import { call } from '../../../lib/api-client';
import { invalidate, touchedByMove } from '../../../lib/query-keys';

/** The answer carries `undo` while the new stage's e-mail is held. */
async function changeStatus(input: ChangeStatusInput): Promise<MoveAnswer> {
  return call(applicationEndpoints.changeStatus, { body: input });
}

export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStatus,
    onSuccess: (_result, input) => invalidate(queryClient, touchedByMove([input.id])),
  });
}
