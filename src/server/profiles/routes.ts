import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessAnswerSchema } from '../../shared/api.js';
import {
  CandidateProfileAnswerSchema,
  CandidateProfileSchema,
  CompanyProfileAnswerSchema,
  CompanyProfileSchema,
} from '../../shared/profiles.js';
import type { Guards } from '../auth/guard.js';
import { memberOf, sessionUserOf } from '../auth/guard.js';
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
  app.get(
    '/api/candidate/get_profile/',
    { ...guards.candidate, schema: { response: { 200: CandidateProfileAnswerSchema } } },
    async (request) => ({
      status: 200 as const,
      data: await candidates.get(sessionUserOf(request).userId),
    }),
  );

  app.post(
    '/api/candidate/save_profile/',
    { ...guards.candidate, schema: { body: CandidateProfileSchema, response: { 200: SuccessAnswerSchema } } },
    async (request) => {
      await candidates.save(sessionUserOf(request).userId, request.body);
      return { status: 200 as const, success: true };
    },
  );

  app.get(
    '/api/get_profile/',
    { ...guards.recruiter, schema: { response: { 200: CompanyProfileAnswerSchema } } },
    async (request) => ({
      status: 200 as const,
      data: await companies.get(memberOf(request)),
    }),
  );

  app.post(
    '/api/save_profile/',
    {
      ...guards.allowed('manageCompany'),
      schema: { body: CompanyProfileSchema, response: { 200: SuccessAnswerSchema } },
    },
    async (request) => {
      await companies.save(memberOf(request), request.body);
      return { status: 200 as const, success: true };
    },
  );
};
