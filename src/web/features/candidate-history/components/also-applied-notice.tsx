import { Link } from 'react-router';
import type { RelatedApplication } from '../../../../shared/candidate-history';
import { statusLabel } from '../../../components/status-badge';
import { formatYearMonth } from '../../../lib/dates';
import { candidatePath } from '../../../lib/paths';
import { useCandidateHistory } from '../api/get-candidate-history';

/** "Backend Engineer (Not Selected, 2026-03)": the posting, the status as the badges say it, the month applied. */
function Applied({ application }: { application: RelatedApplication }) {
  return (
    <>
      <Link
        to={candidatePath(application.application_id)}
        className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 dark:text-brand-200 dark:hover:text-white"
      >
        {application.posting.title}
      </Link>{' '}
      ({statusLabel(application.status)}, {formatYearMonth(application.applied_at)})
    </>
  );
}

/**
 * Above the application: the candidate's other applications to the company, and how many other accounts look like
 * them; nothing when there are none.
 */
export function AlsoAppliedNotice({ applicationId }: { applicationId: string }) {
  const { data } = useCandidateHistory(applicationId);
  if (!data || (data.history.length === 0 && data.duplicates.length === 0)) return null;
  const { history, duplicates } = data;
  return (
    <div
      role="note"
      className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-slate-900 dark:border-amber-700 dark:bg-amber-950 dark:text-slate-100"
    >
      {history.length > 0 && (
        <p>
          Also applied to:{' '}
          {history.map((application, index) => (
            <span key={application.application_id}>
              {index > 0 && '; '}
              <Applied application={application} />
            </span>
          ))}
        </p>
      )}
      {duplicates.length > 0 && (
        <p className={history.length > 0 ? 'mt-1' : undefined}>
          Likely duplicate:{' '}
          {duplicates.map((application, index) => (
            <span key={application.application_id}>
              {index > 0 && '; '}
              {application.name}, <Applied application={application} />
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
