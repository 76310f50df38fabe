import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { POSTING_MESSAGES } from '../../shared/posting-form.js';
import { candidatePrivacyEndpoints, privacyEndpoints } from '../../shared/privacy-endpoints.js';
import { APPLICATION_NOT_FOUND } from '../../shared/applications.js';
import type { Guards } from '../auth/index.js';
import { memberOf, sessionUserOf } from '../auth/index.js';
import { serveEndpoints } from '../http/endpoints.js';
import { findOr404 } from '../http/ids.js';
import type { PrivacyService } from './service.js';

interface PrivacyRoutesOptions {
  guards: Guards;
  privacy: PrivacyService;
}

export const privacyRoutes: FastifyPluginAsyncZod<PrivacyRoutesOptions> = async (app, { guards, privacy }) => {
  serveEndpoints(app, guards, privacyEndpoints, {
    settings: async (request) => ({ status: 200 as const, data: await privacy.settings(memberOf(request).companyId) }),

    saveSettings: async (request) => ({
      status: 200 as const,
      data: await privacy.save(memberOf(request), request.body),
    }),

    async applicationPrivacy(request) {
      const member = memberOf(request);
      const data = await findOr404(request.params.id, APPLICATION_NOT_FOUND, (id) => privacy.ofApplication(member, id));
      return { status: 200 as const, data };
    },

    async postingNotice(request) {
      const data = await findOr404(request.params.id, POSTING_MESSAGES.notFound, (id) => privacy.postingNotice(id));
      return { status: 200 as const, data };
    },
  });

  serveEndpoints(app, guards, candidatePrivacyEndpoints, {
    ownConsents: async (request) => ({
      status: 200 as const,
      data: await privacy.ownConsents(sessionUserOf(request).userId),
    }),

    async ownApplicationPrivacy(request) {
      const candidate = sessionUserOf(request);
      const data = await findOr404(request.params.id, APPLICATION_NOT_FOUND, (id) =>
        privacy.ofOwnApplication(candidate.userId, id),
      );
      return { status: 200 as const, data };
    },

    async withdrawConsent(request) {
      const candidate = sessionUserOf(request);
      const data = await findOr404(request.params.id, APPLICATION_NOT_FOUND, (id) =>
        privacy.withdrawConsent(candidate.userId, id),
      );
      return { status: 200 as const, data };
    },
  });
};
