import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { APPLICATION_TOASTS } from '../../../../shared/applications';
import { postingLocation } from '../../../../shared/locations';
import { Card } from '../../../components/card';
import { Pager } from '../../../components/pager';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { PATHS } from '../../../lib/paths';
import { useDebounced } from '../../../lib/use-debounced';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useCandidateApplications } from '../api/get-candidate-applications';
import { usePostingChoices } from '../api/get-posting-choices';
import { useRecruiterApplications } from '../api/get-recruiter-applications';
import { filterApplications } from '../filter-applications';
import { ApplicationCards } from './application-cards';
import type { ApplicationSelection, ListBodyProps } from './application-cells';
import { ApplicationsTable } from './applications-table';
import {
  type FilterChange,
  RoleFilter,
  searchFrame,
  selectFrame,
  StageFilter,
  useAddressFilters,
  useSourceOptions,
} from './applications-filters';

/** The candidate screen's page size (specification, section 9). */
const CANDIDATE_PAGE_SIZE = 5;
/** The recruiter's full list is paginated by the database; 20 rows fit a screen and load fast. */
const RECRUITER_PAGE_SIZE = 20;
/** The recruiter dashboard shows the newest few. */
const RECRUITER_DASHBOARD_SIZE = 5;

/** A failed call versus an unreachable server, in the specification's words. */
function fetchErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status !== 0
    ? 'Failed to fetch applications.'
    : 'An unexpected error occurred.';
}

function ListHeading({ dashboard, action }: { dashboard: boolean; action?: ReactNode }) {
  const Heading = dashboard ? 'h2' : 'h1';
  return (
    <div className="flex items-center justify-between gap-3">
      <Heading
        className={`font-bold tracking-tight text-slate-900 dark:text-white ${dashboard ? 'text-lg' : 'text-2xl'}`}
      >
        Applications
      </Heading>
      {action}
    </div>
  );
}

function ListFrame({
  dashboard,
  action,
  filters,
  body,
  pager,
}: {
  dashboard: boolean;
  action?: ReactNode;
  filters?: ReactNode;
  body: ListBodyProps;
  pager?: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-4">
      <ListHeading dashboard={dashboard} action={action} />
      {filters && <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">{filters}</div>}
      {body.selection?.bar}
      <Card className="overflow-hidden max-md:border-0 max-md:bg-transparent max-md:shadow-none dark:max-md:bg-transparent">
        <ApplicationsTable {...body} />
        <ApplicationCards {...body} />
      </Card>
      {pager}
    </section>
  );
}

interface ApplicationsListProps {
  /** Dashboard mode: no filters and no pager, inside a dashboard. */
  dashboard?: boolean;
}

interface RecruiterApplicationsListProps extends ApplicationsListProps {
  /** Checkboxes on each application, for members who move applications. */
  selection?: ApplicationSelection;
}

/** The candidate's own applications, filtered on the client (specification, section 5). */
export function CandidateApplicationsList({ dashboard = false }: ApplicationsListProps) {
  const query = useCandidateApplications();
  const [role, setRole] = useState('');
  const [company, setCompany] = useState('');
  const [stage, setStage] = useState('');
  const [page, setPage] = useState(1);
  useQueryFailure(query, APPLICATION_TOASTS.fetchApplicationsFailed);

  const applications = useMemo(() => query.data ?? [], [query.data]);
  const companies = useMemo(
    () => [...new Set(applications.map((application) => application.company_name))].sort((a, b) => a.localeCompare(b)),
    [applications],
  );
  const filtered = useMemo(
    () => (dashboard ? applications : filterApplications(applications, { role, company, stage })),
    [applications, dashboard, role, company, stage],
  );
  const pageCount = Math.max(1, Math.ceil(filtered.length / CANDIDATE_PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const shown = dashboard
    ? filtered
    : filtered.slice((currentPage - 1) * CANDIDATE_PAGE_SIZE, currentPage * CANDIDATE_PAGE_SIZE);

  // Any change of a filter starts again from the first page.
  const filterChange =
    (set: (value: string) => void): FilterChange =>
    (event) => {
      set(event.target.value);
      setPage(1);
    };

  return (
    <ListFrame
      dashboard={dashboard}
      filters={
        !dashboard && (
          <>
            <RoleFilter value={role} onChange={filterChange(setRole)} />
            <SelectField
              label="Filter by Company"
              emptyOption="All companies"
              options={companies}
              value={company}
              onChange={filterChange(setCompany)}
              className={selectFrame}
            />
            <StageFilter value={stage} onChange={filterChange(setStage)} />
          </>
        )
      }
      body={{
        variant: 'candidate',
        applications: shown,
        loading: query.isPending,
        errorMessage: query.isError ? fetchErrorMessage(query.error) : null,
      }}
      pager={
        !dashboard &&
        filtered.length > CANDIDATE_PAGE_SIZE && (
          <Pager page={currentPage} pageCount={pageCount} onPageChange={setPage} label="Applications pages" />
        )
      }
    />
  );
}

/**
 * Every application to the company's postings. Name, role, stage, posting, location and source are filtered together
 * in the database (docs/decisions/005-recruiter-candidate-search.md), one page at a time.
 */
export function RecruiterApplicationsList({ dashboard = false, selection }: RecruiterApplicationsListProps) {
  const [name, setName] = useState('');
  const [role, setRole] = useState('');
  const [stage, setStage] = useState('');
  const [page, setPage] = useState(1);
  const { postingId, location, source, setPostingId, setLocation, setSource } = useAddressFilters();
  const search = useDebounced(name);
  const roleSearch = useDebounced(role);
  const limit = dashboard ? RECRUITER_DASHBOARD_SIZE : RECRUITER_PAGE_SIZE;
  const query = useRecruiterApplications({
    search: dashboard ? '' : search,
    role: dashboard ? '' : roleSearch,
    status: dashboard ? '' : stage,
    postingId: dashboard ? '' : postingId,
    location: dashboard ? '' : location,
    source: dashboard ? '' : source,
    page: dashboard ? 1 : page,
    limit,
  });
  useQueryFailure(query, APPLICATION_TOASTS.fetchJobApplicationsFailed);
  const postings = usePostingChoices(!dashboard).data;
  const sourceOptions = useSourceOptions(!dashboard, source);
  const postingOptions = useMemo(
    () => (postings ?? []).map((posting) => ({ value: posting.id, label: `${posting.title} (${posting.city})` })),
    [postings],
  );
  const locations = useMemo(
    () => [...new Set((postings ?? []).map(postingLocation))].sort((a, b) => a.localeCompare(b)),
    [postings],
  );

  // Any change of a filter starts again from the first page; typed text reaches the server after a pause.
  const filterChange =
    (set: (value: string) => void): FilterChange =>
    (event) => {
      set(event.target.value);
      setPage(1);
    };

  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / limit));

  return (
    <ListFrame
      dashboard={dashboard}
      action={
        dashboard && (
          <Link
            to={PATHS.candidates}
            className="text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline dark:text-brand-300 dark:hover:text-brand-200"
          >
            See All
          </Link>
        )
      }
      filters={
        !dashboard && (
          <>
            <TextField
              label="Candidate"
              type="search"
              placeholder="Search by first or last name..."
              value={name}
              onChange={filterChange(setName)}
              className={searchFrame}
            />
            <RoleFilter value={role} onChange={filterChange(setRole)} />
            <StageFilter value={stage} onChange={filterChange(setStage)} />
            <SelectField
              label="Filter by Posting"
              emptyOption="All postings"
              // A posting not (yet) among the choices still shows as chosen rather than as every posting.
              options={
                postingId && !postingOptions.some((option) => option.value === postingId)
                  ? [...postingOptions, { value: postingId, label: 'This posting' }]
                  : postingOptions
              }
              value={postingId}
              onChange={filterChange(setPostingId)}
              className={selectFrame}
            />
            <SelectField
              label="Filter by Location"
              emptyOption="All locations"
              options={location && !locations.includes(location) ? [...locations, location] : locations}
              value={location}
              onChange={filterChange(setLocation)}
              className={selectFrame}
            />
            <SelectField
              label="Filter by Source"
              emptyOption="All sources"
              options={sourceOptions}
              value={source}
              onChange={filterChange(setSource)}
              className={selectFrame}
            />
          </>
        )
      }
      body={{
        variant: 'recruiter',
        applications: query.data?.items ?? [],
        loading: query.isPending,
        errorMessage: query.isError ? fetchErrorMessage(query.error) : null,
        selection,
      }}
      pager={
        !dashboard &&
        total > limit && <Pager page={page} pageCount={pageCount} onPageChange={setPage} label="Applications pages" />
      }
    />
  );
}
