import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANNOTATION_MESSAGES } from '../../shared/annotations.js';
import { annotationEndpoints } from '../../shared/annotations-endpoints.js';
import type { Guards } from '../auth/index.js';
import { memberOf } from '../auth/index.js';
import { serveEndpoints } from '../http/endpoints.js';
import { found } from '../http/ids.js';
import type { AnnotationService } from './annotation-service.js';
import { APPLICATION_NOT_FOUND } from '../../shared/applications.js';

interface AnnotationRoutesOptions {
  guards: Guards;
  annotations: AnnotationService;
}

export const annotationRoutes: FastifyPluginAsyncZod<AnnotationRoutesOptions> = async (
  app,
  { guards, annotations },
) => {
  serveEndpoints(app, guards, annotationEndpoints, {
    async list(request) {
      const data = await annotations.list(memberOf(request), request.query.application_id);
      return { status: 200 as const, data: found(data, APPLICATION_NOT_FOUND) };
    },

    async add(request, reply) {
      const data = found(await annotations.create(memberOf(request), request.body), APPLICATION_NOT_FOUND);
      return reply.code(201).send({ status: 201 as const, data });
    },

    async remove(request) {
      found(await annotations.remove(memberOf(request), request.query.id), ANNOTATION_MESSAGES.notFound);
      return { status: 200 as const, message: 'Annotation removed.' };
    },

    async annotatedResume(request, reply) {
      const { pdf, name } = found(
        await annotations.flattened(memberOf(request), request.query.application_id),
        APPLICATION_NOT_FOUND,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(pdf));
    },
  });
};
