import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PipelineAnswer, PipelineCard, PipelineColumn } from '../../../../shared/pipeline';
import { pipelineEndpoints } from '../../../../shared/pipeline-endpoints';
import { fakeServer, renderScreen, signInMember } from '../../../test/render';
import { PostingBoard } from './posting-board';

const POSTING_ID = '11111111-1111-4111-8111-111111111111';

function card(id: string, firstName: string, lastName: string): PipelineCard {
  return {
    application_id: id,
    first_name: firstName,
    last_name: lastName,
    created_at: '2026-11-30T09:00:00.000Z',
    status: 'Application Submitted',
    withdrawn_at: null,
    stage_entered_at: new Date().toISOString(),
    source: null,
    knockout: null,
    next_interview: null,
    scorecards: { submitted: 0 },
  };
}

function column(
  id: string,
  name: string,
  phase: PipelineColumn['phase'],
  position: number,
  cards: PipelineCard[],
): PipelineColumn {
  return { id, name, phase, position, email_template_id: null, no_email: true, count: cards.length, cards };
}

function board(columns: PipelineColumn[]): PipelineAnswer {
  return {
    status: 200,
    posting: {
      id: POSTING_ID,
      title: 'Backend engineer',
      location: 'Lisbon',
      is_active: true,
      openings: null,
      offers_accepted: 0,
    },
    data: columns,
  };
}

const STAGES = { status: 200 as const, data: [], email_delay_minutes: 0 };

function showBoard() {
  return renderScreen(<PostingBoard />, { at: `/jobs/${POSTING_ID}/board`, route: '/jobs/:id/board' });
}

describe('the posting board', () => {
  it('says it is loading while the board is on its way', async () => {
    signInMember('recruiter');
    fakeServer().hold(pipelineEndpoints.board).answer(pipelineEndpoints.stages, STAGES);
    showBoard();
    expect(await screen.findByText('Loading the board')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('says the board could not be loaded when the server refuses it', async () => {
    signInMember('recruiter');
    fakeServer().refuse(pipelineEndpoints.board, 404, 'Posting not found.').answer(pipelineEndpoints.stages, STAGES);
    showBoard();
    expect(await screen.findByRole('heading', { name: 'This board could not be loaded' })).toBeVisible();
  });

  it('shows each stage with its count, its cards, and an empty stage as empty', async () => {
    signInMember('recruiter');
    fakeServer()
      .answer(
        pipelineEndpoints.board,
        board([
          column('s1', 'Applied', 'Application Submitted', 0, [
            card('a1', 'Grace', 'Hopper'),
            card('a2', 'Alan', 'Turing'),
          ]),
          column('s2', 'Phone screen', 'Under Review', 1, []),
        ]),
      )
      .answer(pipelineEndpoints.stages, STAGES);
    showBoard();

    expect(await screen.findByRole('heading', { name: 'Board: Backend engineer' })).toBeVisible();
    const applied = screen.getByRole('region', { name: 'Applied' });
    expect(within(applied).getByRole('heading')).toHaveTextContent(/^Applied\s*2\s*applications$/);
    expect(within(applied).getByRole('link', { name: 'Grace Hopper' })).toBeVisible();
    expect(within(applied).getByRole('link', { name: 'Alan Turing' })).toBeVisible();
    const screening = screen.getByRole('region', { name: 'Phone screen' });
    expect(within(screening).getByText('No applications in this stage')).toBeVisible();
  });

  it('moves a card from the keyboard: → takes it to the next stage, which the server is asked to record', async () => {
    signInMember('recruiter');
    const grace = card('a1', 'Grace', 'Hopper');
    const server = fakeServer();
    // The board as the server keeps it: Grace is in the screening once her move is recorded.
    server
      .answer(pipelineEndpoints.board, () => {
        const moved = server.callsOf(pipelineEndpoints.move).length > 0;
        return board([
          column('s1', 'Applied', 'Application Submitted', 0, moved ? [] : [grace]),
          column('s2', 'Phone screen', 'Under Review', 1, moved ? [grace] : []),
        ]);
      })
      .answer(pipelineEndpoints.stages, STAGES)
      .answer(pipelineEndpoints.move, { status: 200, message: 'Status updated.' });
    const { user } = showBoard();

    const link = await screen.findByRole('link', { name: 'Grace Hopper' });
    for (let presses = 0; presses < 10 && document.activeElement !== link; presses++) await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{ArrowRight}');

    expect(await screen.findByText('Moved to Phone screen.')).toBeVisible();
    expect(server.callsOf(pipelineEndpoints.move).map((call) => call.body)).toEqual([{ id: 'a1', stage_id: 's2' }]);
    const screening = screen.getByRole('region', { name: 'Phone screen' });
    expect(within(screening).getByRole('link', { name: 'Grace Hopper' })).toHaveFocus();
  });

  it('puts a card back and says why when the server refuses the move', async () => {
    signInMember('recruiter');
    fakeServer()
      .answer(
        pipelineEndpoints.board,
        board([
          column('s1', 'Applied', 'Application Submitted', 0, [card('a1', 'Grace', 'Hopper')]),
          column('s2', 'Phone screen', 'Under Review', 1, []),
        ]),
      )
      .answer(pipelineEndpoints.stages, STAGES)
      .refuse(pipelineEndpoints.move, 409, 'The application was withdrawn.');
    const { user } = showBoard();

    await screen.findByRole('link', { name: 'Grace Hopper' });
    await user.click(screen.getByRole('button', { name: /^Move to\s*another stage: Grace Hopper$/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Phone screen' }));

    expect(
      await screen.findByText('Grace Hopper could not be moved: The application was withdrawn.'),
    ).toBeInTheDocument();
    const applied = screen.getByRole('region', { name: 'Applied' });
    expect(await within(applied).findByRole('link', { name: 'Grace Hopper' })).toBeVisible();
  });

  it('offers no moves to a member who may only read the board', async () => {
    signInMember('interviewer');
    fakeServer()
      .answer(
        pipelineEndpoints.board,
        board([column('s1', 'Applied', 'Application Submitted', 0, [card('a1', 'Grace', 'Hopper')])]),
      )
      .answer(pipelineEndpoints.stages, STAGES);
    showBoard();

    expect(await screen.findByRole('link', { name: 'Grace Hopper' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Move to/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select Grace Hopper' })).not.toBeInTheDocument();
  });
});
