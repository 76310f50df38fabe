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
import type { RecruiterApplicationsQuery } from '../../shared/application-lists.js';
import type { MoveService } from '../pipeline/index.js';

/** Room for the whole lists of a few dozen companies of 2,000 applications each. */
const WHOLE_LISTS_KEPT_BYTES = 64 * 1024 * 1024;
/** Room for a few thousand pages of 20 to 100 rows: the pages and filters a company's recruiters open most. */
const PAGES_KEPT_BYTES = 16 * 1024 * 1024;
/** Room for a few thousand details of 2 to 10 KB: the applications a company's team has open. */
const DETAILS_KEPT_BYTES = 16 * 1024 * 1024;

/** The filters and page of a list request, the same text whatever the order of its parameters. */
function pageKeyOf(query: RecruiterApplicationsQuery): string {
  const { application_id: _detail, resume: _resume, ...filters } = query;
  return JSON.stringify(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined)
      .sort(),
  );
}

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
  // Pages and filtered lists are kept the same way, by company and filters, at the same version of the company's list.
  const pages = new KeptAnswers(PAGES_KEPT_BYTES);
  // A detail is opened again and again while a candidate is reviewed, by each of the team.
  const details = new KeptAnswers(DETAILS_KEPT_BYTES);

  serveEndpoints(
    app,
    guards,
    applicationEndpoints,
    {
      async list(request, reply) {
        const { application_id: applicationId } = request.query;
        if (applicationId !== undefined) {
          const resumeData = request.query.resume !== 'url';
          const readDetail = async () => {
            const { detail } = await guards.read(request, 'readApplications', (key) =>
              applications.detail(key, 'recruiter', applicationId, { resumeData }),
            );
            return { status: 200 as const, data: found(detail, APPLICATION_NOT_FOUND) };
          };
          // The web app's detail, its resume by address, is kept by the digest of what it is made of; one carrying
          // the resume's bytes is read each time.
          if (resumeData) return readDetail();
          const { tag } = await guards.read(request, 'readApplications', (key) =>
            applications.detailTag(key, 'recruiter', applicationId),
          );
          const current = found(tag, APPLICATION_NOT_FOUND);
          return details.send(request, reply, applicationId, current, async () => ({
            tag: current,
            answer: await readDetail(),
          }));
        }
        // Admins and Recruiters share their company's list, whole or paged; the others' lists are their own.
        const { current, listAsEveryone } = await guards.read(request, 'readApplications', async (key) => ({
          ...(await review.wholeListTag(key)),
          // Read only when the kept answer is out of date, with the session already admitted here.
          listAsEveryone: (companyId: string) => review.listAsEveryone(key, companyId, request.query),
        }));
        if (current) {
          const whole = Object.values(request.query).every((value) => value === undefined);
          const [kept, owner] = whole
            ? [wholeLists, current.companyId]
            : [pages, `${current.companyId} ${pageKeyOf(request.query)}`];
          return kept.send(request, reply, owner, current.tag, async () => {
            const { tag, items, total } = await listAsEveryone(current.companyId);
            return { tag, answer: { status: 200 as const, data: items, total } };
          });
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
