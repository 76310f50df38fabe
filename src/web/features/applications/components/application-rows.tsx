import type { ReactNode } from 'react';
import type { ApplicationListItem } from '../../../../shared/applications';
import { sourceLabel } from '../../../../shared/sources';
import { ButtonLink } from '../../../components/button-link';
import { Spinner } from '../../../components/spinner';
import { StatusBadge } from '../../../components/status-badge';
import { WithdrawnBadge } from '../../../components/withdrawn-badge';
import { formatListDate } from '../../../lib/dates';
import { applicationPath, candidatePath } from '../../../lib/paths';

// The applications of a list as rows: a table on wide screens, cards on narrow ones.

function StateRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-10 text-center text-sm text-slate-600 dark:text-slate-300">
        {children}
      </td>
    </tr>
  );
}

const thClasses =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300';
const tdClasses = 'px-4 py-3 text-sm text-slate-800 dark:text-slate-200';

/** The stage, and beside it the day the candidate withdrew the application, if they did. */
function Stage({ application }: { application: ApplicationListItem }) {
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <StatusBadge status={application.status} />
      {application.withdrawn_at && <WithdrawnBadge withdrawnAt={application.withdrawn_at} />}
    </span>
  );
}

/** Where the candidate came from: a source stands out, Direct (no source) stays quiet. */
function Source({ application }: { application: ApplicationListItem }) {
  const tone = application.source
    ? 'font-medium wrap-anywhere text-slate-800 dark:text-slate-200'
    : 'text-slate-600 dark:text-slate-400';
  return <span className={tone}>{sourceLabel(application.source)}</span>;
}

function ViewLink({ to, application }: { to: string; application: ApplicationListItem }) {
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

function SelectBox({ application, selection }: { application: ApplicationListItem; selection: ApplicationSelection }) {
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

export function DesktopTable({ variant, applications, loading, errorMessage, selection }: ListBodyProps) {
  const headings =
    variant === 'candidate'
      ? ['Organization', 'Applied Role', 'Location', 'Date', 'Stage', 'Status']
      : ['Applied Role', 'Candidate', 'Contact', 'Date', 'Stage', 'Status'];
  const columns = headings.length + (selection ? 1 : 0);
  const emptyText = variant === 'candidate' ? 'No candidates found.' : 'No data available';

  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="min-w-full divide-y divide-slate-200 dark:divide-slate-800">
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          <tr>
            {selection && (
              <th scope="col" className={thClasses}>
                <span className="sr-only">Select</span>
              </th>
            )}
            {headings.map((heading) => (
              <th key={heading} scope="col" className={thClasses}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {loading ? (
            <StateRow columns={columns}>
              <Spinner label="Loading applications" className="text-brand-600 dark:text-brand-300" />
            </StateRow>
          ) : errorMessage ? (
            <StateRow columns={columns}>
              <span role="alert">{errorMessage}</span>
            </StateRow>
          ) : applications.length === 0 ? (
            <StateRow columns={columns}>{emptyText}</StateRow>
          ) : (
            applications.map((application) =>
              variant === 'candidate' ? (
                <tr key={application.application_id} className="hover:bg-slate-50 dark:hover:bg-slate-800/40">
                  <td className={`${tdClasses} font-medium`}>{application.company_name}</td>
                  <td className={tdClasses}>{application.job_title}</td>
                  <td className={tdClasses}>{application.location}</td>
                  <td className={`${tdClasses} whitespace-nowrap`}>{formatListDate(application.created_at)}</td>
                  <td className={tdClasses}>
                    <Stage application={application} />
                  </td>
                  <td className={tdClasses}>
                    <ViewLink to={applicationPath(application.application_id)} application={application} />
                  </td>
                </tr>
              ) : (
                <tr key={application.application_id} className="hover:bg-slate-50 dark:hover:bg-slate-800/40">
                  {selection && (
                    <td className={tdClasses}>
                      <SelectBox application={application} selection={selection} />
                    </td>
                  )}
                  <td className={`${tdClasses} font-medium`}>{application.job_title}</td>
                  <td className={tdClasses}>
                    <span className="block whitespace-nowrap">
                      {application.first_name} {application.last_name}
                    </span>
                    {/* Beside the name rather than a column of its own, so that the table still fits a laptop. */}
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      Source: <Source application={application} />
                    </span>
                  </td>
                  <td className={tdClasses}>
                    <span className="block whitespace-nowrap">{application.email}</span>
                    <span className="block text-slate-600 dark:text-slate-400">{application.phone}</span>
                  </td>
                  <td className={`${tdClasses} whitespace-nowrap`}>{formatListDate(application.created_at)}</td>
                  <td className={tdClasses}>
                    <Stage application={application} />
                  </td>
                  <td className={tdClasses}>
                    <ViewLink to={candidatePath(application.application_id)} application={application} />
                  </td>
                </tr>
              ),
            )
          )}
        </tbody>
      </table>
    </div>
  );
}

function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="truncate text-sm text-slate-800 dark:text-slate-200">{children}</dd>
    </div>
  );
}

export function MobileCards({ variant, applications, loading, errorMessage, selection }: ListBodyProps) {
  let content: ReactNode;
  if (loading) {
    content = (
      <div className="flex justify-center py-8 text-brand-600 dark:text-brand-300">
        <Spinner label="Loading applications" />
      </div>
    );
  } else if (errorMessage) {
    content = (
      <p role="alert" className="py-8 text-center text-sm text-slate-700 dark:text-slate-200">
        {errorMessage}
      </p>
    );
  } else if (applications.length === 0) {
    content = <p className="py-8 text-center text-sm text-slate-600 dark:text-slate-300">No data available</p>;
  } else {
    content = (
      <ul className="flex flex-col gap-3">
        {applications.map((application) => (
          <li
            key={application.application_id}
            className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
          >
            <div className="flex items-start justify-between gap-3">
              {selection && (
                <span className="pt-1">
                  <SelectBox application={application} selection={selection} />
                </span>
              )}
              <h3 className="flex-1 font-semibold text-slate-900 dark:text-white">{application.job_title}</h3>
              <Stage application={application} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
              {variant === 'candidate' ? (
                <>
                  <CardField label="Company">{application.company_name}</CardField>
                  <CardField label="Location">{application.location}</CardField>
                  <CardField label="Phone">{application.phone}</CardField>
                </>
              ) : (
                <>
                  <CardField label="Candidate">
                    {application.first_name} {application.last_name}
                  </CardField>
                  <CardField label="Phone">{application.phone}</CardField>
                  <CardField label="Email">{application.email}</CardField>
                  <CardField label="Source">
                    <Source application={application} />
                  </CardField>
                </>
              )}
              <CardField label="Date">{formatListDate(application.created_at)}</CardField>
            </dl>
            <div className="mt-3 flex justify-end">
              {/* A candidate's card opens their own view: see docs/decisions/004-candidate-mobile-view-link.md. */}
              <ViewLink
                to={
                  variant === 'candidate'
                    ? applicationPath(application.application_id)
                    : candidatePath(application.application_id)
                }
                application={application}
              />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return <div className="md:hidden">{content}</div>;
}
