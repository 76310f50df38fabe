import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CandidateProfileSchema,
  NewApplicationSchema,
  RecentPostingsQuerySchema,
  ResumeFormSchema,
} from '../../shared/apply.js';
import type { Guards } from '../auth/guard.js';
import { sessionKeyFrom, sessionUserOf } from '../auth/guard.js';
import type { FileService } from '../files/service.js';
import { HttpError } from '../http/errors.js';
import { isUuid } from '../http/ids.js';
import type { PostingService } from '../postings/service.js';
import type { CandidateProfileService } from '../profiles/candidate-service.js';
import { applicationNotFound, type ApplicationService } from './service.js';

export interface CandidateRoutesOptions {
  guards: Guards;
  applications: ApplicationService;
  postings: PostingService;
  profiles: CandidateProfileService;
  files: FileService;
  onMailQueued: () => void;
}

const uuidOr404 = (id: string, message: string) => {
  if (!isUuid(id)) throw new HttpError(404, message);
  return id;
};

export const candidateRoutes: FastifyPluginAsyncZod<CandidateRoutesOptions> = async (
  app,
  { guards, applications, postings, profiles, files, onMailQueued },
) => {
  app.post(
    '/api/candidate/new_application/',
    { ...guards.candidate, schema: { body: NewApplicationSchema } },
    async (request, reply) => {
      const applicationId = await applications.apply(sessionUserOf(request).userId, request.body);
      onMailQueued();
      return reply.code(201).send({ status: 201, application_id: applicationId });
    },
  );

  app.get(
    '/api/candidate/applications',
    {
      ...guards.token,
      schema: { querystring: z.object({ application_id: z.string().max(100).optional(), resume: ResumeFormSchema }) },
    },
    async (request) => {
      const key = sessionKeyFrom(request);
      const { application_id: applicationId } = request.query;
      if (applicationId !== undefined) {
        const resumeData = request.query.resume !== 'url';
        const { firstRow, detail } = await applications.detail(key, 'candidate', applicationId, { resumeData });
        await guards.admitReader(request, 'candidate', firstRow);
        if (!detail) throw applicationNotFound();
        return { status: 200, data: [detail] };
      }
      const { firstRow, items } = await applications.listForCandidate(key);
      await guards.admitReader(request, 'candidate', firstRow);
      return { status: 200, data: items };
    },
  );

  app.get(
    '/api/candidate/recent_postings/',
    { ...guards.token, schema: { querystring: RecentPostingsQuerySchema } },
    async (request) => {
      const { firstRow, ...page } = await postings.listOpen(sessionKeyFrom(request), request.query);
      await guards.admitReader(request, 'candidate', firstRow);
      return { status: 200, ...page };
    },
  );

  app.get('/api/candidate/get_profile/', guards.candidate, async (request) => ({
    status: 200,
    data: await profiles.get(sessionUserOf(request).userId),
  }));

  app.post(
    '/api/candidate/save_profile/',
    { ...guards.candidate, schema: { body: CandidateProfileSchema } },
    async (request) => {
      await profiles.save(sessionUserOf(request).userId, request.body);
      return { status: 200, success: true };
    },
  );

  // Resumes and offers: only through this route, only for the parties to the application.
  app.get(
    '/api/files/:id',
    { ...guards.anyone, schema: { params: z.object({ id: z.string().max(100) }) } },
    async (request, reply) => {
      const fileId = uuidOr404(request.params.id, 'File not found.');
      const user = sessionUserOf(request);
      const file = await files.find(fileId);
      if (!file || !(await applications.canReadFile(user, fileId))) throw new HttpError(404, 'File not found.');
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="document.${file.extension}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(await files.read(file));
    },
  );
};
