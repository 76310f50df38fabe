import { apiDownload } from '../../../lib/api-client';

/** The resume with every mark drawn into it, made by the server on each request: the marks change. */
export function downloadAnnotatedResume(applicationId: string): Promise<Blob> {
  return apiDownload(
    `/api/applications/annotated_resume/?${new URLSearchParams({ application_id: applicationId }).toString()}`,
  );
}
