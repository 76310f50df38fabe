import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WEBHOOK_MESSAGES, WEBHOOK_TOASTS } from '../../shared/webhooks.js';
import { webhookEndpoints } from '../../shared/webhooks-endpoints.js';
import type { Guards } from '../auth/index.js';
import { memberOf } from '../auth/index.js';
import { serveEndpoints } from '../http/endpoints.js';
import { findOr404 } from '../http/ids.js';
import type { WebhookService } from './service.js';

interface WebhookRoutesOptions {
  guards: Guards;
  webhooks: WebhookService;
}

export const webhookRoutes: FastifyPluginAsyncZod<WebhookRoutesOptions> = async (app, { guards, webhooks }) => {
  serveEndpoints(app, guards, webhookEndpoints, {
    list: async (request) => ({ status: 200 as const, data: await webhooks.list(memberOf(request)) }),

    async create(request, reply) {
      const { webhook, secret } = await webhooks.create(memberOf(request), request.body);
      return reply.code(201).send({ status: 201 as const, data: webhook, secret });
    },

    async update(request) {
      const member = memberOf(request);
      const { webhook, secret } = await findOr404(request.params.id, WEBHOOK_MESSAGES.notFound, (id) =>
        webhooks.update(member, id, request.body),
      );
      return { status: 200 as const, data: webhook, secret };
    },

    async remove(request) {
      const member = memberOf(request);
      await findOr404(request.params.id, WEBHOOK_MESSAGES.notFound, (id) => webhooks.remove(member, id));
      return { status: 200 as const, message: WEBHOOK_TOASTS.deleted };
    },

    async deliveries(request) {
      const member = memberOf(request);
      const data = await findOr404(request.params.id, WEBHOOK_MESSAGES.notFound, (id) =>
        webhooks.deliveries(member, id),
      );
      return { status: 200 as const, data };
    },

    async redeliver(request, reply) {
      const member = memberOf(request);
      const data = await findOr404(request.params.id, WEBHOOK_MESSAGES.deliveryNotFound, (id) =>
        webhooks.redeliver(member, id, request.params.delivery_id),
      );
      return reply.code(201).send({ status: 201 as const, data });
    },
  });
};
