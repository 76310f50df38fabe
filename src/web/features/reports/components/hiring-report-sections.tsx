import type {
  Duration,
  FunnelReport,
  OffersReport,
  SourcesReport,
  TimeInStageReport,
} from '../../../../shared/reports';
import { HIRING_REPORT_TEXT } from '../../../../shared/reports';
import { ReportBars } from './report-bars';
import { ReportSection, ReportTable } from './report-section';

/** A rate from 0 to 1 as a person reads it; a dash where there is nothing to divide. */
const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 1000) / 10} %`);
const days = (value: number | null) => (value === null ? '—' : `${value} d`);

interface SectionProps<Report> {
  report: Report;
  onDownload: () => Promise<void>;
}

export function FunnelSection({ report, onDownload }: SectionProps<FunnelReport>) {
  return (
    <ReportSection
      title="Funnel"
      description="How many applications reached each stage, or a later one, and how many went on from the stage before."
      onDownload={onDownload}
    >
      <ReportBars
        label="Bar chart of the applications that reached each stage; the table below gives the numbers."
        rows={report.stages}
        category={(stage) => stage.stage}
        series={[{ name: 'Reached', value: (stage) => stage.reached }]}
      />
      <ReportTable
        caption="Applications that reached each stage"
        headings={['Stage', 'Reached', 'From the stage before']}
        rows={report.stages.map((stage) => ({
          key: stage.stage_id,
          cells: [stage.stage, stage.reached, percent(stage.conversion)],
        }))}
      />
    </ReportSection>
  );
}

export function TimeInStageSection({ report, onDownload }: SectionProps<TimeInStageReport>) {
  const measures: [string, Duration][] = [
    ['Time to hire', report.time_to_hire],
    ['Time to first answer', report.time_to_first_answer],
  ];
  return (
    <ReportSection
      title="Time in stage"
      description="Days spent in each stage before moving on: the median, and the 90th percentile that only one in ten took longer than."
      onDownload={onDownload}
    >
      <dl className="grid gap-3 sm:grid-cols-2">
        {measures.map(([name, duration]) => (
          <div key={name} className="rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-800">
            <dt className="text-sm text-slate-600 dark:text-slate-300">{name}</dt>
            <dd className="mt-1 text-slate-900 dark:text-white">
              <span className="text-2xl font-semibold tabular-nums">{days(duration.median_days)}</span>{' '}
              <span className="text-sm">
                median, {days(duration.p90_days)} at the 90th percentile, of {duration.count}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <ReportBars
        label="Bar chart of the median and 90th percentile days in each stage; the table below gives the numbers."
        rows={report.stages}
        category={(stage) => stage.stage}
        series={[
          { name: 'Median (days)', value: (stage) => stage.median_days },
          { name: '90th percentile (days)', value: (stage) => stage.p90_days, outlined: true },
        ]}
      />
      <ReportTable
        caption="Days in each stage"
        headings={['Stage', 'Stays', 'Median', '90th percentile']}
        rows={report.stages.map((stage) => ({
          key: stage.stage_id,
          cells: [stage.stage, stage.count, days(stage.median_days), days(stage.p90_days)],
        }))}
      />
    </ReportSection>
  );
}

export function SourcesSection({ report, onDownload }: SectionProps<SourcesReport>) {
  const sourceName = (source: string | null) => source ?? HIRING_REPORT_TEXT.direct;
  return (
    <ReportSection
      title="Sources"
      wide
      description="Where applicants came from, how far each source's applicants got, and how many were hired."
      onDownload={onDownload}
    >
      <ReportBars
        label="Bar chart of the applications and hires from each source; the table below gives the numbers."
        rows={report.sources}
        category={(row) => sourceName(row.source)}
        series={[
          { name: 'Applications', value: (row) => row.applications },
          { name: 'Hired', value: (row) => row.hired, outlined: true },
        ]}
      />
      <ReportTable
        caption="Applications from each source and the stages they reached"
        headings={['Source', 'Applications', ...report.stages.map((stage) => stage.stage), 'Hired']}
        rows={report.sources.map((row) => ({
          key: sourceName(row.source),
          cells: [sourceName(row.source), row.applications, ...row.reached, row.hired],
        }))}
      />
    </ReportSection>
  );
}

export function OffersSection({ report, onDownload }: SectionProps<OffersReport>) {
  const counts: [string, number][] = [
    ['Offers sent', report.offers_sent],
    ['Accepted', report.accepted],
    ['Declined', report.declined],
    ['Withdrawn', report.withdrawn],
    ['Rejected', report.rejected],
  ];
  return (
    <ReportSection
      title="Offers and outcomes"
      description="Offers sent and how they were answered, with the applications withdrawn by their candidates and those not selected."
      onDownload={onDownload}
    >
      <p className="text-slate-900 dark:text-white">
        <span className="text-2xl font-semibold tabular-nums">{percent(report.acceptance_rate)}</span>{' '}
        <span className="text-sm">of answered offers accepted</span>
      </p>
      <ReportBars
        label="Bar chart of offers sent, accepted and declined, withdrawals and rejections; the table below gives the numbers."
        rows={counts}
        category={([name]) => name}
        series={[{ name: 'Applications', value: ([, count]) => count }]}
      />
      <ReportTable
        caption="Offers and outcomes"
        headings={['Outcome', 'Applications']}
        rows={[...counts, ['Acceptance rate', percent(report.acceptance_rate)] as const].map(([name, value]) => ({
          key: name,
          cells: [name, value],
        }))}
      />
    </ReportSection>
  );
}
