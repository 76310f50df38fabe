import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { candidateHistoryEndpoints } from '../../shared/candidate-history-endpoints.js';
import { APPLICATION_NOT_FOUND } from '../../shared/applications.js';
import type { Guards } from '../auth/index.js';
import { serveEndpoints } from '../http/endpoints.js';
import { found } from '../http/ids.js';
import type { CandidateHistoryService } from './service.js';

interface CandidateHistoryRoutesOptions {
  history: CandidateHistoryService;
  guards: Guards;
}

export const candidateHistoryRoutes: FastifyPluginAsyncZod<CandidateHistoryRoutesOptions> = async (
  app,
  { history, guards },
) => {
  serveEndpoints(
    app,
    guards,
    candidateHistoryEndpoints,
    {
      async related(request) {
        const { related } = await guards.read(request, 'readApplications', (key) =>
          history.related(key, request.params.id),
        );
        return { status: 200 as const, data: found(related, APPLICATION_NOT_FOUND) };
      },
    },
    { readingTheirCaller: ['related'] },
  );
};
