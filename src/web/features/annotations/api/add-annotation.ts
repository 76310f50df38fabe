import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewAnnotationAnswer, NewAnnotationInput } from '../../../../shared/annotations';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

async function addAnnotation(input: NewAnnotationInput) {
  return (await apiRequest<NewAnnotationAnswer>('/api/applications/annotations/', { method: 'POST', body: input }))
    .data;
}

export function useAddAnnotation(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAnnotation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.annotations(applicationId) }),
  });
}
