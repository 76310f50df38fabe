import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfferTemplateInput } from '../../../../shared/offer-templates';
import { offerTemplateEndpoints } from '../../../../shared/offer-templates-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

async function saveOfferTemplate({ id, ...input }: OfferTemplateInput & { id?: string }): Promise<void> {
  if (id) await call(offerTemplateEndpoints.update, { params: { id }, body: input });
  else await call(offerTemplateEndpoints.create, { body: input });
}

async function deleteOfferTemplate(id: string): Promise<void> {
  await call(offerTemplateEndpoints.remove, { params: { id } });
}

export function useSaveOfferTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOfferTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.offerTemplates() }),
  });
}

export function useDeleteOfferTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOfferTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.offerTemplates() }),
  });
}
