import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TEMPLATE_MESSAGES } from '../../shared/templates.js';
import { templateEndpoints } from '../../shared/templates-endpoints.js';
import type { Guards } from '../auth/index.js';
import { memberOf } from '../auth/index.js';
import { serveEndpoints } from '../http/endpoints.js';
import { findOr404, found } from '../http/ids.js';
import type { TemplateService } from './service.js';

interface TemplateRoutesOptions {
  guards: Guards;
  templates: TemplateService;
}

export const templateRoutes: FastifyPluginAsyncZod<TemplateRoutesOptions> = async (app, { guards, templates }) => {
  serveEndpoints(app, guards, templateEndpoints, {
    list: async (request) => ({ status: 200 as const, data: await templates.list(memberOf(request).companyId) }),

    async create(request, reply) {
      const data = await templates.create(memberOf(request), request.body);
      return reply.code(201).send({ status: 201 as const, data });
    },

    async update(request) {
      const member = memberOf(request);
      const data = await findOr404(request.params.id, TEMPLATE_MESSAGES.notFound, (id) =>
        templates.update(member, id, request.body),
      );
      return { status: 200 as const, data };
    },

    async remove(request) {
      const member = memberOf(request);
      await findOr404(request.params.id, TEMPLATE_MESSAGES.notFound, (id) => templates.remove(member, id));
      return { status: 200 as const, message: 'Template deleted.' };
    },

    async preview(request) {
      const member = memberOf(request);
      const data = await findOr404(request.params.id, TEMPLATE_MESSAGES.notFound, (id) =>
        templates.preview(member, id, request.query.application_id),
      );
      return { status: 200 as const, data: found(data, TEMPLATE_MESSAGES.notFound) };
    },
  });
};
