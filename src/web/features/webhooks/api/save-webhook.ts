import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookChange, WebhookInput } from '../../../../shared/webhooks';
import { webhookEndpoints } from '../../../../shared/webhooks-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Adds an endpoint; answers its secret, which is shown this once. */
export function useAddWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: WebhookInput) => (await call(webhookEndpoints.create, { body: input })).secret,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks() }),
  });
}

/** Changes, disables or enables an endpoint, or rotates its secret; answers the new secret when it rotated. */
export function useChangeWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...change }: WebhookChange & { id: string }) =>
      (await call(webhookEndpoints.update, { params: { id }, body: change })).secret,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks() }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await call(webhookEndpoints.remove, { params: { id } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks() }),
  });
}

export function useRedeliverWebhook(webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: string) => {
      await call(webhookEndpoints.redeliver, { params: { id: webhookId, delivery_id: deliveryId } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhookDeliveries(webhookId) }),
  });
}
