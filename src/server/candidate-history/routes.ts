import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { candidateHistoryEndpoints } from '../../shared/candidate-history-endpoints.js';
import { APPLICATION_NOT_FOUND } from '../../shared/applications.js';
import { memberOf, type Guards } from '../auth/index.js';
import { serveEndpoints } from '../http/endpoints.js';
import { findOr404 } from '../http/ids.js';
import type { CandidateHistoryService } from './service.js';

interface CandidateHistoryRoutesOptions {
  history: CandidateHistoryService;
  guards: Guards;
}

export const candidateHistoryRoutes: FastifyPluginAsyncZod<CandidateHistoryRoutesOptions> = async (
  app,
  { history, guards },
) => {
  serveEndpoints(app, guards, candidateHistoryEndpoints, {
    async related(request) {
      const member = memberOf(request);
      const related = await findOr404(request.params.id, APPLICATION_NOT_FOUND, (id) => history.related(member, id));
      return { status: 200 as const, data: related };
    },
  });
};
