import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileEndpoints } from '../../shared/profiles-endpoints.js';
import type { Guards } from '../auth/index.js';
import { memberOf, sessionUserOf } from '../auth/index.js';
import { serveEndpoints } from '../http/endpoints.js';
import type { CandidateProfileService } from './candidate-service.js';
import type { CompanyProfileService } from './company-service.js';

interface ProfileRoutesOptions {
  guards: Guards;
  candidates: CandidateProfileService;
  companies: CompanyProfileService;
}

export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (
  app,
  { guards, candidates, companies },
) => {
  serveEndpoints(app, guards, profileEndpoints, {
    candidate: async (request) => ({ status: 200 as const, data: await candidates.get(sessionUserOf(request).userId) }),

    async saveCandidate(request) {
      await candidates.save(sessionUserOf(request).userId, request.body);
      return { status: 200 as const, success: true };
    },

    company: async (request) => ({ status: 200 as const, data: await companies.get(memberOf(request)) }),

    async saveCompany(request) {
      await companies.save(memberOf(request), request.body);
      return { status: 200 as const, success: true };
    },
  });
};
