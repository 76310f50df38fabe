import type { ReactNode } from 'react';
import type { ApplicationListItem } from '../../../../shared/applications';
import { sourceLabel } from '../../../../shared/sources';
import { ButtonLink } from '../../../components/button-link';
import { StatusBadge } from '../../../components/status-badge';
import { WithdrawnBadge } from '../../../components/withdrawn-badge';

/** The stage, and beside it the day the candidate withdrew the application, if they did. */
export function Stage({ application }: { application: ApplicationListItem }) {
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <StatusBadge status={application.status} />
      {application.withdrawn_at && <WithdrawnBadge withdrawnAt={application.withdrawn_at} />}
    </span>
  );
}

/** Where the candidate came from: a source stands out, Direct (no source) stays quiet. */
export function Source({ application }: { application: ApplicationListItem }) {
  const tone = application.source
    ? 'font-medium wrap-anywhere text-slate-800 dark:text-slate-200'
    : 'text-slate-600 dark:text-slate-400';
  return <span className={tone}>{sourceLabel(application.source)}</span>;
}

export function ViewLink({ to, application }: { to: string; application: ApplicationListItem }) {
  return (
    <ButtonLink to={to} variant="secondary" size="sm">
      View<span className="sr-only"> application for {application.job_title}</span>
    </ButtonLink>
  );
}

/** Applications chosen on the list for a move together, and what to do with them (the bar above the list). */
export interface ApplicationSelection {
  selected: ReadonlySet<string>;
  onToggle: (application: ApplicationListItem, selected: boolean) => void;
  bar: ReactNode;
}

export interface ListBodyProps {
  variant: 'candidate' | 'recruiter';
  applications: ApplicationListItem[];
  loading: boolean;
  errorMessage: string | null;
  selection?: ApplicationSelection;
}

export function SelectBox({
  application,
  selection,
}: {
  application: ApplicationListItem;
  selection: ApplicationSelection;
}) {
  return (
    <input
      type="checkbox"
      checked={selection.selected.has(application.application_id)}
      onChange={(event) => selection.onToggle(application, event.target.checked)}
      aria-label={`Select ${application.first_name} ${application.last_name}, ${application.job_title}`}
      className="size-4 accent-brand-600"
    />
  );
}
