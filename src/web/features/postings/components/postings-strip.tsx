import { Link } from 'react-router';
import { POSTING_TOASTS } from '../../../../shared/postings';
import { ScrollStrip } from '../../../components/scroll-strip';
import { Spinner } from '../../../components/spinner';
import { useMember } from '../../../lib/member';
import { PATHS } from '../../../lib/paths';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { usePostings } from '../api/get-postings';
import { FirstSteps } from './first-steps';
import { NoPostingsState } from './no-postings-state';
import { CompanyPostingCard } from './company-posting-card';

/** The dashboard shows the newest few openings; the full list is one click away. */
const STRIP_SIZE = 10;

/** The recruiter dashboard's 'Current Openings': a horizontal strip of the first postings. */
export function PostingsStrip() {
  const postings = usePostings();
  // The first steps are making postings: a member who may not make any waits to be put on a hiring team.
  const mayCreate = useMember().can('managePostings');

  useQueryFailure(postings, POSTING_TOASTS.fetchJobsFailed);

  const all = postings.data ?? [];

  return (
    <section aria-labelledby="current-openings-heading">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id="current-openings-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          Current Openings ({all.length})
        </h2>
        <Link
          to={PATHS.jobs}
          className="rounded text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          See All<span className="sr-only"> openings</span>
        </Link>
      </div>
      {postings.isPending ? (
        <div className="flex justify-center py-10 text-brand-600 dark:text-brand-300">
          <Spinner size="lg" label="Loading your openings…" />
        </div>
      ) : all.length === 0 ? (
        <div className="flex flex-col gap-4">
          {mayCreate && <FirstSteps />}
          <NoPostingsState />
        </div>
      ) : (
        <ScrollStrip label="Current openings">
          {all.slice(0, STRIP_SIZE).map((posting) => (
            <li key={posting.id} className="w-72 shrink-0 snap-start">
              <CompanyPostingCard posting={posting} />
            </li>
          ))}
        </ScrollStrip>
      )}
    </section>
  );
}
