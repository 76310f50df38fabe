import { queryOptions } from '@tanstack/react-query';
import { webhookEndpoints } from '../../../../shared/webhooks-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const webhooksQuery = queryOptions({
  queryKey: queryKeys.webhooks(),
  queryFn: async () => (await call(webhookEndpoints.list, {})).data,
});

export const webhookDeliveriesQuery = (webhookId: string) =>
  queryOptions({
    queryKey: queryKeys.webhookDeliveries(webhookId),
    queryFn: async () => (await call(webhookEndpoints.deliveries, { params: { id: webhookId } })).data,
  });
