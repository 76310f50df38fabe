import { defineCapability } from '../capability.js';
import { webhookDeliveriesPruningWork, webhookDeliveryWork } from './delivery.js';
import { webhookRoutes } from './routes.js';
import { WebhookService } from './service.js';

export { emitWebhookEvent, emitWebhookEvents } from './events.js';

export const webhooksCapability = defineCapability({
  name: 'webhooks',
  routes: async (app, { db, config, services }) => {
    await app.register(webhookRoutes, {
      guards: services.guards,
      webhooks: new WebhookService(db, config.webhookAllowPrivate),
    });
  },
  tasks: ({ db, config }) => [
    webhookDeliveryWork({ db, appUrl: config.appUrl, allowPrivate: config.webhookAllowPrivate }),
    webhookDeliveriesPruningWork({ db }),
  ],
});
