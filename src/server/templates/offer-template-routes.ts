import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OFFER_TEMPLATE_MESSAGES, OFFER_TEMPLATE_TOASTS } from '../../shared/offer-templates.js';
import { offerTemplateEndpoints } from '../../shared/offer-templates-endpoints.js';
import type { Guards } from '../auth/index.js';
import { memberOf } from '../auth/index.js';
import { serveEndpoints } from '../http/endpoints.js';
import { findOr404 } from '../http/ids.js';
import type { OfferLetterService } from './offer-letters.js';

interface OfferTemplateRoutesOptions {
  guards: Guards;
  offerLetters: OfferLetterService;
}

export const offerTemplateRoutes: FastifyPluginAsyncZod<OfferTemplateRoutesOptions> = async (
  app,
  { guards, offerLetters },
) => {
  serveEndpoints(app, guards, offerTemplateEndpoints, {
    list: async (request) => ({ status: 200 as const, data: await offerLetters.list(memberOf(request).companyId) }),

    async create(request, reply) {
      const data = await offerLetters.create(memberOf(request), request.body);
      return reply.code(201).send({ status: 201 as const, data });
    },

    async update(request) {
      const member = memberOf(request);
      const data = await findOr404(request.params.id, OFFER_TEMPLATE_MESSAGES.notFound, (id) =>
        offerLetters.update(member, id, request.body),
      );
      return { status: 200 as const, data };
    },

    async remove(request) {
      const member = memberOf(request);
      await findOr404(request.params.id, OFFER_TEMPLATE_MESSAGES.notFound, (id) => offerLetters.remove(member, id));
      return { status: 200 as const, message: OFFER_TEMPLATE_TOASTS.deleted };
    },

    async letter(request, reply) {
      const member = memberOf(request);
      const pdf = await findOr404(request.params.id, OFFER_TEMPLATE_MESSAGES.letterNotFound, (id) =>
        offerLetters.letter(member, id, request.body),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="offer.pdf"')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(pdf));
    },
  });
};
