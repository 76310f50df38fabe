import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileEndpoints } from '../../shared/files-endpoints.js';
import type { ApplicationService } from '../applications/service.js';
import type { Guards } from '../auth/guard.js';
import { sessionUserOf } from '../auth/guard.js';
import { serveEndpoints } from '../http/endpoints.js';
import { findOr404 } from '../http/ids.js';
import type { CompanyProfileService } from '../profiles/company-service.js';
import type { FileService } from './service.js';

interface FileRoutesOptions {
  guards: Guards;
  files: FileService;
  applications: ApplicationService;
  companies: CompanyProfileService;
}

// The declared answer is the file's bytes; they go out as a stream, never held whole.
const streaming = (reply: FastifyReply) => reply;

export const fileRoutes: FastifyPluginAsyncZod<FileRoutesOptions> = async (
  app,
  { guards, files, applications, companies },
) => {
  serveEndpoints(app, guards, fileEndpoints, {
    // Resumes and offers: only through this route, only for the parties to the application.
    async file(request, reply) {
      const user = sessionUserOf(request);
      const file = await findOr404(request.params.id, 'File not found.', async (fileId) => {
        const row = await files.find(fileId);
        return row && (await applications.canReadFile(user, fileId)) ? row : undefined;
      });
      const bytes = await files.openRead(file);
      return streaming(reply)
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="document.${file.extension}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },

    // Public: a company's picture is its logo on a job ad, which guests see too.
    async picture(request, reply) {
      const picture = await findOr404(request.params.id, 'Picture not found.', (id) => companies.findPicture(id));
      const bytes = await files.openRead(picture);
      return streaming(reply)
        .header('content-type', picture.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  });
};
