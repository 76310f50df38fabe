import { exportEndpoints } from '../../../../shared/export-endpoints';
import { apiDownload, pathOf } from '../../../lib/api-client';

/** The caller's own data with every company, as a ZIP. */
export function downloadMyData(): Promise<Blob> {
  return apiDownload(pathOf(exportEndpoints.mine, {}));
}

/** What the company holds about the candidate behind an application, as a ZIP. */
export function downloadCandidateData(applicationId: string, withWorkProduct: boolean): Promise<Blob> {
  return apiDownload(
    pathOf(exportEndpoints.ofCandidate, {
      params: { id: applicationId },
      query: { include: withWorkProduct ? 'work_product' : undefined },
    }),
  );
}
