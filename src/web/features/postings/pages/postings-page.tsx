import { useState } from 'react';
import { POSTING_TOASTS } from '../../../../shared/postings';
import { ButtonLink } from '../../../components/button-link';
import { PostingFilters } from '../../../components/posting-filters';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { useMember } from '../../../lib/member';
import { PATHS } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { usePostings } from '../api/get-postings';
import { NoPostingsState } from '../components/no-postings-state';
import { CompanyPostingCard } from '../components/company-posting-card';
import { filterPostings, POSTING_STATES, postingLocations, type PostingState } from '../filter-postings';

const PAGE_SIZE = 12;

/** /jobs: every posting of the recruiter, searchable and filterable by location, 12 to a page. */
export function PostingsPage() {
  usePageTitle('Current Openings');
  const postings = usePostings();
  const mayCreate = useMember().can('managePostings');
  const [search, setSearch] = useState('');
  const [location, setLocation] = useState('');
  const [state, setState] = useState<PostingState>('');
  const [page, setPage] = useState(1);

  useQueryFailure(postings, POSTING_TOASTS.fetchJobsFailed);

  const all = postings.data ?? [];
  const matching = filterPostings(all, search, location, state);
  const pageCount = Math.ceil(matching.length / PAGE_SIZE);
  const currentPage = Math.min(page, Math.max(pageCount, 1));
  const shown = matching.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE);

  return (
    <section>
      <PageHeader
        title="Current Openings"
        description={
          mayCreate
            ? 'Every job your company has posted, newest first.'
            : 'The jobs whose hiring team you are on, newest first.'
        }
        // With no posting at all, the empty state below carries the one Create Job button.
        actions={mayCreate && all.length > 0 && <ButtonLink to={PATHS.createJob}>Create Job</ButtonLink>}
      />
      <PostingFilters
        search={search}
        location={location}
        locations={postingLocations(all)}
        // Any change of the filter starts again from the first page.
        onSearchChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        onLocationChange={(value) => {
          setLocation(value);
          setPage(1);
        }}
      >
        <SelectField
          label="Filter by status"
          hideLabel
          emptyOption="All postings"
          options={POSTING_STATES}
          value={state}
          onChange={(event) => {
            setState(event.target.value as PostingState);
            setPage(1);
          }}
        />
      </PostingFilters>
      {postings.isPending ? (
        <div className="flex justify-center py-16 text-brand-600 dark:text-brand-300">
          <Spinner size="lg" label="Loading your openings…" />
        </div>
      ) : shown.length === 0 ? (
        <NoPostingsState description={all.length > 0 ? 'No posting matches your search or filters.' : undefined} />
      ) : (
        <>
          <p className="sr-only" role="status">
            {matching.length} {matching.length === 1 ? 'job' : 'jobs'} found
          </p>
          <ul aria-label="Job postings" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
            {shown.map((posting) => (
              <li key={posting.id}>
                <CompanyPostingCard posting={posting} />
              </li>
            ))}
          </ul>
          {matching.length > PAGE_SIZE && (
            <Pager
              className="mt-8"
              label="Job postings pages"
              page={currentPage}
              pageCount={pageCount}
              onPageChange={setPage}
            />
          )}
        </>
      )}
    </section>
  );
}
