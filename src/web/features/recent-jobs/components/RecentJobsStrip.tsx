import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { BriefcaseIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { PATHS } from '../../../lib/paths';
import { useRecentJobs } from '../api/get-recent-jobs';
import { RECENT_JOBS_TEXT, STRIP_LIMIT } from '../messages';
import { RecentJobCard } from './RecentJobCard';

/** The candidate home's 'Current Openings': how many there are, and the newest few in one scrolling row. */
export function RecentJobsStrip() {
  const { data, isPending } = useRecentJobs({ search: '', location: '', page: 1, limit: STRIP_LIMIT });
  const jobs = data?.data ?? [];

  return (
    <section aria-labelledby="recent-jobs-strip-heading">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id="recent-jobs-strip-heading" className="text-xl font-bold tracking-tight text-slate-900 dark:text-white">
          {isPending ? 'Current Openings' : `Current Openings (${String(data?.total ?? 0)})`}
        </h2>
        <Link
          to={PATHS.recentJobs}
          className="rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline dark:text-brand-300 dark:hover:text-brand-200"
        >
          See All
        </Link>
      </div>
      {isPending ? (
        <div className="flex justify-center py-10 text-brand-600 dark:text-brand-300">
          <Spinner label="Loading recent jobs" />
        </div>
      ) : jobs.length === 0 ? (
        <EmptyState
          icon={<BriefcaseIcon className="size-7" />}
          title={RECENT_JOBS_TEXT.emptyTitle}
          description={RECENT_JOBS_TEXT.emptyDescription}
        />
      ) : (
        <ul className="-mx-1 flex snap-x gap-4 overflow-x-auto px-1 pt-1 pb-3">
          {jobs.map((job) => (
            <li key={job.posting_id} className="w-72 shrink-0 snap-start">
              <RecentJobCard job={job} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
