import {
  type Duration,
  type FunnelReport,
  HIRING_REPORT_TEXT,
  type OffersReport,
  type SourcesReport,
  type TimeInStageReport,
} from '../../shared/reports.js';
import type { CsvCell } from '../http/csv.js';

/** A rate from 0 to 1 as the percentage a spreadsheet shows. */
const percent = (rate: number | null) => (rate === null ? null : rate * 100);

// Each report as a table for its CSV file: a row of headings, then the same numbers as its JSON answer.

export function funnelRows(report: FunnelReport): CsvCell[][] {
  return [
    ['Stage', 'Reached', 'Conversion from the previous stage (%)'],
    ...report.stages.map((stage) => [stage.stage, stage.reached, percent(stage.conversion)]),
  ];
}

export function timeInStageRows(report: TimeInStageReport): CsvCell[][] {
  const line = (measure: string, stage: string | null, duration: Duration): CsvCell[] => [
    measure,
    stage,
    duration.count,
    duration.median_days,
    duration.p90_days,
  ];
  return [
    ['Measure', 'Stage', 'Count', 'Median (days)', '90th percentile (days)'],
    ...report.stages.map((stage) => line('Time in stage', stage.stage, stage)),
    line('Time to hire', null, report.time_to_hire),
    line('Time to first answer', null, report.time_to_first_answer),
  ];
}

export function sourcesRows(report: SourcesReport): CsvCell[][] {
  return [
    ['Source', 'Applications', ...report.stages.map((stage) => `Reached ${stage.stage}`), 'Hired'],
    ...report.sources.map((row) => [
      row.source ?? HIRING_REPORT_TEXT.direct,
      row.applications,
      ...row.reached,
      row.hired,
    ]),
  ];
}

export function offersRows(report: OffersReport): CsvCell[][] {
  return [
    ['Offers sent', 'Accepted', 'Declined', 'Acceptance rate (%)', 'Withdrawn', 'Rejected'],
    [
      report.offers_sent,
      report.accepted,
      report.declined,
      percent(report.acceptance_rate),
      report.withdrawn,
      report.rejected,
    ],
  ];
}
