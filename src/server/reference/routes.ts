import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Endpoint } from '../../shared/endpoint.js';
import { openApiDocument, type OpenApiDocument } from './document.js';
import { referencePage } from './page.js';

/** Keeps each endpoint the app registers from here on, for the document. */
export function collectEndpoints(app: FastifyInstance): readonly Endpoint[] {
  const endpoints: Endpoint[] = [];
  app.addHook('onRoute', (route) => {
    if (route.config?.endpoint && route.method !== 'HEAD') endpoints.push(route.config.endpoint);
  });
  return endpoints;
}

interface ReferenceRoutesOptions {
  endpoints: readonly Endpoint[];
  appUrl: string;
}

export const referenceRoutes: FastifyPluginAsync<ReferenceRoutesOptions> = async (app, { endpoints, appUrl }) => {
  // Made on first ask: by then every route is registered.
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const documentNow = () => (document ??= openApiDocument(endpoints, appUrl));

  // Public: the API's shape is no secret, and clients are generated from it.
  app.get('/api/openapi.json', async (_request, reply) => reply.type('application/json').send(documentNow()));

  // Public: the same document for a person to read.
  app.get('/api/reference/', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send((page ??= referencePage(documentNow()))),
  );
};
