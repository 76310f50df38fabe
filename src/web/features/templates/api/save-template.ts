import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailTemplateInput } from '../../../../shared/templates';
import { templateEndpoints } from '../../../../shared/templates-endpoints';
import { call } from '../../../lib/api-client';
import { invalidate, queryKeys } from '../../../lib/query-keys';

async function saveTemplate({ id, ...input }: EmailTemplateInput & { id?: string }): Promise<void> {
  if (id) await call(templateEndpoints.update, { params: { id }, body: input });
  else await call(templateEndpoints.create, { body: input });
}

async function deleteTemplate(id: string): Promise<void> {
  await call(templateEndpoints.remove, { params: { id } });
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
