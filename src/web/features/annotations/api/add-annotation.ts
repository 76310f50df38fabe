import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewAnnotationInput } from '../../../../shared/annotations';
import { annotationEndpoints } from '../../../../shared/annotations-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

async function addAnnotation(input: NewAnnotationInput) {
  return (await call(annotationEndpoints.add, { body: input })).data;
}

export function useAddAnnotation(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAnnotation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.annotations(applicationId) }),
  });
}
