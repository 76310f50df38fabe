import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationEndpoints } from '../../shared/applications-endpoints.js';
import type { Guards } from '../auth/index.js';
import { memberOf } from '../auth/index.js';
import { serveEndpoints } from '../http/endpoints.js';
import { KeptAnswers } from '../http/kept-answers.js';
import { found } from '../http/ids.js';
import { type ApplicationService } from './service.js';
import { APPLICATION_NOT_FOUND } from '../../shared/applications.js';
import type { ReviewService } from './review-service.js';
import type { MoveService } from '../pipeline/index.js';

/** Room for the whole lists of a few dozen companies of 2,000 applications each. */
const WHOLE_LISTS_KEPT_BYTES = 64 * 1024 * 1024;

interface RecruiterApplicationRoutesOptions {
  guards: Guards;
  applications: ApplicationService;
  review: ReviewService;
  moves: MoveService;
}

export const recruiterApplicationRoutes: FastifyPluginAsyncZod<RecruiterApplicationRoutesOptions> = async (
  app,
  { guards, applications, review, moves },
) => {
  // The spec's client asks for every application at once, on every visit: a few dozen companies' lists are kept.
  const wholeLists = new KeptAnswers(WHOLE_LISTS_KEPT_BYTES);

  serveEndpoints(
    app,
    guards,
    applicationEndpoints,
    {
      async list(request, reply) {
        const { application_id: applicationId } = request.query;
        if (applicationId !== undefined) {
          const resumeData = request.query.resume !== 'url';
          const { detail } = await guards.read(request, 'readApplications', (key) =>
            applications.detail(key, 'recruiter', applicationId, { resumeData }),
          );
          return { status: 200 as const, data: found(detail, APPLICATION_NOT_FOUND) };
        }
        if (Object.values(request.query).every((value) => value === undefined)) {
          // Admins and Recruiters share their company's whole list; the others' lists are their own.
          const { current, wholeList } = await guards.read(request, 'readApplications', async (key) => ({
            ...(await review.wholeListTag(key)),
            // Read only when the kept answer is out of date, with the session already admitted here.
            wholeList: (companyId: string) => review.wholeList(key, companyId),
          }));
          if (current) {
            return wholeLists.send(request, reply, current.companyId, current.tag, async () => {
              const { tag, items, total } = await wholeList(current.companyId);
              return { tag, answer: { status: 200 as const, data: items, total } };
            });
          }
        }
        const page = await guards.read(request, 'readApplications', (key) => review.list(key, request.query));
        return { status: 200 as const, data: page.items, total: page.total };
      },

      async sources(request) {
        return { status: 200 as const, data: await review.sources(memberOf(request)) };
      },

      async changeStatus(request) {
        const move = found(await moves.changeStatus(memberOf(request), request.body), APPLICATION_NOT_FOUND);
        return { status: 200 as const, message: 'Application status updated.', ...(move.undo && { undo: move.undo }) };
      },

      async sendEmail(request) {
        found(await review.sendEmail(memberOf(request), request.body), APPLICATION_NOT_FOUND);
        return { status: 200 as const, message: 'Email queued for delivery.' };
      },
    },
    { readingTheirCaller: ['list'] },
  );
};
