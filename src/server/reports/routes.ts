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
import { KeptAnswers } from '../http/kept-answers.js';
import { funnelRows, offersRows, sourcesRows, timeInStageRows } from './hiring-report-csv.js';
import type { HiringReports } from './hiring-reports.js';
import type { ReportService } from './service.js';

interface ReportRoutesOptions {
  reports: ReportService;
  hiringReports: HiringReports;
  guards: Guards;
}

type HiringReportRequest = FastifyRequest & { query: HiringReportQuery };

/** Room for some thousands of reports: each is a few kilobytes. */
const REPORTS_KEPT_BYTES = 16 * 1024 * 1024;

export const reportRoutes: FastifyPluginAsyncZod<ReportRoutesOptions> = async (
  app,
  { reports, hiringReports, guards },
) => {
  // A report reads the company's whole history for its period; it is opened again and again (four on one page, a
  // period or a job changed and changed back) far more often than the history changes.
  const keptReports = new KeptAnswers(REPORTS_KEPT_BYTES);

  /**
   * A hiring report as JSON, kept at the tag of what it is computed from (`HiringReports.tagOf`), or as the CSV file
   * its `format` asks for, named after the report and its period.
   */
  const hiringReport =
    <Report extends { from: string; to: string }>(
      name: string,
      read: (member: Member, query: HiringReportQuery) => Promise<Report | undefined>,
      rows: (report: Report) => CsvCell[][],
    ) =>
    async (request: HiringReportRequest, reply: FastifyReply) => {
      const member = memberOf(request);
      if (request.query.format === 'csv') {
        const report = found(await read(member, request.query), REPORT_MESSAGES.postingNotFound);
        return sendCsv(reply, `${name}-${report.from}-to-${report.to}.csv`, rows(report));
      }
      const { owner, tag } = found(await hiringReports.tagOf(member, request.query), REPORT_MESSAGES.postingNotFound);
      return keptReports.send(request, reply, `${name} ${owner}`, tag, async () => ({
        tag,
        answer: {
          status: 200 as const,
          data: found(await read(member, request.query), REPORT_MESSAGES.postingNotFound),
        },
      }));
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
