import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { APPLICATION_STATUSES } from '../../../../shared/applications';
import { SEARCH_MAX, SEARCH_MESSAGES, SEARCH_PAGE_SIZE, type SearchQuery } from '../../../../shared/search';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { SearchIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { StatusBadge } from '../../../components/status-badge';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatListDate } from '../../../lib/dates';
import { candidatePath } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSearchApplications, useSearchPostings, useSearchStages } from '../api/search-applications';
import { SearchSnippet } from '../components/search-snippet';

const FILTERS = ['posting_id', 'stage_id', 'status', 'source', 'from', 'to'] as const;

/** The search and its filters, as the address holds them, so that a search can be shared and gone back to. */
function queryOf(params: URLSearchParams): SearchQuery {
  const query: Record<string, string | number> = { q: params.get('q') ?? '' };
  for (const name of FILTERS) {
    const value = params.get(name);
    if (value) query[name] = value;
  }
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query as SearchQuery;
}

/** /search — the company's applications a member may see, best match first, each opening its application. */
export function SearchPage() {
  usePageTitle('Search');
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const [typed, setTyped] = useState(query.q);
  // A search started elsewhere (the top bar, going back) puts its words in the field.
  const [searched, setSearched] = useState(query.q);
  if (searched !== query.q) {
    setSearched(query.q);
    setTyped(query.q);
  }
  const results = useSearchApplications(query);
  const postings = useSearchPostings();
  const stages = useSearchStages(Boolean(query.posting_id));
  const refused = results.error instanceof ApiError ? results.error.message : undefined;

  const change = (changes: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  const filter = (name: (typeof FILTERS)[number]) => (event: { target: { value: string } }) =>
    change({ [name]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ q: typed.trim() });
  };

  const total = results.data?.total ?? 0;
  const pageCount = Math.ceil(total / SEARCH_PAGE_SIZE);

  return (
    <section>
      <PageHeader
        title="Search"
        description={
          'Names, e-mails, phones, cities, jobs, sources, notes, answers and resumes. Use "exact phrase", -word to leave out, or.'
        }
      />
      <Card className="mb-6 p-5">
        <form role="search" onSubmit={submit} className="flex items-end gap-3">
          <TextField
            className="flex-1"
            label="Search applications"
            type="search"
            value={typed}
            maxLength={SEARCH_MAX}
            onChange={(event) => setTyped(event.target.value)}
            error={refused}
          />
          <Button type="submit">Search</Button>
        </form>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <SelectField
            label="Job"
            emptyOption="Every job"
            options={(postings.data ?? []).map((posting) => ({ value: posting.id, label: posting.title }))}
            value={query.posting_id ?? ''}
            // A stage is chosen within a job: every job leaves the stage too.
            onChange={(event) =>
              change({ posting_id: event.target.value, ...(!event.target.value && { stage_id: '' }) })
            }
          />
          <SelectField
            label="Stage"
            emptyOption={query.posting_id ? 'Every stage' : 'Choose a job first'}
            options={(stages.data?.data ?? []).map((stage) => ({ value: stage.id, label: stage.name }))}
            value={query.stage_id ?? ''}
            disabled={!query.posting_id}
            onChange={filter('stage_id')}
          />
          <SelectField
            label="Status"
            emptyOption="Every status"
            options={APPLICATION_STATUSES}
            value={query.status ?? ''}
            onChange={filter('status')}
          />
          <TextField label="Source" value={query.source ?? ''} onChange={filter('source')} maxLength={100} />
          <TextField label="Applied from" type="date" value={query.from ?? ''} onChange={filter('from')} />
          <TextField label="Applied to" type="date" value={query.to ?? ''} onChange={filter('to')} />
        </div>
      </Card>
      {query.q === '' ? null : results.isPending ? (
        <Spinner />
      ) : total === 0 ? (
        <EmptyState title={SEARCH_MESSAGES.noResults} icon={<SearchIcon className="size-7" />} />
      ) : (
        <>
          <p role="status" className="mb-3 text-sm text-slate-600 dark:text-slate-300">
            {total} {total === 1 ? 'application' : 'applications'} found
          </p>
          <ol aria-busy={results.isPlaceholderData} className="grid gap-3">
            {results.data?.data.map((result) => (
              <li key={result.application_id}>
                <Card className="p-4">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h2 className="text-base font-semibold">
                      <Link
                        to={candidatePath(result.application_id)}
                        className="text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
                      >
                        {result.first_name} {result.last_name}
                      </Link>
                    </h2>
                    <StatusBadge status={result.status} />
                  </div>
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                    {result.posting.title} · {result.stage.name} · Applied {formatListDate(result.created_at)}
                  </p>
                  <SearchSnippet snippet={result.snippet} />
                </Card>
              </li>
            ))}
          </ol>
          <Pager
            className="mt-6"
            page={query.page ?? 1}
            pageCount={pageCount}
            onPageChange={(page) => change({ page: String(page) })}
            label="Search result pages"
          />
        </>
      )}
    </section>
  );
}
