import { endpoints } from './endpoint.js';
import {
  FunnelReportAnswerSchema,
  HiringReportQuerySchema,
  OffersReportAnswerSchema,
  SelfIdentificationQuerySchema,
  SelfIdentificationReportAnswerSchema,
  SourcesReportAnswerSchema,
  TimeInStageReportAnswerSchema,
} from './reports.js';

const OF_APPLICATIONS =
  'of the applications sent in the period (the last 90 days unless `from` and `to` say), for one posting or all; ' +
  '`format=csv` answers the same numbers as a CSV file.';

/** The hiring reports share who may read them, what they filter by and their second media type. */
const hiringReport = {
  method: 'GET',
  access: 'readHiringReports',
  query: HiringReportQuerySchema,
  alsoAnswerType: 'text/csv',
} as const;

export const reportEndpoints = endpoints('Reports', {
  selfIdentification: {
    method: 'GET',
    path: '/api/reports/self_identification/',
    summary:
      "How the company's applicants answered the voluntary self-identification questions, per posting and period: " +
      'whole months of at least 20 applications are counted (`months` lists them), each count is rounded to 5, 1 to ' +
      '4 reads "fewer than 5", a selection of fewer than 20 reads so in every cell, and no totals are given.',
    access: 'readSelfIdentificationReport',
    query: SelfIdentificationQuerySchema,
    answers: { 200: SelfIdentificationReportAnswerSchema },
  },
  funnel: {
    ...hiringReport,
    path: '/api/reports/funnel/',
    summary: `How many reached each stage, in pipeline order, and the conversion from each stage to the next, ${OF_APPLICATIONS}`,
    answers: { 200: FunnelReportAnswerSchema },
  },
  timeInStage: {
    ...hiringReport,
    path: '/api/reports/time_in_stage/',
    summary: `The median and 90th percentile of the time spent in each stage, to hire and to the first answer, ${OF_APPLICATIONS}`,
    answers: { 200: TimeInStageReportAnswerSchema },
  },
  sources: {
    ...hiringReport,
    path: '/api/reports/sources/',
    summary: `The applications from each source, how many of them reached each stage and how many were hired, ${OF_APPLICATIONS}`,
    answers: { 200: SourcesReportAnswerSchema },
  },
  offers: {
    ...hiringReport,
    path: '/api/reports/offers/',
    summary: `Offers sent, accepted and declined, the acceptance rate, withdrawals and rejections, ${OF_APPLICATIONS}`,
    answers: { 200: OffersReportAnswerSchema },
  },
});
