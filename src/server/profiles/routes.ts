import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CandidateProfileSchema, CompanyProfileSchema } from '../../shared/profiles.js';
import type { Guards } from '../auth/guard.js';
import { sessionUserOf } from '../auth/guard.js';
import type { CandidateProfileService } from './candidate-service.js';
import type { CompanyProfileService } from './company-service.js';

export interface ProfileRoutesOptions {
  guards: Guards;
  candidates: CandidateProfileService;
  companies: CompanyProfileService;
}

export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (
  app,
  { guards, candidates, companies },
) => {
  app.get('/api/candidate/get_profile/', guards.candidate, async (request) => ({
    status: 200,
    data: await candidates.get(sessionUserOf(request).userId),
  }));

  app.post(
    '/api/candidate/save_profile/',
    { ...guards.candidate, schema: { body: CandidateProfileSchema } },
    async (request) => {
      await candidates.save(sessionUserOf(request).userId, request.body);
      return { status: 200, success: true };
    },
  );

  app.get('/api/get_profile/', guards.recruiter, async (request) => ({
    status: 200,
    data: await companies.get(sessionUserOf(request).userId),
  }));

  app.post('/api/save_profile/', { ...guards.recruiter, schema: { body: CompanyProfileSchema } }, async (request) => {
    await companies.save(sessionUserOf(request).userId, request.body);
    return { status: 200, success: true };
  });
};
