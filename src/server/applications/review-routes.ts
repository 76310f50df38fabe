import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangeStatusSchema,
  CompanyProfileSchema,
  RecruiterApplicationsQuerySchema,
  SendEmailSchema,
} from '../../shared/review.js';
import type { Guards } from '../auth/guard.js';
import { sessionKeyFrom, sessionUserOf } from '../auth/guard.js';
import type { FileService } from '../files/service.js';
import { HttpError } from '../http/errors.js';
import { isUuid } from '../http/ids.js';
import { KeptAnswers } from '../http/kept-answers.js';
import type { CompanyProfileService } from '../profiles/company-service.js';
import { applicationNotFound, type ApplicationService } from './service.js';
import type { ReviewService } from './review-service.js';

/** Room for the whole lists of a few dozen companies of 2,000 applications each. */
const WHOLE_LISTS_KEPT_BYTES = 64 * 1024 * 1024;

export interface ReviewRoutesOptions {
  guards: Guards;
  applications: ApplicationService;
  review: ReviewService;
  profiles: CompanyProfileService;
  files: FileService;
  onMailQueued: () => void;
}

export const reviewRoutes: FastifyPluginAsyncZod<ReviewRoutesOptions> = async (
  app,
  { guards, applications, review, profiles, files, onMailQueued },
) => {
  // The spec's client asks for every application at once, on every visit: a few dozen companies' lists are kept.
  const wholeLists = new KeptAnswers(WHOLE_LISTS_KEPT_BYTES);

  app.get(
    '/api/applications/',
    { ...guards.token, schema: { querystring: RecruiterApplicationsQuerySchema } },
    async (request, reply) => {
      const { application_id: applicationId } = request.query;
      if (applicationId !== undefined) {
        const resumeData = request.query.resume !== 'url';
        const { firstRow, detail } = await applications.detail(sessionKeyFrom(request), 'recruiter', applicationId, {
          resumeData,
        });
        await guards.admitReader(request, 'recruiter', firstRow);
        if (!detail) throw applicationNotFound();
        return { status: 200, data: detail };
      }
      const key = sessionKeyFrom(request);
      if (Object.values(request.query).every((value) => value === undefined)) {
        const current = await review.wholeListTag(key);
        await guards.admitReader(request, 'recruiter', current);
        if (current) {
          return wholeLists.send(request, reply, current.companyId, current.tag, async () => {
            const { tag, items, total } = await review.wholeList(key, current.companyId);
            return { tag, answer: { status: 200, data: items, total } };
          });
        }
      }
      const page = await review.list(key, request.query);
      await guards.admitReader(request, 'recruiter', page.firstRow);
      return { status: 200, data: page.items, total: page.total };
    },
  );

  app.put('/api/change_status/', { ...guards.recruiter, schema: { body: ChangeStatusSchema } }, async (request) => {
    await review.changeStatus(sessionUserOf(request).userId, request.body);
    onMailQueued();
    return { status: 200, message: 'Application status updated.' };
  });

  app.post('/api/send_email/', { ...guards.recruiter, schema: { body: SendEmailSchema } }, async (request) => {
    await review.sendEmail(sessionUserOf(request).userId, request.body);
    onMailQueued();
    return { status: 200, message: 'Email queued for delivery.' };
  });

  app.get('/api/get_profile/', guards.recruiter, async (request) => ({
    status: 200,
    data: await profiles.get(sessionUserOf(request).userId),
  }));

  app.post('/api/save_profile/', { ...guards.recruiter, schema: { body: CompanyProfileSchema } }, async (request) => {
    await profiles.save(sessionUserOf(request).userId, request.body);
    return { status: 200, success: true };
  });

  app.get(
    '/api/pictures/:id',
    { schema: { params: z.object({ id: z.string().max(100) }) } },
    async (request, reply) => {
      const picture = isUuid(request.params.id) ? await profiles.findPicture(request.params.id) : undefined;
      if (!picture) throw new HttpError(404, 'Picture not found.');
      return reply
        .header('content-type', picture.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .send(await files.read(picture));
    },
  );
};
