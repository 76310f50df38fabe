import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileEndpoints } from '../../shared/files-endpoints.js';
import type { Guards } from '../auth/index.js';
import { sessionUserOf } from '../auth/index.js';
import { serveEndpoints, streaming } from '../http/endpoints.js';
import { findOr404 } from '../http/ids.js';
import type { FileService } from '../files/service.js';
import type { ApplicationService } from './service.js';

interface FileRoutesOptions {
  guards: Guards;
  files: FileService;
  applications: ApplicationService;
}

export const fileRoutes: FastifyPluginAsyncZod<FileRoutesOptions> = async (app, { guards, files, applications }) => {
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
  });
};
