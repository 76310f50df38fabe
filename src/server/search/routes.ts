import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchEndpoints } from '../../shared/search-endpoints.js';
import type { Guards } from '../auth/index.js';
import { memberOf } from '../auth/index.js';
import { serveEndpoints } from '../http/endpoints.js';
import type { SearchService } from './service.js';

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService; guards: Guards }> = async (
  app,
  { search, guards },
) => {
  serveEndpoints(app, guards, searchEndpoints, {
    async search(request) {
      return { status: 200 as const, ...(await search.search(memberOf(request), request.query)) };
    },
  });
};
