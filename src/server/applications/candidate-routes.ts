import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageAnswerSchema } from '../../shared/api.js';
import {
  ApplicationDefaultsAnswerSchema,
  ApplicationDraftAnswerSchema,
  CandidateApplicationAnswerSchema,
  CandidateApplicationsAnswerSchema,
  NewApplicationAnswerSchema,
  ApplicationSubmissionSchema,
  OfferAnswerSchema,
  ResumeFormSchema,
  WithdrawApplicationSchema,
  SaveApplicationDraftSchema,
  DraftResumeUploadSchema,
} from '../../shared/applications.js';
import { POSTING_MESSAGES } from '../../shared/postings.js';
import type { Guards } from '../auth/guard.js';
import { sessionUserOf } from '../auth/guard.js';
import { found, findOr404 } from '../http/ids.js';
import type { DecisionService } from './decision-service.js';
import type { ApplicationDefaultsService } from './defaults-service.js';
import type { DraftService } from './draft-service.js';
import { APPLICATION_NOT_FOUND, type ApplicationService } from './service.js';

const DRAFT_BODY_LIMIT_BYTES = 1024 * 1024;
const DRAFT_NOT_FOUND = 'No draft found';

interface CandidateApplicationRoutesOptions {
  guards: Guards;
  applications: ApplicationService;
  decisions: DecisionService;
  drafts: DraftService;
  defaults: ApplicationDefaultsService;
  onMailQueued: () => void;
}

const ApplicationParamsSchema = z.object({ id: z.string().max(100) });

export const candidateApplicationRoutes: FastifyPluginAsyncZod<CandidateApplicationRoutesOptions> = async (
  app,
  { guards, applications, decisions, drafts, defaults, onMailQueued },
) => {
  app.post(
    '/api/candidate/new_application/',
    {
      ...guards.candidate,
      schema: { body: ApplicationSubmissionSchema, response: { 201: NewApplicationAnswerSchema } },
    },
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

  app.post(
    '/api/candidate/applications/:id/offer-answer',
    {
      ...guards.candidate,
      schema: { params: ApplicationParamsSchema, body: OfferAnswerSchema, response: { 200: MessageAnswerSchema } },
    },
    async (request) => {
      const status = found(
        await decisions.answerOffer(sessionUserOf(request).userId, request.params.id, request.body),
        APPLICATION_NOT_FOUND,
      );
      onMailQueued();
      return { status: 200 as const, message: `The application is now ${status}.` };
    },
  );

  app.post(
    '/api/candidate/applications/:id/withdraw',
    {
      ...guards.candidate,
      schema: {
        params: ApplicationParamsSchema,
        body: WithdrawApplicationSchema.nullish(),
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request) => {
      found(
        await decisions.withdraw(sessionUserOf(request).userId, request.params.id, request.body?.reason ?? ''),
        APPLICATION_NOT_FOUND,
      );
      onMailQueued();
      return { status: 200 as const, message: 'Application withdrawn.' };
    },
  );

  app.get(
    '/api/candidate/application-defaults',
    { ...guards.candidate, schema: { response: { 200: ApplicationDefaultsAnswerSchema } } },
    async (request) => ({ status: 200 as const, data: await defaults.get(sessionUserOf(request).userId) }),
  );

  // The apply wizard's draft for one posting: only the signed-in candidate's own, only for a posting open to apply.
  const draftParams = z.object({ posting_id: z.string().max(100) });

  app.get(
    '/api/candidate/drafts/:posting_id',
    { ...guards.candidate, schema: { params: draftParams, response: { 200: ApplicationDraftAnswerSchema } } },
    async (request) => {
      const candidateId = sessionUserOf(request).userId;
      const draft = await findOr404(request.params.posting_id, POSTING_MESSAGES.notFound, (postingId) =>
        drafts.get({ candidateId, postingId }),
      );
      return { status: 200 as const, data: draft };
    },
  );

  app.put(
    '/api/candidate/drafts/:posting_id',
    {
      ...guards.candidate,
      // What the wizard holds is small even at its limits; a larger body is no draft.
      bodyLimit: DRAFT_BODY_LIMIT_BYTES,
      schema: {
        params: draftParams,
        body: SaveApplicationDraftSchema,
        response: { 200: ApplicationDraftAnswerSchema },
      },
    },
    async (request) => {
      const candidateId = sessionUserOf(request).userId;
      const draft = await findOr404(request.params.posting_id, POSTING_MESSAGES.notFound, (postingId) =>
        drafts.save({ candidateId, postingId }, request.body),
      );
      return { status: 200 as const, data: draft };
    },
  );

  app.put(
    '/api/candidate/drafts/:posting_id/resume',
    {
      ...guards.candidate,
      schema: { params: draftParams, body: DraftResumeUploadSchema, response: { 200: ApplicationDraftAnswerSchema } },
    },
    async (request) => {
      const candidateId = sessionUserOf(request).userId;
      const draft = await findOr404(request.params.posting_id, POSTING_MESSAGES.notFound, (postingId) =>
        drafts.saveResume({ candidateId, postingId }, request.body),
      );
      return { status: 200 as const, data: draft };
    },
  );

  app.delete(
    '/api/candidate/drafts/:posting_id',
    { ...guards.candidate, schema: { params: draftParams, response: { 200: MessageAnswerSchema } } },
    async (request) => {
      const candidateId = sessionUserOf(request).userId;
      await findOr404(request.params.posting_id, DRAFT_NOT_FOUND, async (postingId) =>
        (await drafts.remove({ candidateId, postingId })) ? true : undefined,
      );
      return { status: 200 as const, message: 'The draft was discarded.' };
    },
  );
};
