import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApplicationService } from '../applications/service.js';
import type { Guards } from '../auth/guard.js';
import { sessionUserOf } from '../auth/guard.js';
import { HttpError } from '../http/errors.js';
import { isUuid } from '../http/ids.js';
import type { CompanyProfileService } from '../profiles/company-service.js';
import type { FileService } from './service.js';

export interface FileRoutesOptions {
  guards: Guards;
  files: FileService;
  applications: ApplicationService;
  companies: CompanyProfileService;
}

export const fileRoutes: FastifyPluginAsyncZod<FileRoutesOptions> = async (
  app,
  { guards, files, applications, companies },
) => {
  // Resumes and offers: only through this route, only for the parties to the application.
  app.get(
    '/api/files/:id',
    { ...guards.anyone, schema: { params: z.object({ id: z.string().max(100) }) } },
    async (request, reply) => {
      if (!isUuid(request.params.id)) throw new HttpError(404, 'File not found.');
      const fileId = request.params.id;
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

  app.get(
    '/api/pictures/:id',
    { schema: { params: z.object({ id: z.string().max(100) }) } },
    async (request, reply) => {
      const picture = isUuid(request.params.id) ? await companies.findPicture(request.params.id) : undefined;
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
