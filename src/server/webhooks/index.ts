import { WEBHOOK_EVENTS } from '../../shared/webhooks.js';
import { defineCapability } from '../capability.js';
import type { Tx } from '../db/database.js';
import type { PublicEvent, Reactions } from '../events.js';
import { webhookDeliveriesPruningWork, webhookDeliveryWork } from './delivery.js';
import { emitWebhookEvents } from './events.js';
import { webhookRoutes } from './routes.js';
import { WebhookService } from './service.js';

/** Every public event goes to the company's endpoints that listen for it, in the transaction of the change. */
const deliveries: Reactions = Object.fromEntries(
  WEBHOOK_EVENTS.map((name) => [
    name,
    (tx: Tx, event: PublicEvent) => emitWebhookEvents(tx, event.companyId, name, [...event.data]),
  ]),
);

export const webhooksCapability = defineCapability({
  name: 'webhooks',
  routes: async (app, { db, config, services }) => {
    await app.register(webhookRoutes, {
      guards: services.guards,
      webhooks: new WebhookService(db, config.outboundAllowPrivate),
    });
  },
  tasks: ({ db, config }) => [
    webhookDeliveryWork({ db, appUrl: config.appUrl, allowPrivate: config.outboundAllowPrivate }),
    webhookDeliveriesPruningWork({ db }),
  ],
  reactions: deliveries,
});
