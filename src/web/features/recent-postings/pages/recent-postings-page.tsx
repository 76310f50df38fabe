import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { PostingFilters } from '../../../components/posting-filters';
import { BriefcaseIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { Spinner } from '../../../components/spinner';
import { useDebounced } from '../../../lib/use-debounced';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRecentPostings } from '../api/get-recent-postings';
import { RecentPostingCard } from '../components/recent-posting-card';
import { RECENT_POSTINGS_PAGE_SIZE, RECENT_POSTINGS_PAGER_THRESHOLD, RECENT_POSTINGS_TEXT } from '../messages';

/** /recent-jobs: open postings searched, filtered and paged by the server, 12 to a page. */
export function RecentPostingsPage() {
  usePageTitle('Recent Jobs Posting');
  const [search, setSearch] = useState('');
  const [location, setLocation] = useState('');
  const [page, setPage] = useState(1);
  const { data, isPending, isPlaceholderData } = useRecentPostings({
    search: useDebounced(search),
    location,
    page,
    limit: RECENT_POSTINGS_PAGE_SIZE,
  });
  const postings = data?.data ?? [];
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / RECENT_POSTINGS_PAGE_SIZE));

  // Postings close while a candidate reads; a page past the new end shows the last one instead of nothing.
  if (data && !isPlaceholderData && page > pageCount) setPage(pageCount);

  return (
    <section>
      <PageHeader title="Recent Jobs Posting" description="The latest openings. Pick one to apply." />
      <PostingFilters
        search={search}
        location={location}
        locations={data?.locations ?? []}
        // Any change of the filter starts again from the first page.
        onSearchChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        onLocationChange={(value) => {
          setLocation(value);
          setPage(1);
        }}
      />

      {isPending ? (
        <div className="flex justify-center py-16 text-brand-600 dark:text-brand-300">
          <Spinner size="lg" label="Loading recent jobs" />
        </div>
      ) : postings.length === 0 ? (
        <EmptyState
          icon={<BriefcaseIcon className="size-7" />}
          title={RECENT_POSTINGS_TEXT.emptyTitle}
          description={RECENT_POSTINGS_TEXT.emptyDescription}
        />
      ) : (
        <>
          <p className="sr-only" role="status">
            {total} {total === 1 ? 'job' : 'jobs'} found
          </p>
          <ul aria-busy={isPlaceholderData} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {postings.map((posting) => (
              <li key={posting.posting_id}>
                <RecentPostingCard posting={posting} headingLevel="h2" />
              </li>
            ))}
          </ul>
          {total > RECENT_POSTINGS_PAGER_THRESHOLD && (
            <Pager
              className="mt-8"
              page={page}
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
