import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CandidateApplicationAnswerSchema,
  CandidateApplicationsAnswerSchema,
  NewApplicationAnswerSchema,
  NewApplicationSchema,
  ResumeFormSchema,
} from '../../shared/applications.js';
import { POSTING_MESSAGES } from '../../shared/postings.js';
import type { Guards } from '../auth/guard.js';
import { sessionUserOf } from '../auth/guard.js';
import { found } from '../http/ids.js';
import { APPLICATION_NOT_FOUND, type ApplicationService } from './service.js';

interface CandidateApplicationRoutesOptions {
  guards: Guards;
  applications: ApplicationService;
  onMailQueued: () => void;
}

export const candidateApplicationRoutes: FastifyPluginAsyncZod<CandidateApplicationRoutesOptions> = async (
  app,
  { guards, applications, onMailQueued },
) => {
  app.post(
    '/api/candidate/new_application/',
    { ...guards.candidate, schema: { body: NewApplicationSchema, response: { 201: NewApplicationAnswerSchema } } },
    async (request, reply) => {
      const applicationId = found(
        await applications.apply(sessionUserOf(request).userId, request.body),
        POSTING_MESSAGES.notFound,
      );
      onMailQueued();
      return reply.code(201).send({ status: 201 as const, application_id: applicationId });
    },
  );

  app.get(
    '/api/candidate/applications',
    {
      ...guards.token,
      schema: {
        querystring: z.object({ application_id: z.string().max(100).optional(), resume: ResumeFormSchema }),
        // The detail first: a union keeps the first shape that fits, and a list item's would strip a detail.
        response: { 200: z.union([CandidateApplicationAnswerSchema, CandidateApplicationsAnswerSchema]) },
      },
    },
    async (request) => {
      const { application_id: applicationId } = request.query;
      if (applicationId !== undefined) {
        const resumeData = request.query.resume !== 'url';
        const { detail } = await guards.read(request, 'candidate', (key) =>
          applications.detail(key, 'candidate', applicationId, { resumeData }),
        );
        return { status: 200 as const, data: [found(detail, APPLICATION_NOT_FOUND)] };
      }
      const { items } = await guards.read(request, 'candidate', (key) => applications.listForCandidate(key));
      return { status: 200 as const, data: items };
    },
  );
};
