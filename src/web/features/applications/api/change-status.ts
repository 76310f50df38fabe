import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeStatusInput } from '../../../../shared/applications';
import type { MoveAnswer } from '../../../../shared/pipeline';
import { apiRequest } from '../../../lib/api-client';
import { applicationKeys } from './query-keys';

/** The answer carries `undo` while the new stage's e-mail is held. */
async function changeStatus(input: ChangeStatusInput): Promise<MoveAnswer> {
  return apiRequest<MoveAnswer>('/api/change_status/', { method: 'PUT', body: input });
}

export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStatus,
    onSuccess: async (_result, input) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.recruiterDetail(input.id) }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.recruiterLists() }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.timeline(input.id) }),
      ]);
    },
  });
}
