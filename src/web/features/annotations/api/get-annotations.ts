import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Annotation, AnnotationsAnswer } from '../../../../shared/annotations';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

async function getAnnotations(applicationId: string): Promise<Annotation[]> {
  const query = new URLSearchParams({ application_id: applicationId });
  return (await apiRequest<AnnotationsAnswer>(`/api/applications/annotations/?${query.toString()}`)).data;
}

const annotationsQuery = (applicationId: string) =>
  queryOptions({ queryKey: queryKeys.annotations(applicationId), queryFn: () => getAnnotations(applicationId) });

/** The company reviewers' marks on an application's resume. */
export function useAnnotations(applicationId: string) {
  return useQuery(annotationsQuery(applicationId));
}
