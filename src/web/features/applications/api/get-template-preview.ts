import { queryOptions } from '@tanstack/react-query';
import type { TemplatePreviewAnswer } from '../../../../shared/templates';
import { apiRequest } from '../../../lib/api-client';
import { applicationKeys } from './query-keys';

/** A template merged for one application: the subject and body its candidate would receive. */
export const templatePreviewQuery = (templateId: string, applicationId: string) =>
  queryOptions({
    queryKey: [...applicationKeys.all, 'recruiter', 'template-preview', templateId, applicationId] as const,
    queryFn: async () => {
      const params = new URLSearchParams({ application_id: applicationId });
      const path = `/api/email_templates/${encodeURIComponent(templateId)}/preview/?${params}`;
      return (await apiRequest<TemplatePreviewAnswer>(path)).data;
    },
  });
