import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PostingCard } from '../../../../shared/postings';
import { postingEndpoints } from '../../../../shared/postings-endpoints';
import { reportEndpoints } from '../../../../shared/reports-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface ReportFilters {
  posting_id: string;
  from: string;
  to: string;
}

export function useSelfIdentificationReport(filters: ReportFilters) {
  return useQuery({
    queryKey: queryKeys.selfIdentificationReport(filters),
    queryFn: async ({ signal }) =>
      (await call(reportEndpoints.selfIdentification, { query: filters }, { signal })).data,
    // The table stays while a changed filter's counts load.
    placeholderData: keepPreviousData,
  });
}

/** The company's postings, for the report's posting filter: the same read as the postings screen's. */
export function useReportPostings() {
  return useQuery({
    queryKey: queryKeys.postingList(),
    queryFn: async () => (await call(postingEndpoints.list, {})).data as PostingCard[],
  });
}
