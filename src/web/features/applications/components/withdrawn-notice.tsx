import type { ApplicationDetail } from '../../../../shared/application-details';
import { formatMoment } from '../../../lib/dates';

interface WithdrawnNoticeProps {
  application: ApplicationDetail;
  viewer: 'candidate' | 'recruiter';
}

/** Says that the candidate withdrew the application, when, and why if they said. */
export function WithdrawnNotice({ application, viewer }: WithdrawnNoticeProps) {
  if (!application.withdrawn_at) return null;
  const when = <time dateTime={application.withdrawn_at}>{formatMoment(application.withdrawn_at)}</time>;
  return (
    <div className="rounded-xl border border-l-4 border-slate-300 border-l-slate-600 bg-slate-50 px-4 py-3 text-sm text-slate-800 dark:border-slate-700 dark:border-l-slate-400 dark:bg-slate-900 dark:text-slate-200">
      <p className="font-semibold text-slate-900 dark:text-white">
        {viewer === 'candidate' ? (
          <>You withdrew this application on {when}.</>
        ) : (
          <>The candidate withdrew this application on {when}.</>
        )}
      </p>
      <p className="mt-1">
        {application.withdrawal_reason ? (
          <>
            Reason: <span className="break-words whitespace-pre-line">{application.withdrawal_reason}</span>
          </>
        ) : (
          'No reason was given.'
        )}
      </p>
      {viewer === 'recruiter' && <p className="mt-1">Its status can no longer be changed.</p>}
    </div>
  );
}
