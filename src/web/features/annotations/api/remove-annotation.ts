import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '../../../../shared/api';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

async function removeAnnotation(id: string): Promise<void> {
  await apiRequest<MessageAnswer>(`/api/applications/annotations/?${new URLSearchParams({ id }).toString()}`, {
    method: 'DELETE',
  });
}

export function useRemoveAnnotation(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAnnotation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.annotations(applicationId) }),
  });
}
