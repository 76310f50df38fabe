import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GUEST_APPLICATION_MESSAGES } from '../../shared/application-submissions.js';
import { guestApplicationEndpoints } from '../../shared/guest-applications-endpoints.js';
import { POSTING_MESSAGES } from '../../shared/posting-form.js';
import type { Guards } from '../auth/index.js';
import { serveEndpoints } from '../http/endpoints.js';
import { findOr404 } from '../http/ids.js';
import type { GuestApplicationService } from './guest-apply.js';

interface GuestApplicationRoutesOptions {
  guards: Guards;
  guestApplications: GuestApplicationService;
}

export const guestApplicationRoutes: FastifyPluginAsyncZod<GuestApplicationRoutesOptions> = async (
  app,
  { guards, guestApplications },
) => {
  serveEndpoints(app, guards, guestApplicationEndpoints, {
    async challenge(request) {
      const challenge = await findOr404(request.params.id, POSTING_MESSAGES.notFound, (postingId) =>
        guestApplications.challenge(postingId),
      );
      return { status: 200 as const, ...challenge };
    },

    async applyWithoutAccount(request, reply) {
      await findOr404(request.params.id, POSTING_MESSAGES.notFound, (postingId) =>
        guestApplications.apply(postingId, request.body, request.ip),
      );
      // The same answer whether or not the address had applied: the page must not tell whose address applied where.
      return reply.code(201).send({ status: 201 as const, message: GUEST_APPLICATION_MESSAGES.sent });
    },
  });
};
