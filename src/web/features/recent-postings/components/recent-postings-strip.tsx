import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { BriefcaseIcon } from '../../../components/icons';
import { ScrollStrip } from '../../../components/scroll-strip';
import { Spinner } from '../../../components/spinner';
import { PATHS } from '../../../lib/paths';
import { useRecentPostings } from '../api/get-recent-postings';
import { RECENT_POSTINGS_TEXT, STRIP_LIMIT } from '../messages';
import { RecentPostingCard } from './recent-posting-card';

/** The candidate home's 'Current Openings': how many there are, and the newest few in one scrolling row. */
export function RecentPostingsStrip() {
  const { data, isPending } = useRecentPostings({ search: '', location: '', page: 1, limit: STRIP_LIMIT });
  const postings = data?.data ?? [];

  return (
    <section aria-labelledby="recent-jobs-strip-heading">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id="recent-jobs-strip-heading" className="text-xl font-bold tracking-tight text-slate-900 dark:text-white">
          {isPending ? 'Current Openings' : `Current Openings (${String(data?.total ?? 0)})`}
        </h2>
        <Link
          to={PATHS.recentPostings}
          className="rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline dark:text-brand-300 dark:hover:text-brand-200"
        >
          See All
        </Link>
      </div>
      {isPending ? (
        <div className="flex justify-center py-10 text-brand-600 dark:text-brand-300">
          <Spinner label="Loading recent jobs" />
        </div>
      ) : postings.length === 0 ? (
        <EmptyState
          icon={<BriefcaseIcon className="size-7" />}
          title={RECENT_POSTINGS_TEXT.emptyTitle}
          description={RECENT_POSTINGS_TEXT.emptyDescription}
        />
      ) : (
        <ScrollStrip label="Current openings">
          {postings.map((posting) => (
            <li key={posting.posting_id} className="w-72 shrink-0 snap-start">
              <RecentPostingCard posting={posting} />
            </li>
          ))}
        </ScrollStrip>
      )}
    </section>
  );
}
