import { useId, useMemo, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { BriefcaseIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/PageHeader';
import { Pager } from '../../../components/Pager';
import { Spinner } from '../../../components/Spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRecentJobs } from '../api/get-recent-jobs';
import { RecentJobCard } from '../components/RecentJobCard';
import { filterRecentJobs, locationOptions, type RecentJobsFilter } from '../filter-recent-jobs';
import { RECENT_JOBS_PAGE_SIZE, RECENT_JOBS_PAGER_THRESHOLD, RECENT_JOBS_TEXT } from '../messages';

const controlClasses =
  'block h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus:border-brand-600 sm:text-sm dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus:border-brand-400';

export function RecentJobsPage() {
  usePageTitle('Recent Jobs Posting');
  const searchId = useId();
  const locationId = useId();
  const { data: jobs = [], isPending } = useRecentJobs();
  const [filter, setFilter] = useState<RecentJobsFilter>({ search: '', location: '' });
  const [page, setPage] = useState(1);

  const places = useMemo(() => locationOptions(jobs), [jobs]);
  const matching = useMemo(() => filterRecentJobs(jobs, filter), [jobs, filter]);
  const pageCount = Math.max(1, Math.ceil(matching.length / RECENT_JOBS_PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const shown = matching.slice((currentPage - 1) * RECENT_JOBS_PAGE_SIZE, currentPage * RECENT_JOBS_PAGE_SIZE);

  // Any change of the filter starts again from the first page.
  const changeFilter = (change: Partial<RecentJobsFilter>) => {
    setFilter((current) => ({ ...current, ...change }));
    setPage(1);
  };

  return (
    <section>
      <PageHeader title="Recent Jobs Posting" description="The latest openings. Pick one to apply." />
      <div className="mb-6 grid gap-3 sm:grid-cols-[minmax(0,1fr)_16rem]">
        <div>
          <label htmlFor={searchId} className="sr-only">
            Search jobs
          </label>
          <input
            id={searchId}
            type="search"
            placeholder={RECENT_JOBS_TEXT.searchPlaceholder}
            value={filter.search}
            onChange={(event) => changeFilter({ search: event.target.value })}
            className={controlClasses}
          />
        </div>
        <div>
          <label htmlFor={locationId} className="sr-only">
            Filter by location
          </label>
          <select
            id={locationId}
            value={filter.location}
            onChange={(event) => changeFilter({ location: event.target.value })}
            className={controlClasses}
          >
            <option value="">All locations</option>
            {places.map((place) => (
              <option key={place} value={place}>
                {place}
              </option>
            ))}
          </select>
        </div>
      </div>

      {isPending ? (
        <div className="flex justify-center py-16 text-brand-600 dark:text-brand-300">
          <Spinner size="lg" label="Loading recent jobs" />
        </div>
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<BriefcaseIcon className="size-7" />}
          title={RECENT_JOBS_TEXT.emptyTitle}
          description={RECENT_JOBS_TEXT.emptyDescription}
        />
      ) : (
        <>
          <p className="sr-only" role="status">
            {matching.length} {matching.length === 1 ? 'job' : 'jobs'} found
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((job) => (
              <li key={job.posting_id}>
                <RecentJobCard job={job} headingLevel="h2" />
              </li>
            ))}
          </ul>
          {matching.length > RECENT_JOBS_PAGER_THRESHOLD && (
            <Pager
              className="mt-8"
              page={currentPage}
              pageCount={pageCount}
              onPageChange={setPage}
              label="Recent jobs pages"
            />
          )}
        </>
      )}
    </section>
  );
}
