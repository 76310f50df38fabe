import { useId } from 'react';
import type { StatusChange } from '../../../../shared/applications';
import { Card } from '../../../components/card';
import { StatusBadge } from '../../../components/status-badge';
import { formatMoment } from '../../../lib/dates';

const SIDE: Record<StatusChange['changed_by_role'], string> = { recruiter: 'company', candidate: 'candidate' };

/** Every change of the application's status, oldest first: what it became, who made it and when. */
export function StatusHistory({ history }: { history: StatusChange[] }) {
  const headingId = useId();
  return (
    <Card className="p-5 sm:p-6">
      <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
        Status history
      </h3>
      {history.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          The status has not changed since the application was sent.
        </p>
      ) : (
        <ol aria-labelledby={headingId} className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {history.map((change, index) => (
            <li
              key={`${change.changed_at}-${String(index)}`}
              className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
            >
              <div className="flex flex-wrap items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
                <StatusBadge status={change.to_status} />
                <span>
                  by {change.changed_by_name ?? 'a deleted account'} ({SIDE[change.changed_by_role]})
                </span>
              </div>
              <time dateTime={change.changed_at} className="text-xs text-slate-600 dark:text-slate-400">
                {formatMoment(change.changed_at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
