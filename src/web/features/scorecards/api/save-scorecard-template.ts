import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScorecardTemplateInput } from '../../../../shared/scorecards';
import { scorecardEndpoints } from '../../../../shared/scorecards-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

async function saveTemplate({ id, ...input }: ScorecardTemplateInput & { id?: string }): Promise<void> {
  if (id) await call(scorecardEndpoints.updateTemplate, { params: { id }, body: input });
  else await call(scorecardEndpoints.createTemplate, { body: input });
}

async function archiveTemplate(id: string): Promise<void> {
  await call(scorecardEndpoints.archiveTemplate, { params: { id } });
}

export function useSaveScorecardTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.scorecardTemplates() }),
  });
}

export function useArchiveScorecardTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveTemplate,
    // An archived template is attached nowhere any more: the stages' choices are read again with the list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.scorecardTemplates() }),
  });
}
