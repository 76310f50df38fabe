import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompanyStage } from '../../../../shared/pipeline';
import { pipelineEndpoints } from '../../../../shared/pipeline-endpoints';
import type { PostingCard } from '../../../../shared/postings';
import { postingEndpoints } from '../../../../shared/postings-endpoints';
import { SEARCH_MESSAGES, type SearchAnswer } from '../../../../shared/search';
import { searchEndpoints } from '../../../../shared/search-endpoints';
import { fakeServer, renderScreen, signInMember } from '../../../test/render';
import { SearchPage } from './search-page';

const POSTING: PostingCard = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Backend engineer',
  city: 'Lisbon',
  country: 'Portugal',
  deadline: null,
  is_active: true,
  num_applications: 2,
  applied_today: 0,
};

const SCREENING: CompanyStage = {
  id: '88888888-8888-4888-8888-888888888888',
  name: 'Phone screen',
  phase: 'Under Review',
  position: 1,
  email_template_id: null,
  no_email: true,
  scorecard_template_id: null,
};

const FOUND: SearchAnswer = {
  status: 200,
  total: 1,
  data: [
    {
      application_id: 'a1',
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.test',
      posting: { id: POSTING.id, title: POSTING.title },
      stage: { id: SCREENING.id, name: SCREENING.name },
      status: 'Under Review',
      source: null,
      created_at: '2026-11-30T09:00:00.000Z',
      snippet: 'Wrote the first compiler.',
      rank: 1,
    },
  ],
};

function showSearch(at: string, results: SearchAnswer = FOUND) {
  signInMember('recruiter');
  const server = fakeServer()
    .answer(postingEndpoints.list, { status: 200, data: [POSTING] })
    .answer(pipelineEndpoints.stages, { status: 200, data: [SCREENING], email_delay_minutes: 0 })
    .answer(searchEndpoints.search, results);
  const view = renderScreen(<SearchPage />, { at, route: '/search' });
  return { ...view, server };
}

const searchesMade = (server: ReturnType<typeof showSearch>['server']) =>
  server.callsOf(searchEndpoints.search).map((call) => Object.fromEntries(call.query));

describe('the search page and its filters', () => {
  it('asks nothing before words are typed, and keeps the stage until a job is chosen', async () => {
    const { server } = showSearch('/search');
    expect(await screen.findByRole('option', { name: 'Backend engineer' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Stage' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveDisplayValue('Choose a job first');
    expect(searchesMade(server)).toEqual([]);
  });

  it('searches what is typed when Enter is pressed and lists what matches', async () => {
    const { user, server } = showSearch('/search');

    await user.type(screen.getByRole('searchbox', { name: 'Search applications' }), '  compiler {Enter}');

    expect(await screen.findByText('1 application found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Grace Hopper' })).toBeVisible();
    expect(screen.getByText('Wrote the first compiler.')).toBeVisible();
    expect(searchesMade(server)).toEqual([{ q: 'compiler' }]);
  });

  it('narrows the search to a job and one of its stages, and lets go of the stage with the job', async () => {
    const { user, server } = showSearch('/search?q=compiler');
    await screen.findByText('1 application found');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Job' }), 'Backend engineer');
    const stage = screen.getByRole('combobox', { name: 'Stage' });
    expect(stage).toBeEnabled();
    await user.selectOptions(stage, await within(stage).findByRole('option', { name: 'Phone screen' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Under Review');
    expect(searchesMade(server).at(-1)).toEqual({
      q: 'compiler',
      posting_id: POSTING.id,
      stage_id: SCREENING.id,
      status: 'Under Review',
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Job' }), 'Every job');
    expect(screen.getByRole('combobox', { name: 'Stage' })).toBeDisabled();
    expect(searchesMade(server).at(-1)).toEqual({ q: 'compiler', status: 'Under Review' });
  });

  it('says when nothing matches', async () => {
    showSearch('/search?q=nobody', { status: 200, total: 0, data: [] });
    expect(await screen.findByRole('heading', { name: SEARCH_MESSAGES.noResults })).toBeVisible();
  });

  it('shows the server’s refusal under the search field', async () => {
    signInMember('recruiter');
    fakeServer()
      .answer(postingEndpoints.list, { status: 200, data: [POSTING] })
      .refuse(searchEndpoints.search, 400, SEARCH_MESSAGES.period);
    renderScreen(<SearchPage />, { at: '/search?q=compiler&from=2026-12-01&to=2026-11-01', route: '/search' });

    const field = screen.getByRole('searchbox', { name: 'Search applications' });
    expect(await screen.findByText(SEARCH_MESSAGES.period)).toBeVisible();
    expect(field).toHaveAccessibleDescription(SEARCH_MESSAGES.period);
  });
});
