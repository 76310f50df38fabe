import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORT_MESSAGES } from '../../shared/reports.js';
import { reportEndpoints } from '../../shared/reports-endpoints.js';
import type { Guards } from '../auth/guard.js';
import { memberOf } from '../auth/guard.js';
import { serveEndpoints } from '../http/endpoints.js';
import { found } from '../http/ids.js';
import type { ReportService } from './service.js';

interface ReportRoutesOptions {
  reports: ReportService;
  guards: Guards;
}

export const reportRoutes: FastifyPluginAsyncZod<ReportRoutesOptions> = async (app, { reports, guards }) => {
  serveEndpoints(app, guards, reportEndpoints, {
    async selfIdentification(request) {
      const report = found(
        await reports.selfIdentification(memberOf(request), request.query),
        REPORT_MESSAGES.postingNotFound,
      );
      return { status: 200 as const, data: report };
    },
  });
};
