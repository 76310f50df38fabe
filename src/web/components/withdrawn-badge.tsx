import { Badge } from './status-badge';
import { formatListDate } from '../lib/dates';

const WITHDRAWN_CLASSES =
  'bg-slate-200 text-slate-900 ring-slate-400 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-500';

/** Beside the stage, which a withdrawn application keeps: the day the candidate withdrew it. */
export function WithdrawnBadge({ withdrawnAt, className }: { withdrawnAt: string; className?: string }) {
  return (
    <Badge
      badge={{ label: `Withdrawn ${formatListDate(withdrawnAt)}`, classes: WITHDRAWN_CLASSES }}
      className={className}
    />
  );
}
