import { useState } from 'react';
import { HIRING_REPORT_TEXT } from '../../../../shared/reports';
import { reportEndpoints } from '../../../../shared/reports-endpoints';
import { Card } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import { SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import {
  downloadHiringReport,
  type HiringReportEndpoint,
  useFunnelReport,
  useOffersReport,
  useSourcesReport,
  useTimeInStageReport,
} from '../api/get-hiring-report';
import { type ReportFilters, useReportPostings } from '../api/get-self-identification-report';
import { FunnelSection, OffersSection, SourcesSection, TimeInStageSection } from '../components/hiring-report-sections';

/** /reports — how hiring goes, for Admins and Recruiters: one posting or all, over a period (the last 90 days). */
export function HiringReportsPage() {
  usePageTitle(HIRING_REPORT_TEXT.title);
  const [filters, setFilters] = useState<ReportFilters>({ posting_id: '', from: '', to: '' });
  const postings = useReportPostings();
  const funnel = useFunnelReport(filters);
  const times = useTimeInStageReport(filters);
  const sources = useSourcesReport(filters);
  const offers = useOffersReport(filters);
  useQueryFailure(funnel, HIRING_REPORT_TEXT.loadFailed);
  const refused = funnel.error instanceof ApiError ? funnel.error.message : undefined;
  const set = (name: keyof ReportFilters) => (event: { target: { value: string } }) =>
    setFilters((current) => ({ ...current, [name]: event.target.value }));
  const downloader = (endpoint: HiringReportEndpoint, file: string, period: { from: string; to: string }) => () =>
    downloadHiringReport(endpoint, filters, `${file}-${period.from}-to-${period.to}.csv`);

  const counted = funnel.data;
  return (
    <section className="flex min-w-0 flex-col gap-6">
      <PageHeader title={HIRING_REPORT_TEXT.title} description={HIRING_REPORT_TEXT.description} />
      <Card className="grid gap-4 p-5 sm:grid-cols-3">
        <SelectField
          label="Job"
          emptyOption="Every job"
          options={(postings.data ?? []).map((posting) => ({ value: posting.id, label: posting.title }))}
          value={filters.posting_id}
          onChange={set('posting_id')}
        />
        <TextField label="From" type="date" value={filters.from} onChange={set('from')} />
        <TextField label="To" type="date" value={filters.to} onChange={set('to')} error={refused} />
      </Card>
      {counted && (
        <p className="text-sm text-slate-700 dark:text-slate-200" aria-live="polite">
          {counted.applications} applications sent from {counted.from} to {counted.to}.
        </p>
      )}
      {!funnel.data || !times.data || !sources.data || !offers.data ? (
        <div className="flex justify-center py-12 text-brand-600 dark:text-brand-300">
          <Spinner size="lg" label="Loading the reports" />
        </div>
      ) : (
        <div className="grid gap-6 xl:grid-cols-2">
          <FunnelSection report={funnel.data} onDownload={downloader(reportEndpoints.funnel, 'funnel', funnel.data)} />
          <TimeInStageSection
            report={times.data}
            onDownload={downloader(reportEndpoints.timeInStage, 'time-in-stage', times.data)}
          />
          <SourcesSection
            report={sources.data}
            onDownload={downloader(reportEndpoints.sources, 'sources', sources.data)}
          />
          <OffersSection report={offers.data} onDownload={downloader(reportEndpoints.offers, 'offers', offers.data)} />
        </div>
      )}
    </section>
  );
}
