import { useState } from 'react';
import { REPORT_TEXT } from '../../../../shared/reports';
import { Card } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { usePageTitle } from '../../../lib/use-page-title';
import { type ReportFilters, useSelfIdentificationReport } from '../api/get-self-identification-report';
import { ReportFiltersCard } from '../components/report-filters';

/** /reports/self-identification — an Admin's aggregate of the voluntary answers, by posting and period. */
export function SelfIdentificationReportPage() {
  usePageTitle(REPORT_TEXT.title);
  const [filters, setFilters] = useState<ReportFilters>({ posting_id: '', from: '', to: '' });
  const report = useSelfIdentificationReport(filters);
  useQueryFailure(report, REPORT_TEXT.loadFailed);
  const refused = report.error instanceof ApiError ? report.error.message : undefined;

  return (
    <section>
      <PageHeader title={REPORT_TEXT.title} description={REPORT_TEXT.description} />
      <ReportFiltersCard filters={filters} onChange={setFilters} refused={refused} className="mb-6" />
      {report.isPending ? (
        <Spinner />
      ) : (
        <>
          {report.data && (
            <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">{REPORT_TEXT.months(report.data.months)}</p>
          )}
          <div className="grid gap-6 md:grid-cols-3">
            {report.data?.questions.map((question) => (
              <Card key={question.question} className="overflow-hidden">
                <table className="w-full text-sm">
                  <caption className="px-5 pt-4 text-left text-base font-semibold text-slate-900 dark:text-white">
                    {question.label}
                  </caption>
                  <thead>
                    <tr className="text-left text-slate-600 dark:text-slate-300">
                      <th scope="col" className="px-5 py-2 font-medium">
                        Answer
                      </th>
                      <th scope="col" className="px-5 py-2 text-right font-medium">
                        Applicants
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {question.answers.map(({ answer, count }) => (
                      <tr key={answer} className="border-t border-slate-200 dark:border-slate-800">
                        <th scope="row" className="px-5 py-2 text-left font-normal text-slate-800 dark:text-slate-200">
                          {answer}
                        </th>
                        <td className="px-5 py-2 text-right text-slate-900 tabular-nums dark:text-white">{count}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Card>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
