import { annotationEndpoints } from '../../../../shared/annotations-endpoints';
import { apiDownload, pathOf } from '../../../lib/api-client';

/** The resume with every mark drawn into it, made by the server on each request: the marks change. */
export function downloadAnnotatedResume(applicationId: string): Promise<Blob> {
  return apiDownload(pathOf(annotationEndpoints.annotatedResume, { query: { application_id: applicationId } }));
}
