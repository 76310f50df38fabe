import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultInterviewTitle, INTERVIEW_MESSAGES, INTERVIEW_TOASTS } from '../../../../shared/interviews';
import { interviewEndpoints } from '../../../../shared/interviews-endpoints';
import { scorecardEndpoints } from '../../../../shared/scorecards-endpoints';
import { teamEndpoints } from '../../../../shared/team-endpoints';
import { fakeServer, renderScreen, signInMember } from '../../../test/render';
import { InterviewDialog } from './interview-dialog';

const APPLICATION_ID = '22222222-2222-4222-8222-222222222222';
const BORIS = { id: '00000000-0000-4000-8000-000000000002', name: 'Boris Builder', role: 'interviewer' as const };

function showDialog() {
  const member = signInMember('recruiter');
  const server = fakeServer()
    .answer(teamEndpoints.members, { status: 200, data: [member, BORIS] })
    .answer(scorecardEndpoints.templates, { status: 200, data: [] });
  const onClose = vi.fn();
  const view = renderScreen(
    <InterviewDialog
      applicationId={APPLICATION_ID}
      jobTitle="Backend engineer"
      status="Under Review"
      onClose={onClose}
    />,
  );
  return { ...view, server, onClose, member };
}

describe('the interview scheduling dialog', () => {
  it('opens on a new interview for the posting, with no interviewer until the scheduler ticks one, themselves included', async () => {
    showDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Schedule interview' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue(
      defaultInterviewTitle('Backend engineer'),
    );
    expect(await within(dialog).findByRole('checkbox', { name: 'Ada Admin' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Boris Builder' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: /Move the application to Interview Scheduled/ })).toBeChecked();
  });

  it('asks for a date and time before anything is sent', async () => {
    const { user, server, onClose } = showDialog();
    await screen.findByRole('dialog', { name: 'Schedule interview' });

    await user.click(screen.getByRole('button', { name: 'Schedule interview' }));

    expect(await screen.findByText(INTERVIEW_MESSAGES.start)).toBeVisible();
    expect(server.callsOf(interviewEndpoints.schedule)).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks for an interviewer before anything is sent, the scheduler not being one unticked', async () => {
    const { user, server } = showDialog();
    await screen.findByRole('dialog', { name: 'Schedule interview' });

    await user.type(screen.getByLabelText(/Date and time/), '2026-12-10T10:00');
    await user.click(screen.getByRole('button', { name: 'Schedule interview' }));

    expect(await screen.findByText(INTERVIEW_MESSAGES.interviewers)).toBeVisible();
    expect(server.callsOf(interviewEndpoints.schedule)).toHaveLength(0);
  });

  it('asks for at least two times when the candidate picks', async () => {
    const { user, server } = showDialog();
    await screen.findByRole('dialog', { name: 'Schedule interview' });

    await user.click(screen.getByRole('radio', { name: 'Let the candidate pick' }));
    await user.type(screen.getByLabelText('Time 1'), '2026-12-10T10:00');
    await user.click(screen.getByRole('button', { name: 'Schedule interview' }));

    expect(await screen.findByText(INTERVIEW_MESSAGES.slots)).toBeVisible();
    expect(server.callsOf(interviewEndpoints.schedule)).toHaveLength(0);
  });

  it('schedules the interview with its time, zone and interviewers, says so and closes', async () => {
    const { user, server, onClose, member } = showDialog();
    server.answer(interviewEndpoints.schedule, (call) => ({
      status: 201 as const,
      data: {
        id: '33333333-3333-4333-8333-333333333333',
        application_id: APPLICATION_ID,
        title: 'Interview: Backend engineer',
        kind: 'video' as const,
        starts_at: '2026-12-10T10:00:00.000Z',
        ends_at: '2026-12-10T11:00:00.000Z',
        time_zone: String((call.body as { time_zone: string }).time_zone),
        location: '',
        video_url: null,
        note: '',
        interviewers: [{ id: member.id, name: member.name, answer: 'pending' as const }],
        candidate_answer: 'pending' as const,
        status: 'scheduled' as const,
        slots: [],
        sequence: 0,
        scorecard_template: null,
      },
    }));
    await screen.findByRole('dialog', { name: 'Schedule interview' });

    await user.type(screen.getByLabelText(/Date and time/), '2026-12-10T10:00');
    await user.click(screen.getByRole('checkbox', { name: member.name }));
    await user.click(screen.getByRole('checkbox', { name: 'Boris Builder' }));
    await user.click(screen.getByRole('button', { name: 'Schedule interview' }));

    expect(await screen.findByText(INTERVIEW_TOASTS.scheduled)).toBeVisible();
    expect(onClose).toHaveBeenCalledOnce();
    const [sent] = server.callsOf(interviewEndpoints.schedule);
    expect(sent?.path).toBe(`/api/applications/${APPLICATION_ID}/interviews/`);
    expect(sent?.body).toMatchObject({
      starts_at_local: '2026-12-10T10:00',
      duration_minutes: 60,
      interviewer_ids: [member.id, BORIS.id],
      move_to_interview: true,
    });
  });

  it('shows the server’s refusal beside the field it names and stays open', async () => {
    const { user, server, onClose } = showDialog();
    server.refuse(interviewEndpoints.schedule, 400, 'Check the interviewers.', {
      interviewer_ids: INTERVIEW_MESSAGES.interviewerUnknown,
    });
    await screen.findByRole('dialog', { name: 'Schedule interview' });

    await user.type(screen.getByLabelText(/Date and time/), '2026-12-10T10:00');
    await user.click(await screen.findByRole('checkbox', { name: 'Boris Builder' }));
    await user.click(screen.getByRole('button', { name: 'Schedule interview' }));

    expect(await screen.findByText(INTERVIEW_MESSAGES.interviewerUnknown)).toBeVisible();
    expect(screen.getByText('Check the interviewers.')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Escape without sending anything', async () => {
    const { user, server, onClose } = showDialog();
    await screen.findByRole('dialog', { name: 'Schedule interview' });

    await user.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledOnce();
    expect(server.callsOf(interviewEndpoints.schedule)).toHaveLength(0);
  });
});
