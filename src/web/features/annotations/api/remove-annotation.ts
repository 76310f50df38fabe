import { useMutation, useQueryClient } from '@tanstack/react-query';
import { annotationEndpoints } from '../../../../shared/annotations-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

async function removeAnnotation(id: string): Promise<void> {
  await call(annotationEndpoints.remove, { query: { id } });
}

export function useRemoveAnnotation(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAnnotation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.annotations(applicationId) }),
  });
}
