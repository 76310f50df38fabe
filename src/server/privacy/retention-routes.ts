import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERASURE_MESSAGES } from '../../shared/erasure.js';
import { retentionEndpoints } from '../../shared/retention-endpoints.js';
import { APPLICATION_NOT_FOUND } from '../../shared/applications.js';
import type { Guards } from '../auth/index.js';
import { memberOf } from '../auth/index.js';
import type { CandidateData } from '../candidate-data.js';
import type { Database } from '../db/database.js';
import { serveEndpoints } from '../http/endpoints.js';
import { findOr404 } from '../http/ids.js';
import { RETENTION_PAGE_SIZE, retentionPreview } from './retention.js';
import { RetentionService } from './retention-service.js';

export const retentionRoutes: FastifyPluginAsyncZod<{
  guards: Guards;
  db: Database;
  dataDir: string;
  candidateData: readonly CandidateData[];
}> = async (app, { guards, db, dataDir, candidateData }) => {
  const retention = new RetentionService(db, dataDir, candidateData);
  serveEndpoints(app, guards, retentionEndpoints, {
    async preview(request) {
      const { page } = request.query;
      const { entries, total } = await retentionPreview(db, memberOf(request).companyId, new Date(), page);
      return { status: 200 as const, data: entries, total, page, page_size: RETENTION_PAGE_SIZE };
    },

    async restore(request) {
      const member = memberOf(request);
      const restored = await findOr404(request.params.id, ERASURE_MESSAGES.candidateNotFound, (id) =>
        retention.restore(member, id),
      );
      return { status: 200 as const, restored };
    },

    async legalHold(request) {
      const member = memberOf(request);
      const hold = await findOr404(request.params.id, APPLICATION_NOT_FOUND, (id) => retention.hold(member, id));
      return { status: 200 as const, legal_hold: hold };
    },

    async placeLegalHold(request) {
      const member = memberOf(request);
      const hold = await findOr404(request.params.id, APPLICATION_NOT_FOUND, (id) =>
        retention.placeHold(member, id, request.body),
      );
      return { status: 200 as const, legal_hold: hold };
    },

    async liftLegalHold(request) {
      const member = memberOf(request);
      const hold = await findOr404(request.params.id, APPLICATION_NOT_FOUND, (id) => retention.liftHold(member, id));
      return { status: 200 as const, legal_hold: hold };
    },
  });
};
