import { queryOptions } from '@tanstack/react-query';
import { templateEndpoints } from '../../../../shared/templates-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A template merged for one application: the subject and body its candidate would receive. */
export const templatePreviewQuery = (templateId: string, applicationId: string) =>
  queryOptions({
    queryKey: queryKeys.templatePreview(applicationId, templateId),
    queryFn: async () =>
      (await call(templateEndpoints.preview, { params: { id: templateId }, query: { application_id: applicationId } }))
        .data,
  });
