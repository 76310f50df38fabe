import { count, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { INTERVIEW_MESSAGES } from '../../shared/interviews.js';
import { SCORECARD_MESSAGES } from '../../shared/scorecards.js';
import { applications, interviews, outbox, statusChanges, users } from '../db/schema.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { addMember, confirmCompany } from '../test/factories-team.js';
import { createTestApp } from '../test/harness.js';
import { deliverDueMail, startTestSmtpServer } from '../test/smtp.js';
import { urlOf } from '../test/routes.js';
import { activityEndpoints } from '../../shared/activity-endpoints.js';
import { interviewEndpoints } from '../../shared/interviews-endpoints.js';
import { scorecardEndpoints } from '../../shared/scorecards-endpoints.js';

const { app, database, config } = await createTestApp({
  env: { APP_URL: 'https://hire.example.test', MAIL_FROM: 'Openhire <jobs@hire.example.test>' },
});
const { db } = database;

const admin = await makeCompany(app);
await confirmCompany(app, db, admin);
const ann = await addMember(app, db, admin.token, 'interviewer', 'Ann Interviewer');
const ben = await addMember(app, db, admin.token, 'interviewer', 'Ben Interviewer');
const manager = await addMember(app, db, admin.token, 'hiring_manager', 'Hana Manager');
const offTeam = await addMember(app, db, admin.token, 'recruiter', 'Oscar Offteam');
const candidate = await makeCandidate(app);
const posting = await makePosting(app, admin.token, { hiring_team: [ann.id, ben.id, manager.id] });
const applicationId = await makeApplication(app, candidate.token, posting);

interface Interview {
  id: string;
  starts_at: string | null;
  ends_at: string | null;
  status: string;
  sequence: number;
  note: string;
  interviewers: { id: string; name: string; answer: string }[];
}

const input = (overrides: Record<string, unknown> = {}) => ({
  kind: 'video',
  duration_minutes: 45,
  time_zone: 'Europe/Berlin',
  starts_at_local: '2027-03-28T09:30',
  video_url: 'https://meet.example.test/abc',
  interviewer_ids: [ann.id, ben.id],
  ...overrides,
});

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });

const schedule = (token: string, payload: object, application = applicationId) =>
  call(token, 'POST', urlOf(interviewEndpoints.schedule, { params: { id: application } }), payload);

/** Every message queued so far, sent to a real SMTP server, each with its calendar parsed by an independent parser. */
async function deliver() {
  const smtp = await startTestSmtpServer();
  try {
    await deliverDueMail(db, config, smtp.url);
    return await Promise.all(
      smtp.received.map(async (mail) => {
        const parsed = await simpleParser(mail.raw);
        const ics = parsed.attachments.find((file) => file.filename === 'invite.ics')!.content.toString('utf8');
        const calendar = new ICAL.Component(ICAL.parse(ics));
        const event = calendar.getFirstSubcomponent('vevent')!;
        return {
          to: mail.to[0]!,
          ics,
          method: calendar.getFirstPropertyValue('method'),
          uid: event.getFirstPropertyValue('uid'),
          sequence: event.getFirstPropertyValue('sequence'),
          status: event.getFirstPropertyValue('status'),
          start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
          attendees: event.getAllProperties('attendee').map((attendee) => attendee.getFirstValue()),
          organizer: event.getFirstProperty('organizer')!.getParameter('cn'),
        };
      }),
    );
  } finally {
    await smtp.close();
  }
}

type Delivered = Awaited<ReturnType<typeof deliver>>[number];

const byRecipient = (messages: Delivered[]) =>
  Object.fromEntries(messages.map((message) => [message.to, `${message.method} ${message.sequence}`]));

describe('an interview’s life', () => {
  it('keeps one event in every calendar through scheduling, rescheduling, removing an interviewer and cancelling', async () => {
    await db.delete(outbox);
    const scheduled = await schedule(admin.token, input());
    expect(scheduled.statusCode).toBe(201);
    const interview = scheduled.json<{ data: Interview }>().data;
    expect(interview).toMatchObject({ status: 'scheduled', sequence: 0, starts_at: '2027-03-28T07:30:00.000Z' });
    const first = await deliver();
    expect(byRecipient(first)).toEqual({
      [candidate.email]: 'REQUEST 0',
      [ann.email]: 'REQUEST 0',
      [ben.email]: 'REQUEST 0',
    });

    const moved = await call(admin.token, 'PUT', urlOf(interviewEndpoints.update, { params: { id: interview.id } }), {
      ...input(),
      starts_at_local: '2027-03-29T14:00',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<{ data: Interview }>().data).toMatchObject({
      sequence: 1,
      starts_at: '2027-03-29T12:00:00.000Z',
    });
    const second = await deliver();
    expect(byRecipient(second)).toEqual({
      [candidate.email]: 'REQUEST 1',
      [ann.email]: 'REQUEST 1',
      [ben.email]: 'REQUEST 1',
    });
    expect(second.every((message) => message.start === '2027-03-29T12:00:00.000Z')).toBe(true);

    const withoutBen = await call(
      admin.token,
      'PUT',
      urlOf(interviewEndpoints.update, { params: { id: interview.id } }),
      {
        ...input(),
        starts_at_local: '2027-03-29T14:00',
        interviewer_ids: [ann.id],
      },
    );
    expect(withoutBen.json<{ data: Interview }>().data.interviewers.map((each) => each.name)).toEqual([
      'Ann Interviewer',
    ]);
    const third = await deliver();
    expect(byRecipient(third)).toEqual({
      [candidate.email]: 'REQUEST 2',
      [ann.email]: 'REQUEST 2',
      [ben.email]: 'CANCEL 2',
    });
    expect(third.find((message) => message.to === ben.email)!.status).toBe('CANCELLED');

    const toSlots = await call(admin.token, 'PUT', urlOf(interviewEndpoints.update, { params: { id: interview.id } }), {
      ...input(),
      starts_at_local: undefined,
      slots: ['2027-04-01T10:00', '2027-04-02T10:00'],
    });
    expect(toSlots.json<{ fields: Record<string, string> }>().fields.slots).toBe(INTERVIEW_MESSAGES.bookedKeepsStart);

    const cancelled = await call(
      admin.token,
      'DELETE',
      urlOf(interviewEndpoints.cancel, { params: { id: interview.id } }),
    );
    expect(cancelled.json<{ data: Interview }>().data).toMatchObject({ status: 'cancelled', sequence: 3 });
    const fourth = await deliver();
    expect(byRecipient(fourth)).toEqual({ [candidate.email]: 'CANCEL 3', [ann.email]: 'CANCEL 3' });
    expect(fourth.every((message) => message.status === 'CANCELLED')).toBe(true);

    const [{ name: schedulerName } = { name: '' }] = await db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.email, admin.email));
    for (const message of [...first, ...second, ...third, ...fourth]) {
      expect(message.uid).toBe(`interview-${interview.id}@hire.example.test`);
      expect(message.attendees).toEqual([`mailto:${message.to}`]);
      expect(message.organizer).toBe(schedulerName);
      expect(message.ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
      expect(message.ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    }

    const timeline = await call(
      admin.token,
      'GET',
      urlOf(activityEndpoints.timeline, { params: { id: applicationId } }),
    );
    const subjects = timeline
      .json<{ data: { kind: string; subject?: string }[] }>()
      .data.flatMap((event) => (event.kind === 'email' ? [event.subject!.split(':')[0]] : []));
    expect(subjects).toEqual(['Invitation', 'Updated invitation', 'Updated invitation', 'Cancelled']);

    const kept = await call(admin.token, 'GET', urlOf(interviewEndpoints.get, { params: { id: interview.id } }));
    expect(kept.json<{ data: Interview }>().data.status).toBe('cancelled');
    const again = await call(admin.token, 'DELETE', urlOf(interviewEndpoints.cancel, { params: { id: interview.id } }));
    expect(again.json<{ data: Interview }>().data.sequence).toBe(3);
    const edited = await call(
      admin.token,
      'PUT',
      urlOf(interviewEndpoints.update, { params: { id: interview.id } }),
      input(),
    );
    expect(edited.statusCode).toBe(409);
    expect(await deliver()).toEqual([]);
  });

  it('moves the application into Interview Scheduled in the same action, with one history entry', async () => {
    const application = await makeApplication(app, candidate.token, await makePosting(app, admin.token));
    const scheduled = await schedule(admin.token, { ...input(), move_to_interview: true }, application);
    expect(scheduled.statusCode).toBe(201);
    const [row] = await db.select().from(applications).where(eq(applications.id, application));
    expect(row!.status).toBe('Interview Scheduled');
    const [moves] = await db
      .select({ n: count() })
      .from(statusChanges)
      .where(eq(statusChanges.applicationId, application));
    expect(moves!.n).toBe(1);
    const listed = await call(
      admin.token,
      'GET',
      urlOf(interviewEndpoints.listOfApplication, { params: { id: application } }),
    );
    expect(listed.json<{ data: Interview[] }>().data.map((each) => each.id)).toEqual([
      scheduled.json<{ data: Interview }>().data.id,
    ]);
  });

  it("chooses the interview's scorecard template in the same action, and refuses another company's, storing nothing", async () => {
    const templatesOf = async (token: string) =>
      (await call(token, 'GET', urlOf(scorecardEndpoints.templates))).json<{
        data: { template_id: string; name: string }[];
      }>().data;
    const [ours] = await templatesOf(admin.token);
    const application = await makeApplication(app, candidate.token, await makePosting(app, admin.token));
    const scheduled = await schedule(
      admin.token,
      { ...input(), move_to_interview: true, scorecard_template_id: ours!.template_id },
      application,
    );
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    expect(scheduled.json<{ data: { scorecard_template: unknown } }>().data.scorecard_template).toEqual({
      id: ours!.template_id,
      name: ours!.name,
    });

    const [theirs] = await templatesOf((await makeCompany(app)).token);
    const other = await makeApplication(app, candidate.token, await makePosting(app, admin.token));
    const queued = async () =>
      (await db.select({ n: count() }).from(outbox).where(eq(outbox.applicationId, other)))[0]!.n;
    const before = await queued();
    for (const id of [theirs!.template_id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const refused = await schedule(
        admin.token,
        { ...input(), move_to_interview: true, scorecard_template_id: id },
        other,
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        status: 400,
        error: SCORECARD_MESSAGES.templateNotFound,
        fields: { scorecard_template_id: SCORECARD_MESSAGES.templateNotFound },
      });
    }
    expect(await db.select().from(interviews).where(eq(interviews.applicationId, other))).toEqual([]);
    const [row] = await db.select().from(applications).where(eq(applications.id, other));
    expect(row!.status).toBe('Application Submitted');
    expect(await db.select().from(statusChanges).where(eq(statusChanges.applicationId, other))).toEqual([]);
    expect(await queued()).toBe(before);
  });

  it('answers the note for the candidate to the members who may change it', async () => {
    const scheduled = await schedule(admin.token, input({ note: 'Bring a laptop.' }));
    const { id } = scheduled.json<{ data: Interview }>().data;
    const read = await call(admin.token, 'GET', urlOf(interviewEndpoints.get, { params: { id } }));
    expect(read.json<{ data: Interview }>().data.note).toBe('Bring a laptop.');
  });

  it('answers the caller’s own current event as text/calendar', async () => {
    const interview = (await schedule(admin.token, input())).json<{ data: Interview }>().data;
    const own = await call(ann.token, 'GET', urlOf(interviewEndpoints.invitation, { params: { id: interview.id } }));
    expect(own.headers['content-type']).toMatch(/^text\/calendar/);
    expect(own.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(own.body).toContain(`ATTENDEE`);
    expect(own.body.replace(/\r\n /g, '')).toContain(`mailto:${ann.email}`);
    const candidates = await call(
      candidate.token,
      'GET',
      urlOf(interviewEndpoints.invitation, { params: { id: interview.id } }),
    );
    expect(candidates.body.replace(/\r\n /g, '')).toContain(`mailto:${candidate.email}`);
    expect(candidates.body).not.toContain(ann.email);
    const notOnIt = await call(
      offTeam.token,
      'GET',
      urlOf(interviewEndpoints.invitation, { params: { id: interview.id } }),
    );
    expect(notOnIt.statusCode).toBe(404);
  });
});

describe('time zones', () => {
  it.each([
    ['Europe/Berlin', '2027-03-27T09:30', '2027-03-27T08:30:00.000Z'],
    ['Europe/Berlin', '2027-03-28T09:30', '2027-03-28T07:30:00.000Z'],
    ['America/New_York', '2027-03-13T09:00', '2027-03-13T14:00:00.000Z'],
    ['America/New_York', '2027-03-14T09:00', '2027-03-14T13:00:00.000Z'],
  ])('in %s, %s stays the wall-clock time chosen', async (zone, local, utc) => {
    const scheduled = await schedule(admin.token, input({ time_zone: zone, starts_at_local: local }));
    expect(scheduled.json<{ data: Interview }>().data).toMatchObject({
      starts_at: utc,
      ends_at: new Date(Date.parse(utc) + 45 * 60_000).toISOString(),
    });
  });

  it('refuses a time the clocks skip', async () => {
    const skipped = await schedule(admin.token, input({ starts_at_local: '2027-03-28T02:30' }));
    expect(skipped.statusCode).toBe(400);
    expect(skipped.json<{ fields: Record<string, string> }>().fields.starts_at_local).toBe(
      INTERVIEW_MESSAGES.skippedTime,
    );
  });
});

describe('who schedules and who reads', () => {
  it('lets a Hiring Manager on the hiring team schedule with the team, and no one else', async () => {
    expect((await schedule(manager.token, input())).statusCode).toBe(201);
    const offTheTeam = await schedule(manager.token, input({ interviewer_ids: [offTeam.id] }));
    expect(offTheTeam.statusCode).toBe(400);
    expect(offTheTeam.json<{ fields: Record<string, string> }>().fields.interviewer_ids).toBe(
      INTERVIEW_MESSAGES.interviewerUnknown,
    );
    expect((await schedule(admin.token, input({ interviewer_ids: [offTeam.id] }))).statusCode).toBe(201);
    expect((await schedule(ann.token, input())).statusCode).toBe(403);
  });

  it('shows an Interviewer only the interviews they are on, and another company nothing', async () => {
    const withAnn = (await schedule(admin.token, input({ interviewer_ids: [ann.id] }))).json<{ data: Interview }>()
      .data;
    const withBen = (await schedule(admin.token, input({ interviewer_ids: [ben.id] }))).json<{ data: Interview }>()
      .data;
    expect(
      (await call(ann.token, 'GET', urlOf(interviewEndpoints.get, { params: { id: withAnn.id } }))).statusCode,
    ).toBe(200);
    expect(
      (await call(ann.token, 'GET', urlOf(interviewEndpoints.get, { params: { id: withBen.id } }))).statusCode,
    ).toBe(404);
    const listed = await call(
      ann.token,
      'GET',
      urlOf(interviewEndpoints.listOfApplication, { params: { id: applicationId } }),
    );
    const ids = listed.json<{ data: Interview[] }>().data.map((each) => each.id);
    expect(ids).toContain(withAnn.id);
    expect(ids).not.toContain(withBen.id);

    const other = await makeCompany(app, { name: 'Other Company' });
    expect(
      (await call(other.token, 'GET', urlOf(interviewEndpoints.get, { params: { id: withAnn.id } }))).statusCode,
    ).toBe(404);
    expect(
      (await call(other.token, 'DELETE', urlOf(interviewEndpoints.cancel, { params: { id: withAnn.id } }))).statusCode,
    ).toBe(404);
    expect((await schedule(other.token, input({ interviewer_ids: [ann.id] }))).statusCode).toBe(404);
    const otherPosting = await makePosting(app, other.token);
    const otherApplication = await makeApplication(app, candidate.token, otherPosting);
    const someoneElses = await schedule(other.token, input({ interviewer_ids: [ann.id] }), otherApplication);
    expect(someoneElses.statusCode).toBe(400);
  });

  it("lists a member's own interviews, and those starting in a window", async () => {
    const mine = await call(ben.token, 'GET', urlOf(interviewEndpoints.mine));
    const all = mine.json<{ data: (Interview & { candidate_name: string; job_title: string })[] }>().data;
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((each) => each.interviewers.some((person) => person.id === ben.id))).toBe(true);
    expect(all[0]!.job_title).toBe('Backend Engineer');
    const day = await call(
      ben.token,
      'GET',
      urlOf(interviewEndpoints.mine, { query: { from: '2027-03-29T00:00:00+02:00', to: '2027-03-30T00:00:00+02:00' } }),
    );
    const starts = day.json<{ data: Interview[] }>().data.map((each) => each.starts_at);
    expect(starts.every((start) => start!.startsWith('2027-03-29'))).toBe(true);
    expect(
      (await call(manager.token, 'GET', urlOf(interviewEndpoints.mine, { query: { from: 'yesterday' } }))).statusCode,
    ).toBe(400);
  });
});

describe('bad input', () => {
  it.each([
    ['an empty body', {}, 'kind'],
    ['a huge title', input({ title: 'x'.repeat(100_000) }), 'title'],
    ['a duration as text', input({ duration_minutes: '45' }), 'duration_minutes'],
    ['a NUL in the title', input({ title: 'Round\u0000two' }), 'title'],
    ['a javascript: video link', input({ video_url: 'javascript:alert(1)' }), 'video_url'],
    [
      'a line break in the video link',
      input({ video_url: 'https://meet.example.test/abc\nBcc: x@example.test' }),
      'video_url',
    ],
    ['a carriage return in the video link', input({ video_url: 'https://meet.example.test/a\rbc' }), 'video_url'],
    ['a tab in the video link', input({ video_url: 'https://meet.example.test/a\tbc' }), 'video_url'],
    ['a NUL in the video link', input({ video_url: 'https://meet.example.test/a\u0000bc' }), 'video_url'],
    ['no interviewer', input({ interviewer_ids: [] }), 'interviewer_ids'],
    [
      'eleven interviewers',
      input({ interviewer_ids: Array.from({ length: 11 }, () => crypto.randomUUID()) }),
      'interviewer_ids',
    ],
    ['a zone nobody knows', input({ time_zone: 'Mars/Olympus' }), 'time_zone'],
  ])('refuses %s and stores nothing', async (_name, payload, field) => {
    const [before] = await db.select({ n: count() }).from(interviews);
    await db.delete(outbox);
    const refused = await schedule(admin.token, payload);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json<{ fields: Record<string, string> }>().fields)).toContain(field);
    const [after] = await db.select({ n: count() }).from(interviews);
    expect(after!.n).toBe(before!.n);
    expect(await db.select().from(outbox)).toEqual([]);
  });

  it('refuses an unknown member as an interviewer, and an id that names nothing with a 404', async () => {
    const unknown = await schedule(admin.token, input({ interviewer_ids: [crypto.randomUUID()] }));
    expect(unknown.statusCode).toBe(400);
    expect(
      (await call(admin.token, 'GET', urlOf(interviewEndpoints.get, { params: { id: 'not-an-id' } }))).statusCode,
    ).toBe(404);
    expect((await schedule(admin.token, input(), crypto.randomUUID())).statusCode).toBe(404);
  });
});
