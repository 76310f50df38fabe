import { useState } from 'react';
import { HIRING_REPORT_TEXT } from '../../../../shared/reports';
import { reportEndpoints } from '../../../../shared/reports-endpoints';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
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
import type { ReportFilters } from '../api/get-self-identification-report';
import { ReportFiltersCard } from '../components/report-filters';
import { FunnelSection, OffersSection, SourcesSection, TimeInStageSection } from '../components/hiring-report-sections';

/** /reports — how hiring goes, for Admins and Recruiters: one posting or all, over a period (the last 90 days). */
export function HiringReportsPage() {
  usePageTitle(HIRING_REPORT_TEXT.title);
  const [filters, setFilters] = useState<ReportFilters>({ posting_id: '', from: '', to: '' });
  const funnel = useFunnelReport(filters);
  const times = useTimeInStageReport(filters);
  const sources = useSourcesReport(filters);
  const offers = useOffersReport(filters);
  useQueryFailure(funnel, HIRING_REPORT_TEXT.loadFailed);
  const refused = funnel.error instanceof ApiError ? funnel.error.message : undefined;
  const downloader = (endpoint: HiringReportEndpoint, file: string, period: { from: string; to: string }) => () =>
    downloadHiringReport(endpoint, filters, `${file}-${period.from}-to-${period.to}.csv`);

  const counted = funnel.data;
  return (
    <section className="flex min-w-0 flex-col gap-6">
      <PageHeader title={HIRING_REPORT_TEXT.title} description={HIRING_REPORT_TEXT.description} />
      <ReportFiltersCard filters={filters} onChange={setFilters} refused={refused} />
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
