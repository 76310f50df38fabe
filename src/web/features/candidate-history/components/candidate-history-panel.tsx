import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { DUPLICATE_REASON_LABELS, type RelatedApplication } from '../../../../shared/candidate-history';
import { Card } from '../../../components/card';
import { StatusBadge } from '../../../components/status-badge';
import { WithdrawnBadge } from '../../../components/withdrawn-badge';
import { formatListDate } from '../../../lib/dates';
import { candidatePath } from '../../../lib/paths';
import { useCandidateHistory } from '../api/get-candidate-history';

function Entry({ application, children }: { application: RelatedApplication; children?: ReactNode }) {
  return (
    <li className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <Link
          to={candidatePath(application.application_id)}
          className="font-semibold break-words text-brand-800 underline underline-offset-2 hover:text-brand-900 dark:text-brand-200 dark:hover:text-white"
        >
          {application.posting.title}
        </Link>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Applied <time dateTime={application.applied_at}>{formatListDate(application.applied_at)}</time> ·{' '}
          {application.stage.name}
        </p>
        {children}
      </div>
      <div className="flex flex-wrap gap-1.5">
        <StatusBadge status={application.status} />
        {application.withdrawn_at && <WithdrawnBadge withdrawnAt={application.withdrawn_at} />}
      </div>
    </li>
  );
}

/** "History with us": the candidate's other applications to the company, and other accounts that look like them. */
export function CandidateHistoryPanel({ applicationId }: { applicationId: string }) {
  const headingId = useId();
  const duplicatesId = useId();
  const { data, isError } = useCandidateHistory(applicationId);
  return (
    <Card className="p-5 sm:p-6">
      <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
        History with us
      </h3>
      {!data ? (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {isError ? 'The history could not be loaded.' : 'Loading the history…'}
        </p>
      ) : (
        <>
          {data.history.length === 0 ? (
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              No other applications from this candidate.
            </p>
          ) : (
            <ul aria-labelledby={headingId} className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
              {data.history.map((application) => (
                <Entry key={application.application_id} application={application} />
              ))}
            </ul>
          )}
          {data.duplicates.length > 0 && (
            <>
              <h4 id={duplicatesId} className="mt-5 text-sm font-semibold text-slate-900 dark:text-white">
                Likely duplicates (other accounts, not merged)
              </h4>
              <ul aria-labelledby={duplicatesId} className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
                {data.duplicates.map((application) => (
                  <Entry key={application.application_id} application={application}>
                    <p className="text-sm break-words text-slate-800 dark:text-slate-200">
                      {application.name} · {application.email}
                    </p>
                    <p className="text-xs text-slate-700 dark:text-slate-300">
                      Why: {application.reasons.map((reason) => DUPLICATE_REASON_LABELS[reason]).join(', ')}
                    </p>
                  </Entry>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </Card>
  );
}
