import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeStatusInput } from '../../../../shared/applications';
import type { MessageAnswer } from '../../../../shared/api';
import { apiRequest } from '../../../lib/api-client';
import { applicationKeys } from './query-keys';

async function changeStatus(input: ChangeStatusInput): Promise<void> {
  await apiRequest<MessageAnswer>('/api/change_status/', { method: 'PUT', body: input });
}

export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStatus,
    onSuccess: async (_result, input) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.recruiterDetail(input.id) }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.recruiterLists() }),
      ]);
    },
  });
}
