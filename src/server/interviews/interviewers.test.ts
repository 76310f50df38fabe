import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { addMember, confirmCompany } from '../test/factories-team.js';
import { createTestApp } from '../test/harness.js';
import { deliverDueMail, startTestSmtpServer } from '../test/smtp.js';
import { urlOf } from '../test/routes.js';
import { activityEndpoints } from '../../shared/activity-endpoints.js';
import { applicationEndpoints } from '../../shared/applications-endpoints.js';
import { pipelineEndpoints } from '../../shared/pipeline-endpoints.js';
import {
  candidateInterviewEndpoints,
  interviewEndpoints,
  interviewSettingsEndpoints,
} from '../../shared/interviews-endpoints.js';

const { app, database, config } = await createTestApp({
  env: { APP_URL: 'https://hire.example.test', MAIL_FROM: 'Openhire <jobs@hire.example.test>' },
});
const { db } = database;

interface Interview {
  id: string;
  interviewers: { id: string; name: string; answer: string }[];
}

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });

const input = (interviewerIds: string[], overrides: Record<string, unknown> = {}) => ({
  kind: 'video',
  duration_minutes: 45,
  time_zone: 'Europe/Berlin',
  starts_at_local: '2030-05-14T10:00',
  interviewer_ids: interviewerIds,
  ...overrides,
});

/** A company whose posting's hiring team leaves out one Interviewer, and two applications to that posting. */
async function offTeamInterviewer() {
  const admin = await makeCompany(app);
  await confirmCompany(app, db, admin);
  const ivy = await addMember(app, db, admin.token, 'interviewer', 'Ivy Offteam');
  const posting = await makePosting(app, admin.token);
  const candidate = await makeCandidate(app);
  const interviewed = await makeApplication(app, candidate.token, posting);
  const other = await makeApplication(app, (await makeCandidate(app)).token, posting);
  const schedule = async (interviewerIds = [ivy.id]) => {
    const created = await call(
      admin.token,
      'POST',
      urlOf(interviewEndpoints.schedule, { params: { id: interviewed } }),
      input(interviewerIds),
    );
    expect(created.statusCode).toBe(201);
    return created.json<{ data: { id: string } }>().data.id;
  };
  return { admin, ivy, posting, candidate, interviewed, other, schedule };
}

/** The messages queued so far for `to`, read from a real SMTP server, with their calendar's organizer. */
async function deliveredTo(to: string) {
  const smtp = await startTestSmtpServer();
  try {
    await deliverDueMail(db, config, smtp.url);
    return await Promise.all(
      smtp.received
        .filter((mail) => mail.to.includes(to))
        .map(async (mail) => {
          const parsed = await simpleParser(mail.raw);
          const ics = parsed.attachments.find((file) => file.filename === 'invite.ics')?.content.toString('utf8');
          const organizer =
            ics && new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!.getFirstProperty('organizer')!;
          return {
            from: parsed.from?.value[0]?.name,
            html: String(parsed.html),
            organizer: organizer && { name: organizer.getParameter('cn'), address: organizer.getFirstValue() },
          };
        }),
    );
  } finally {
    await smtp.close();
  }
}

const timelineEmails = async (token: string, applicationId: string) =>
  (await call(token, 'GET', urlOf(activityEndpoints.timeline, { params: { id: applicationId } })))
    .json<{ data: { kind: string; subject?: string; by?: string | null }[] }>()
    .data.filter((event) => event.kind === 'email');

const detail = (token: string, applicationId: string) =>
  call(token, 'GET', urlOf(applicationEndpoints.list, { query: { application_id: applicationId, resume: 'url' } }));

describe('an interviewer off the hiring team', () => {
  it('reads the application they interview for, and no other, while they are invited', async () => {
    const { admin, ivy, posting, interviewed, other, schedule } = await offTeamInterviewer();
    expect((await detail(ivy.token, interviewed)).statusCode).toBe(404);
    const interviewId = await schedule();

    const mine = await call(ivy.token, 'GET', urlOf(interviewEndpoints.mine));
    expect(mine.json<{ data: { id: string }[] }>().data.map((each) => each.id)).toEqual([interviewId]);
    const opened = await detail(ivy.token, interviewed);
    expect(opened.statusCode).toBe(200);
    const resume = opened.json<{ data: { resume_url: string } }>().data.resume_url;
    expect((await call(ivy.token, 'GET', resume)).statusCode).toBe(200);
    expect(
      (await call(ivy.token, 'GET', urlOf(activityEndpoints.timeline, { params: { id: interviewed } }))).statusCode,
    ).toBe(200);
    expect(
      (await call(ivy.token, 'GET', urlOf(activityEndpoints.notes, { params: { id: interviewed } }))).statusCode,
    ).toBe(200);
    expect(
      (await call(ivy.token, 'GET', urlOf(interviewEndpoints.listOfApplication, { params: { id: interviewed } })))
        .statusCode,
    ).toBe(200);

    // Never the posting's other applications, its list or its board.
    expect((await detail(ivy.token, other)).statusCode).toBe(404);
    const list = await call(ivy.token, 'GET', urlOf(applicationEndpoints.list));
    expect(list.json<{ data: unknown[] }>().data).toEqual([]);
    expect(
      (await call(ivy.token, 'GET', urlOf(pipelineEndpoints.board, { query: { posting_id: posting.id } }))).statusCode,
    ).toBe(404);

    // Removed from the interview, they no longer read it.
    const moved = await call(
      admin.token,
      'PUT',
      urlOf(interviewEndpoints.update, { params: { id: interviewId } }),
      input([(await addMember(app, db, admin.token, 'recruiter', 'Rae Recruiter')).id]),
    );
    expect(moved.statusCode).toBe(200);
    expect((await detail(ivy.token, interviewed)).statusCode).toBe(404);
    expect((await call(ivy.token, 'GET', resume)).statusCode).toBe(404);
    expect((await call(ivy.token, 'GET', urlOf(interviewEndpoints.mine))).json<{ data: unknown[] }>().data).toEqual([]);
  });

  it('no longer reads it once the interview is cancelled', async () => {
    const { admin, ivy, interviewed, schedule } = await offTeamInterviewer();
    const interviewId = await schedule();
    expect((await detail(ivy.token, interviewed)).statusCode).toBe(200);
    expect(
      (await call(admin.token, 'DELETE', urlOf(interviewEndpoints.cancel, { params: { id: interviewId } }))).statusCode,
    ).toBe(200);
    expect((await detail(ivy.token, interviewed)).statusCode).toBe(404);
    expect(
      (await call(ivy.token, 'GET', urlOf(activityEndpoints.timeline, { params: { id: interviewed } }))).statusCode,
    ).toBe(404);
  });
});

describe('an interviewer taken off an interview', () => {
  it('no longer downloads its calendar file, while whoever stays gets the new time', async () => {
    const { admin, ivy, schedule } = await offTeamInterviewer();
    const interviewId = await schedule();
    const rae = await addMember(app, db, admin.token, 'recruiter', 'Rae Recruiter');
    const download = (token: string) =>
      call(token, 'GET', urlOf(interviewEndpoints.invitation, { params: { id: interviewId } }));
    expect((await download(ivy.token)).statusCode).toBe(200);

    const moved = await call(
      admin.token,
      'PUT',
      urlOf(interviewEndpoints.update, { params: { id: interviewId } }),
      input([rae.id], { starts_at_local: '2030-05-15T16:00' }),
    );
    expect(moved.statusCode).toBe(200);
    const kept = await download(rae.token);
    expect(kept.statusCode).toBe(200);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(kept.body)).getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe('2030-05-15T14:00:00.000Z');

    const removed = await download(ivy.token);
    expect(removed.statusCode).toBe(404);
    expect(removed.json()).toEqual({ status: 404, error: expect.any(String) });
    expect(removed.body).not.toContain('20300515');

    // Nor once the interview is cancelled.
    expect(
      (await call(admin.token, 'DELETE', urlOf(interviewEndpoints.cancel, { params: { id: interviewId } }))).statusCode,
    ).toBe(200);
    expect((await download(ivy.token)).statusCode).toBe(404);
  });
});

describe('an interviewer’s own answer', () => {
  it('shows to everyone reading the interview and on the timeline, and only the invited may give it', async () => {
    const { admin, ivy, posting, interviewed, schedule } = await offTeamInterviewer();
    const rae = await addMember(app, db, admin.token, 'recruiter', 'Rae Recruiter');
    const interviewId = await schedule();
    const answer = (token: string, body: object) =>
      call(token, 'PUT', urlOf(interviewEndpoints.answerMine, { params: { id: interviewId } }), body);

    const maybe = await answer(ivy.token, { answer: 'tentative' });
    expect(maybe.statusCode).toBe(200);
    expect(maybe.json<{ data: Interview }>().data.interviewers).toEqual([
      { id: ivy.id, name: 'Ivy Offteam', answer: 'tentative' },
    ]);
    const read = await call(admin.token, 'GET', urlOf(interviewEndpoints.get, { params: { id: interviewId } }));
    expect(read.json<{ data: Interview }>().data.interviewers[0]!.answer).toBe('tentative');
    expect(await timelineEmails(admin.token, interviewed)).toContainEqual(
      expect.objectContaining({ subject: `Ivy Offteam may attend Interview for ${posting.title}`, by: 'Ivy Offteam' }),
    );

    // Someone else's invitation is not theirs to answer, and a wrong answer stores nothing.
    expect((await answer(rae.token, { answer: 'accepted' })).statusCode).toBe(404);
    expect((await answer(ivy.token, { answer: 'proposed' })).statusCode).toBe(400);

    // A change that keeps the time keeps the answer; a new time asks again.
    const retitled = await call(
      admin.token,
      'PUT',
      urlOf(interviewEndpoints.update, { params: { id: interviewId } }),
      input([ivy.id], { title: 'Round two' }),
    );
    expect(retitled.json<{ data: Interview }>().data.interviewers[0]!.answer).toBe('tentative');
    const moved = await call(
      admin.token,
      'PUT',
      urlOf(interviewEndpoints.update, { params: { id: interviewId } }),
      input([ivy.id], { starts_at_local: '2030-05-15T10:00' }),
    );
    expect(moved.json<{ data: Interview }>().data.interviewers[0]!.answer).toBe('pending');

    await call(admin.token, 'DELETE', urlOf(interviewEndpoints.cancel, { params: { id: interviewId } }));
    expect((await answer(ivy.token, { answer: 'accepted' })).statusCode).toBe(404);
  });
});

describe('a change by another member', () => {
  it('names them in the e-mails and on the timeline, while the calendar keeps its organizer', async () => {
    const { admin, ivy, interviewed, schedule } = await offTeamInterviewer();
    const rae = await addMember(app, db, admin.token, 'recruiter', 'Rae Recruiter');
    const [scheduler] = await db.select({ name: users.name }).from(users).where(eq(users.email, admin.email));
    const interviewId = await schedule();
    await deliveredTo(ivy.email);

    const changed = await call(
      rae.token,
      'PUT',
      urlOf(interviewEndpoints.update, { params: { id: interviewId } }),
      input([ivy.id], { location: 'Room 4' }),
    );
    expect(changed.statusCode).toBe(200);
    const [toIvy] = await deliveredTo(ivy.email);
    expect(toIvy!.html).toContain('Rae Recruiter changed the interview');
    expect(toIvy!.from).toMatch(/^Rae Recruiter at /);
    expect(toIvy!.organizer).toEqual({ name: scheduler!.name, address: 'mailto:jobs@hire.example.test' });
    const emails = await timelineEmails(admin.token, interviewed);
    expect(emails.at(-1)).toMatchObject({ by: 'Rae Recruiter' });
  });
});

describe('the interview invitations setting', () => {
  it('lets an Admin show the interviewers’ addresses in the candidate’s invitation', async () => {
    const { admin, ivy, candidate, schedule } = await offTeamInterviewer();
    const read = await call(admin.token, 'GET', urlOf(interviewSettingsEndpoints.settings));
    expect(read.json()).toEqual({ status: 200, data: { interviewer_emails_to_candidates: false } });
    expect(
      (
        await call(admin.token, 'PUT', urlOf(interviewSettingsEndpoints.saveSettings), {
          interviewer_emails_to_candidates: 'yes',
        })
      ).statusCode,
    ).toBe(400);
    const saved = await call(admin.token, 'PUT', urlOf(interviewSettingsEndpoints.saveSettings), {
      interviewer_emails_to_candidates: true,
    });
    expect(saved.json()).toEqual({ status: 200, data: { interviewer_emails_to_candidates: true } });

    await schedule();
    const invitation = (await deliveredTo(candidate.email)).find((mail) => mail.organizer);
    expect(invitation!.html).toContain(`Ivy Offteam (${ivy.email})`);
  });
});

describe('the board', () => {
  it('shows the candidate’s answer to the next interview as soon as they give it', async () => {
    const { admin, candidate, posting, interviewed, schedule } = await offTeamInterviewer();
    const interviewId = await schedule([(await addMember(app, db, admin.token, 'recruiter', 'Rae Recruiter')).id]);
    const cardOf = async () =>
      (await call(admin.token, 'GET', urlOf(pipelineEndpoints.board, { query: { posting_id: posting.id } })))
        .json<{ data: { cards: { application_id: string; next_interview: unknown }[] }[] }>()
        .data.flatMap((column) => column.cards)
        .find((card) => card.application_id === interviewed)!;
    expect((await cardOf()).next_interview).toEqual({
      id: interviewId,
      starts_at: '2030-05-14T08:00:00.000Z',
      candidate_answer: 'pending',
    });
    const answered = await call(
      candidate.token,
      'POST',
      urlOf(candidateInterviewEndpoints.answer, { params: { id: interviewId } }),
      {
        answer: 'accept',
      },
    );
    expect(answered.statusCode).toBe(200);
    expect((await cardOf()).next_interview).toMatchObject({ candidate_answer: 'accepted' });
  });
});
