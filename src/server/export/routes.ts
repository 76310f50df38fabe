import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXPORT_MESSAGES, exportFileName } from '../../shared/export.js';
import { exportEndpoints } from '../../shared/export-endpoints.js';
import type { Guards } from '../auth/index.js';
import { memberOf, sessionUserOf } from '../auth/index.js';
import type { FileStore } from '../files/store.js';
import { serveEndpoints } from '../http/endpoints.js';
import { findOr404 } from '../http/ids.js';
import type { CandidateExport, ExportService } from './service.js';
import { exportZip } from './zip.js';

interface ExportRoutesOptions {
  exports: ExportService;
  store: FileStore;
  guards: Guards;
}

export const exportRoutes: FastifyPluginAsyncZod<ExportRoutesOptions> = async (app, { exports, store, guards }) => {
  const sendZip = (reply: FastifyReply, contents: CandidateExport) =>
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${exportFileName(new Date())}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(exportZip(contents, store));

  serveEndpoints(app, guards, exportEndpoints, {
    async mine(request, reply) {
      return sendZip(reply, await exports.ofCandidate(sessionUserOf(request).userId));
    },

    async ofCandidate(request, reply) {
      const member = memberOf(request);
      const contents = await findOr404(request.params.id, EXPORT_MESSAGES.candidateNotFound, (id) =>
        exports.ofApplicant(member, id, request.query.include === 'work_product'),
      );
      return sendZip(reply, contents);
    },
  });
};
