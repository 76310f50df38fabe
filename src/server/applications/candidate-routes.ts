import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';
import { POSTING_MESSAGES } from '../../shared/posting-form.js';
import type { Guards } from '../auth/index.js';
import { rememberReaderTerms, sessionUserOf, toldTermsOf } from '../auth/index.js';
import type { Database } from '../db/database.js';
import { serveEndpoints } from '../http/endpoints.js';
import { found, findOr404 } from '../http/ids.js';
import type { DecisionService } from './decision-service.js';
import type { ApplicationDefaultsService } from './defaults-service.js';
import type { DraftService } from './draft-service.js';
import { type ApplicationService } from './service.js';
import { APPLICATION_NOT_FOUND } from '../../shared/applications.js';

const DRAFT_NOT_FOUND = 'No draft found';

interface CandidateApplicationRoutesOptions {
  db: Database;
  guards: Guards;
  applications: ApplicationService;
  decisions: DecisionService;
  drafts: DraftService;
  defaults: ApplicationDefaultsService;
}

export const candidateApplicationRoutes: FastifyPluginAsyncZod<CandidateApplicationRoutesOptions> = async (
  app,
  { db, guards, applications, decisions, drafts, defaults },
) => {
  serveEndpoints(
    app,
    guards,
    candidateApplicationEndpoints,
    {
      async apply(request, reply) {
        const { userId } = sessionUserOf(request);
        const applicationId = found(await applications.apply(userId, request.body), POSTING_MESSAGES.notFound);
        // The dates of the e-mails and pages about it are written in the terms of the browser that applied. The
        // application is committed by now: a failure to keep a hint must not answer as if it were not.
        await rememberReaderTerms(db, userId, toldTermsOf(request)).catch((error: unknown) => {
          request.log.warn({ err: error }, 'the reader terms of an application were not kept');
        });
        return reply.code(201).send({ status: 201 as const, application_id: applicationId });
      },

      async listOwn(request) {
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

      async answerOffer(request) {
        const status = found(
          await decisions.answerOffer(sessionUserOf(request).userId, request.params.id, request.body),
          APPLICATION_NOT_FOUND,
        );
        return { status: 200 as const, message: `The application is now ${status}.` };
      },

      async withdraw(request) {
        found(
          await decisions.withdraw(sessionUserOf(request).userId, request.params.id, request.body?.reason ?? ''),
          APPLICATION_NOT_FOUND,
        );
        return { status: 200 as const, message: 'Application withdrawn.' };
      },

      async defaults(request) {
        return { status: 200 as const, data: await defaults.get(sessionUserOf(request).userId) };
      },

      async draft(request) {
        const candidateId = sessionUserOf(request).userId;
        const draft = await findOr404(request.params.posting_id, POSTING_MESSAGES.notFound, (postingId) =>
          drafts.get({ candidateId, postingId }),
        );
        return { status: 200 as const, data: draft };
      },

      async saveDraft(request) {
        const candidateId = sessionUserOf(request).userId;
        const draft = await findOr404(request.params.posting_id, POSTING_MESSAGES.notFound, (postingId) =>
          drafts.save({ candidateId, postingId }, request.body),
        );
        return { status: 200 as const, data: draft };
      },

      async saveDraftResume(request) {
        const candidateId = sessionUserOf(request).userId;
        const draft = await findOr404(request.params.posting_id, POSTING_MESSAGES.notFound, (postingId) =>
          drafts.saveResume({ candidateId, postingId }, request.body),
        );
        return { status: 200 as const, data: draft };
      },

      async discardDraft(request) {
        const candidateId = sessionUserOf(request).userId;
        await findOr404(request.params.posting_id, DRAFT_NOT_FOUND, async (postingId) =>
          (await drafts.remove({ candidateId, postingId })) ? true : undefined,
        );
        return { status: 200 as const, message: 'The draft was discarded.' };
      },
    },
    { readingTheirCaller: ['listOwn'] },
  );
};
