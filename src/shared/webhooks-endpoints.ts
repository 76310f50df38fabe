import { MessageAnswerSchema } from './api.js';
import { endpoints } from './endpoint.js';
import { IdParamsSchema } from './team.js';
import {
  CreatedWebhookAnswerSchema,
  CreatedWebhookDeliveryAnswerSchema,
  WebhookAnswerSchema,
  WebhookChangeSchema,
  WebhookDeliveriesAnswerSchema,
  WebhookDeliveryParamsSchema,
  WebhookInputSchema,
  WebhooksAnswerSchema,
} from './webhooks.js';

// Only Admins manage where the company's events go: an endpoint's secret is shown to them alone.
export const webhookEndpoints = endpoints('Webhooks', {
  list: {
    method: 'GET',
    path: '/api/webhooks/',
    summary: "The company's webhook endpoints.",
    access: 'manageWebhooks',
    answers: { 200: WebhooksAnswerSchema },
  },
  create: {
    method: 'POST',
    path: '/api/webhooks/',
    summary:
      'Adds an endpoint for the chosen events and answers its signing secret, once; the address must be https and ' +
      'public.',
    access: 'manageWebhooks',
    body: WebhookInputSchema,
    answers: { 201: CreatedWebhookAnswerSchema },
  },
  update: {
    method: 'PUT',
    path: '/api/webhooks/{id}/',
    summary:
      'Changes an endpoint, disables or enables it; `rotate_secret` answers a new secret, once, and the previous one ' +
      'also signs for 24 hours.',
    access: 'manageWebhooks',
    params: IdParamsSchema,
    body: WebhookChangeSchema,
    answers: { 200: WebhookAnswerSchema },
  },
  remove: {
    method: 'DELETE',
    path: '/api/webhooks/{id}/',
    summary: 'Deletes an endpoint and its deliveries.',
    access: 'manageWebhooks',
    params: IdParamsSchema,
    answers: { 200: MessageAnswerSchema },
  },
  deliveries: {
    method: 'GET',
    path: '/api/webhooks/{id}/deliveries/',
    summary: "An endpoint's latest deliveries, newest first.",
    access: 'manageWebhooks',
    params: IdParamsSchema,
    answers: { 200: WebhookDeliveriesAnswerSchema },
  },
  redeliver: {
    method: 'POST',
    path: '/api/webhooks/{id}/deliveries/{delivery_id}/redeliver/',
    summary: 'Sends a delivery again, as a new delivery of the same message.',
    access: 'manageWebhooks',
    params: WebhookDeliveryParamsSchema,
    answers: { 201: CreatedWebhookDeliveryAnswerSchema },
  },
});
