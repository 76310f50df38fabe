import type { ReactNode } from 'react';
import { Spinner } from '../../../components/spinner';
import { formatListDate } from '../../../lib/dates';
import { applicationPath, candidatePath } from '../../../lib/paths';
import { type ListBodyProps, SelectBox, Source, Stage, ViewLink } from './application-cells';

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

/** The list on wider screens: one row an application. */
export function ApplicationsTable({ variant, applications, loading, errorMessage, selection }: ListBodyProps) {
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
