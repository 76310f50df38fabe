import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { erasureEndpoints } from '../../shared/erasure-endpoints.js';
import { ERASURE_MESSAGES } from '../../shared/erasure.js';
import type { Guards } from '../auth/index.js';
import { memberOf, sessionUserOf } from '../auth/index.js';
import { serveEndpoints } from '../http/endpoints.js';
import { findOr404 } from '../http/ids.js';
import type { ErasureService } from './erasure-service.js';

interface ErasureRoutesOptions {
  guards: Guards;
  erasure: ErasureService;
}

export const erasureRoutes: FastifyPluginAsyncZod<ErasureRoutesOptions> = async (app, { guards, erasure }) => {
  serveEndpoints(app, guards, erasureEndpoints, {
    async eraseCandidate(request) {
      const member = memberOf(request);
      const counts = await findOr404(request.params.id, ERASURE_MESSAGES.candidateNotFound, (id) =>
        erasure.ofApplicant(member, id),
      );
      return { status: 200 as const, data: { counts } };
    },

    async deleteAccount(request, reply) {
      const data = await erasure.deleteAccount(sessionUserOf(request).userId, request.body);
      // The session went with the account; the browser must not keep what it read with it.
      reply.header('clear-site-data', '"cache"');
      return { status: 200 as const, data };
    },

    async sendDeleteAccountCode(request) {
      await erasure.sendDeleteAccountCode(sessionUserOf(request).userId);
      return { status: 200 as const, message: ERASURE_MESSAGES.codeSent };
    },
  });
};
