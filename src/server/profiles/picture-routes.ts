import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pictureEndpoints } from '../../shared/files-endpoints.js';
import type { EndpointGuards } from '../http/endpoints.js';
import { serveEndpoints, streaming } from '../http/endpoints.js';
import { findOr404 } from '../http/ids.js';
import type { FileService } from '../files/service.js';
import type { CompanyProfileService } from './company-service.js';

interface PictureRoutesOptions {
  guards: EndpointGuards;
  files: FileService;
  companies: CompanyProfileService;
}

export const pictureRoutes: FastifyPluginAsyncZod<PictureRoutesOptions> = async (app, { guards, files, companies }) => {
  serveEndpoints(app, guards, pictureEndpoints, {
    // Public: a company's picture is its logo on a job ad, which guests see too.
    async picture(request, reply) {
      const picture = await findOr404(request.params.id, 'Picture not found.', (id) => companies.findPicture(id));
      const bytes = await files.openRead(picture);
      return (
        streaming(reply)
          .header('content-type', picture.contentType)
          .header('cache-control', 'private, max-age=3600')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('x-content-type-options', 'nosniff')
          // The logo heads the company's e-mails, which a mail client shows from its own origin: same-origin (helmet's
          // default) would leave it a broken image there.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(bytes)
      );
    },
  });
};
