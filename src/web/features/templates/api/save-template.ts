import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailTemplateInput } from '../../../../shared/templates';
import { apiRequest } from '../../../lib/api-client';
import { emailTemplatesQuery } from '../../../lib/email-templates';

const templatePath = (id: string): string => `/api/email_templates/${encodeURIComponent(id)}/`;

async function saveTemplate({ id, ...input }: EmailTemplateInput & { id?: string }): Promise<void> {
  await apiRequest(id ? templatePath(id) : '/api/email_templates/', { method: id ? 'PUT' : 'POST', body: input });
}

async function deleteTemplate(id: string): Promise<void> {
  await apiRequest(templatePath(id), { method: 'DELETE' });
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailTemplatesQuery.queryKey }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    // A stage that sent the template sends nothing now: the stages are read again too.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
