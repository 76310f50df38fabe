import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailTemplateInput } from '../../../../shared/templates';
import { apiRequest } from '../../../lib/api-client';
import { invalidate, queryKeys } from '../../../lib/query-keys';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.emailTemplates() }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    // A stage that sent the template sends nothing now: the stages are read again too.
    onSuccess: () => invalidate(queryClient, [queryKeys.emailTemplates(), queryKeys.stages()]),
  });
}
