import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BuildingIcon, PeopleIcon } from './icons';

interface PostingCardFrameProps {
  title: string;
  /** 'city, country' for a recruiter's own posting, or the location a list answers. */
  location: string;
  companyName?: string;
  /**
   * How many applied, in all and today: the company's own figures, which a candidate's card leaves out (decision 089).
   */
  counts?: { applicants: number; today: number };
  /** Where the applicant count leads: the posting's applications, for its recruiter. */
  applicantsTo?: string;
  /** What the card leads to: a link (apply) or a button (edit). Give it an accessible name that includes the title. */
  action: ReactNode;
  /** A word about the posting's state beside its title, such as Closed. */
  badge?: ReactNode;
  /** The heading level that fits the page around the card. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** One job opening as a card, shared by the recruiter's openings and the candidate's recent jobs. */
export function PostingCardFrame({
  title,
  location,
  companyName,
  counts,
  applicantsTo,
  action,
  badge,
  headingLevel: Heading = 'h3',
  className,
}: PostingCardFrameProps) {
  return (
    <article
      className={`relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900 ${className ?? ''}`}
    >
      <div className="flex items-start justify-between gap-3">
        <Heading className="line-clamp-2 text-base font-semibold break-words text-slate-900 dark:text-white">
          {title}
        </Heading>
        <div className="flex shrink-0 flex-col items-end gap-1">
          {badge}
          {counts && counts.today > 0 && (
            <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
              + {counts.today} Today
            </span>
          )}
        </div>
      </div>
      <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-300">{location}</p>
      {companyName && (
        <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-200">
          <BuildingIcon className="size-4 shrink-0 text-slate-500 dark:text-slate-400" />
          <span className="truncate">{companyName}</span>
        </p>
      )}
      <div className={`mt-auto flex items-center gap-3 pt-5 ${counts ? 'justify-between' : 'justify-end'}`}>
        {counts && (
          <p className="flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-200">
            <PeopleIcon className="size-4 shrink-0 text-slate-500 dark:text-slate-400" />
            {applicantsTo ? (
              <Link
                to={applicantsTo}
                className="rounded font-semibold text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline dark:text-brand-300 dark:hover:text-brand-200"
              >
                {counts.applicants} {counts.applicants === 1 ? 'Applicant' : 'Applicants'}
                <span className="sr-only"> to {title}</span>
              </Link>
            ) : (
              <span>
                {counts.applicants} {counts.applicants === 1 ? 'Applicant' : 'Applicants'}
              </span>
            )}
          </p>
        )}
        {action}
      </div>
    </article>
  );
}
