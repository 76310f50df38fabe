import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportEndpoints } from '../../../../shared/reports-endpoints';
import { apiDownload, call, pathOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { saveFile } from '../../../lib/save-file';
import type { ReportFilters } from './get-self-identification-report';

const { funnel, timeInStage, sources, offers } = reportEndpoints;
export type HiringReportEndpoint = typeof funnel | typeof timeInStage | typeof sources | typeof offers;

/** One hiring report of the chosen posting and period; the charts stay while a changed filter's numbers load. */
function hiringReportQuery<Data>(
  endpoint: HiringReportEndpoint,
  filters: ReportFilters,
  read: (signal: AbortSignal) => Promise<{ data: Data }>,
) {
  return {
    queryKey: queryKeys.hiringReport(endpoint.name, filters),
    queryFn: async ({ signal }: { signal: AbortSignal }) => (await read(signal)).data,
    placeholderData: keepPreviousData,
  };
}

export const useFunnelReport = (filters: ReportFilters) =>
  useQuery(hiringReportQuery(funnel, filters, (signal) => call(funnel, { query: filters }, { signal })));
export const useTimeInStageReport = (filters: ReportFilters) =>
  useQuery(hiringReportQuery(timeInStage, filters, (signal) => call(timeInStage, { query: filters }, { signal })));
export const useSourcesReport = (filters: ReportFilters) =>
  useQuery(hiringReportQuery(sources, filters, (signal) => call(sources, { query: filters }, { signal })));
export const useOffersReport = (filters: ReportFilters) =>
  useQuery(hiringReportQuery(offers, filters, (signal) => call(offers, { query: filters }, { signal })));

/** The same report as a CSV file, saved where the browser keeps downloads under the name the server gives it. */
export async function downloadHiringReport(
  endpoint: HiringReportEndpoint,
  filters: ReportFilters,
  name: string,
): Promise<void> {
  saveFile(await apiDownload(pathOf(endpoint, { query: { ...filters, format: 'csv' } })), name);
}
