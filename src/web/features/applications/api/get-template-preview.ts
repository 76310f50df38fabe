import { queryOptions } from '@tanstack/react-query';
import type { TemplatePreviewAnswer } from '../../../../shared/templates';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A template merged for one application: the subject and body its candidate would receive. */
export const templatePreviewQuery = (templateId: string, applicationId: string) =>
  queryOptions({
    queryKey: queryKeys.templatePreview(applicationId, templateId),
    queryFn: async () => {
      const params = new URLSearchParams({ application_id: applicationId });
      const path = `/api/email_templates/${encodeURIComponent(templateId)}/preview/?${params}`;
      return (await apiRequest<TemplatePreviewAnswer>(path)).data;
    },
  });
