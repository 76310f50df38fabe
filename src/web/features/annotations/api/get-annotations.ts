import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Annotation } from '../../../../shared/annotations';
import { annotationEndpoints } from '../../../../shared/annotations-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

async function getAnnotations(applicationId: string): Promise<Annotation[]> {
  return (await call(annotationEndpoints.list, { query: { application_id: applicationId } })).data;
}

const annotationsQuery = (applicationId: string) =>
  queryOptions({ queryKey: queryKeys.annotations(applicationId), queryFn: () => getAnnotations(applicationId) });

/** The company reviewers' marks on an application's resume. */
export function useAnnotations(applicationId: string) {
  return useQuery(annotationsQuery(applicationId));
}
