import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SCORECARD_MESSAGES, SCORECARD_TOASTS, type Scorecard } from '../../../../shared/scorecards';
import { scorecardEndpoints } from '../../../../shared/scorecards-endpoints';
import { fakeServer, renderScreen, signInMember } from '../../../test/render';
import { ScorecardForm } from './scorecard-form';

const CRITERION_ID = '44444444-4444-4444-8444-444444444444';

const DRAFT: Scorecard = {
  id: '55555555-5555-4555-8555-555555555555',
  application_id: '22222222-2222-4222-8222-222222222222',
  author: { id: '00000000-0000-4000-8000-000000000001', name: 'Ada Admin' },
  interview: null,
  status: 'draft',
  submitted_at: null,
  editable_until: null,
  updated_at: '2026-12-06T07:00:00.000Z',
  template: {
    template_id: '66666666-6666-4666-8666-666666666666',
    version_id: '77777777-7777-4777-8777-777777777777',
    version: 1,
    name: 'Engineering interview',
    sections: [{ name: 'Craft', criteria: [{ id: CRITERION_ID, name: 'Problem solving', hint: 'Breaks it down.' }] }],
  },
  ratings: {},
  recommendation: null,
  summary: '',
};

function showForm(server = fakeServer()) {
  signInMember('interviewer');
  const onDone = vi.fn();
  const view = renderScreen(<ScorecardForm scorecard={DRAFT} onDone={onDone} />);
  return { ...view, server, onDone };
}

const saved = (body: unknown): Scorecard => ({ ...DRAFT, ...(body as Partial<Scorecard>) });

describe('the scorecard form', () => {
  it('asks for each criterion and the overall recommendation', () => {
    showForm();
    const form = screen.getByRole('form', { name: 'Your scorecard' });
    const criterion = within(form).getByRole('group', { name: 'Problem solving' });
    expect(
      within(criterion)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Strong no', 'No', 'Yes', 'Strong yes']);
    expect(within(form).getByRole('group', { name: /Overall recommendation/ })).toBeVisible();
    expect(within(form).getByText('Draft: Saved')).toBeVisible();
  });

  it('asks for a written reason once the recommendation is Strong, chosen with the arrow keys', async () => {
    const { user } = showForm();
    const overall = screen.getByRole('group', { name: /Overall recommendation/ });
    await user.click(within(overall).getByRole('radio', { name: 'Yes' }));
    expect(screen.queryByText('A Strong recommendation needs a written reason.')).not.toBeInTheDocument();

    await user.keyboard('{ArrowRight}');

    expect(within(overall).getByRole('radio', { name: 'Strong yes' })).toBeChecked();
    expect(screen.getByText('A Strong recommendation needs a written reason.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Summary/ })).toBeRequired();
  });

  it('shows the server’s message beside the recommendation when it refuses the scorecard', async () => {
    const server = fakeServer().refuse(scorecardEndpoints.saveMine, 400, SCORECARD_MESSAGES.recommendation, {
      recommendation: SCORECARD_MESSAGES.recommendation,
    });
    const { user, onDone } = showForm(server);

    await user.click(screen.getByRole('button', { name: 'Submit scorecard' }));

    // Beside the choice, and in the toast.
    expect(await screen.findAllByText(SCORECARD_MESSAGES.recommendation)).toHaveLength(2);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('submits the ratings and the recommendation, says so and closes', async () => {
    const server = fakeServer();
    server.answer(scorecardEndpoints.saveMine, (call) => ({ status: 200 as const, data: saved(call.body) }));
    const { user, onDone } = showForm(server);

    await user.click(
      within(screen.getByRole('group', { name: 'Problem solving' })).getByRole('radio', { name: 'Strong yes' }),
    );
    await user.click(
      within(screen.getByRole('group', { name: /Overall recommendation/ })).getByRole('radio', { name: 'Yes' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit scorecard' }));

    expect(await screen.findByText(SCORECARD_TOASTS.submitted)).toBeVisible();
    expect(onDone).toHaveBeenCalledOnce();
    const submitted = server
      .callsOf(scorecardEndpoints.saveMine)
      .filter((call) => (call.body as { submit: boolean }).submit);
    expect(submitted.map((call) => call.body)).toEqual([
      {
        interview_id: null,
        ratings: { [CRITERION_ID]: { rating: 'strong_yes', note: '' } },
        recommendation: 'yes',
        summary: '',
        submit: true,
      },
    ]);
  });

  it('saves the draft by itself after a pause in writing', async () => {
    const server = fakeServer();
    server.answer(scorecardEndpoints.saveMine, (call) => ({ status: 200 as const, data: saved(call.body) }));
    const { user } = showForm(server);

    await user.type(screen.getByRole('textbox', { name: /Summary/ }), 'Clear thinker.');
    expect(screen.getByText('Draft: Unsaved changes')).toBeVisible();

    expect(await screen.findByText('Draft: Saved', {}, { timeout: 3000 })).toBeVisible();
    expect(server.callsOf(scorecardEndpoints.saveMine).map((call) => call.body)).toEqual([
      expect.objectContaining({ summary: 'Clear thinker.', submit: false }),
    ]);
  });
});
