import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageAnswerSchema } from '../../shared/api.js';
import {
  ANNOTATION_MESSAGES,
  AnnotationIdQuerySchema,
  AnnotationsAnswerSchema,
  AnnotationsQuerySchema,
  NewAnnotationAnswerSchema,
  NewAnnotationSchema,
} from '../../shared/annotations.js';
import type { Guards } from '../auth/guard.js';
import { memberOf } from '../auth/guard.js';
import { found } from '../http/ids.js';
import type { AnnotationService } from './annotation-service.js';
import { APPLICATION_NOT_FOUND } from './service.js';

interface AnnotationRoutesOptions {
  guards: Guards;
  annotations: AnnotationService;
}

/**
 * The company's reviewers mark up a resume, and anyone who may read the application sees the marks; a candidate is
 * refused each call.
 */
export const annotationRoutes: FastifyPluginAsyncZod<AnnotationRoutesOptions> = async (
  app,
  { guards, annotations },
) => {
  app.get(
    '/api/applications/annotations/',
    {
      ...guards.allowed('readApplications'),
      schema: { querystring: AnnotationsQuerySchema, response: { 200: AnnotationsAnswerSchema } },
    },
    async (request) => {
      const data = await annotations.list(memberOf(request), request.query.application_id);
      return { status: 200 as const, data: found(data, APPLICATION_NOT_FOUND) };
    },
  );

  app.post(
    '/api/applications/annotations/',
    {
      ...guards.allowed('moveApplications'),
      schema: { body: NewAnnotationSchema, response: { 201: NewAnnotationAnswerSchema } },
    },
    async (request, reply) => {
      const data = found(await annotations.create(memberOf(request), request.body), APPLICATION_NOT_FOUND);
      return reply.code(201).send({ status: 201 as const, data });
    },
  );

  app.delete(
    '/api/applications/annotations/',
    {
      ...guards.allowed('moveApplications'),
      schema: { querystring: AnnotationIdQuerySchema, response: { 200: MessageAnswerSchema } },
    },
    async (request) => {
      found(await annotations.remove(memberOf(request), request.query.id), ANNOTATION_MESSAGES.notFound);
      return { status: 200 as const, message: 'Annotation removed.' };
    },
  );

  // The resume's bytes with the marks drawn in, not JSON: no response schema.
  app.get(
    '/api/applications/annotated_resume/',
    { ...guards.allowed('readApplications'), schema: { querystring: AnnotationsQuerySchema } },
    async (request, reply) => {
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
  );
};
