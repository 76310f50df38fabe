import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageAnswerSchema } from '../../shared/api.js';
import { IdParamsSchema } from '../../shared/team.js';
import {
  CreatedEmailTemplateAnswerSchema,
  EmailTemplateAnswerSchema,
  EmailTemplateInputSchema,
  EmailTemplatesAnswerSchema,
  TEMPLATE_MESSAGES,
  TemplatePreviewAnswerSchema,
  TemplatePreviewQuerySchema,
} from '../../shared/templates.js';
import type { Guards } from '../auth/guard.js';
import { memberOf } from '../auth/guard.js';
import { findOr404, found } from '../http/ids.js';
import type { TemplateService } from './service.js';

interface TemplateRoutesOptions {
  guards: Guards;
  templates: TemplateService;
}

export const templateRoutes: FastifyPluginAsyncZod<TemplateRoutesOptions> = async (app, { guards, templates }) => {
  // Whoever may e-mail a candidate reads the templates; Admins and Recruiters keep them.
  app.get(
    '/api/email_templates/',
    { ...guards.allowed('moveApplications'), schema: { response: { 200: EmailTemplatesAnswerSchema } } },
    async (request) => ({ status: 200 as const, data: await templates.list(memberOf(request).companyId) }),
  );

  app.post(
    '/api/email_templates/',
    {
      ...guards.allowed('manageTemplates'),
      schema: { body: EmailTemplateInputSchema, response: { 201: CreatedEmailTemplateAnswerSchema } },
    },
    async (request, reply) => {
      const data = await templates.create(memberOf(request), request.body);
      return reply.code(201).send({ status: 201 as const, data });
    },
  );

  app.put(
    '/api/email_templates/:id/',
    {
      ...guards.allowed('manageTemplates'),
      schema: { params: IdParamsSchema, body: EmailTemplateInputSchema, response: { 200: EmailTemplateAnswerSchema } },
    },
    async (request) => {
      const member = memberOf(request);
      const data = await findOr404(request.params.id, TEMPLATE_MESSAGES.notFound, (id) =>
        templates.update(member, id, request.body),
      );
      return { status: 200 as const, data };
    },
  );

  app.delete(
    '/api/email_templates/:id/',
    {
      ...guards.allowed('manageTemplates'),
      schema: { params: IdParamsSchema, response: { 200: MessageAnswerSchema } },
    },
    async (request) => {
      const member = memberOf(request);
      await findOr404(request.params.id, TEMPLATE_MESSAGES.notFound, (id) => templates.remove(member, id));
      return { status: 200 as const, message: 'Template deleted.' };
    },
  );

  app.get(
    '/api/email_templates/:id/preview/',
    {
      ...guards.allowed('moveApplications'),
      schema: {
        params: IdParamsSchema,
        querystring: TemplatePreviewQuerySchema,
        response: { 200: TemplatePreviewAnswerSchema },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const data = await findOr404(request.params.id, TEMPLATE_MESSAGES.notFound, (id) =>
        templates.preview(member, id, request.query.application_id),
      );
      return { status: 200 as const, data: found(data, TEMPLATE_MESSAGES.notFound) };
    },
  );
};
