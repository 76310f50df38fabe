import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type HiringReportQuery, REPORT_MESSAGES } from '../../shared/reports.js';
import { reportEndpoints } from '../../shared/reports-endpoints.js';
import type { Guards } from '../auth/index.js';
import { memberOf } from '../auth/index.js';
import type { Member } from '../auth/index.js';
import { type CsvCell, sendCsv } from '../http/csv.js';
import { serveEndpoints } from '../http/endpoints.js';
import { found } from '../http/ids.js';
import { funnelRows, offersRows, sourcesRows, timeInStageRows } from './hiring-report-csv.js';
import type { HiringReports } from './hiring-reports.js';
import type { ReportService } from './service.js';

interface ReportRoutesOptions {
  reports: ReportService;
  hiringReports: HiringReports;
  guards: Guards;
}

type HiringReportRequest = FastifyRequest & { query: HiringReportQuery };

export const reportRoutes: FastifyPluginAsyncZod<ReportRoutesOptions> = async (
  app,
  { reports, hiringReports, guards },
) => {
  /** A hiring report as JSON, or as the CSV file its `format` asks for, named after the report and its period. */
  const hiringReport =
    <Report extends { from: string; to: string }>(
      name: string,
      read: (member: Member, query: HiringReportQuery) => Promise<Report | undefined>,
      rows: (report: Report) => CsvCell[][],
    ) =>
    async (request: HiringReportRequest, reply: FastifyReply) => {
      const report = found(await read(memberOf(request), request.query), REPORT_MESSAGES.postingNotFound);
      if (request.query.format === 'csv')
        return sendCsv(reply, `${name}-${report.from}-to-${report.to}.csv`, rows(report));
      return { status: 200 as const, data: report };
    };

  serveEndpoints(app, guards, reportEndpoints, {
    async selfIdentification(request) {
      const report = found(
        await reports.selfIdentification(memberOf(request), request.query),
        REPORT_MESSAGES.postingNotFound,
      );
      return { status: 200 as const, data: report };
    },
    funnel: hiringReport('funnel', (member, query) => hiringReports.funnel(member, query), funnelRows),
    timeInStage: hiringReport(
      'time-in-stage',
      (member, query) => hiringReports.timeInStage(member, query),
      timeInStageRows,
    ),
    sources: hiringReport('sources', (member, query) => hiringReports.sources(member, query), sourcesRows),
    offers: hiringReport('offers', (member, query) => hiringReports.offers(member, query), offersRows),
  });
};
