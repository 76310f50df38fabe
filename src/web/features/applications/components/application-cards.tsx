import type { ReactNode } from 'react';
import { Spinner } from '../../../components/spinner';
import { formatListDate } from '../../../lib/dates';
import { applicationPath, candidatePath } from '../../../lib/paths';
import { type ListBodyProps, SelectBox, Source, Stage, ViewLink } from './application-cells';

function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="truncate text-sm text-slate-800 dark:text-slate-200">{children}</dd>
    </div>
  );
}

/** The list on phones: one card an application. */
export function ApplicationCards({ variant, applications, loading, errorMessage, selection }: ListBodyProps) {
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
