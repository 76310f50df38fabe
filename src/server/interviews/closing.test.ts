import { eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { applicationEndpoints, candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';
import { erasureEndpoints } from '../../shared/erasure-endpoints.js';
import { interviewEndpoints } from '../../shared/interviews-endpoints.js';
import type { MoveAnswer, Stage } from '../../shared/pipeline.js';
import { pipelineEndpoints } from '../../shared/pipeline-endpoints.js';
import { interviews, outbox } from '../db/schema.js';
import { senderAddress } from '../mail/worker.js';
import { startTasks, type TaskWork } from '../tasks/queue.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { addMember, confirmCompany } from '../test/factories-team.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { createTestApp } from '../test/harness.js';
import { requestOf } from '../test/routes.js';
import { deliverDueMail, startTestSmtpServer } from '../test/smtp.js';
import { runQueued } from '../test/tasks.js';
import { closingWork, erasedInterviewsWork } from './closing.js';
import { reminderWork, sendReminder } from './reminders.js';

const DAY = 24 * 60 * 60 * 1000;
const { app, database, config } = await createTestApp({
  env: { APP_URL: 'https://hire.example.test', MAIL_FROM: 'Openhire <jobs@hire.example.test>' },
});
const { db } = database;
const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());
beforeEach(async () => {
  await deliverDueMail(db, config, smtp.url);
  smtp.received.length = 0;
  // Each test runs the cancellations of its own application.
  await db.execute(sql`DELETE FROM pgboss.job WHERE name IN ('interviews-close', 'interviews-erased')`);
});

const reviser = { db, appUrl: config.appUrl, organizerEmail: senderAddress(config.mailFrom) };
const closing = closingWork(reviser) as TaskWork<object>;
const erased = erasedInterviewsWork(reviser) as TaskWork<object>;
// A process has started once, as the server does before it takes any call: the queues are there to take tasks.
const reminders = reminderWork({ db, appUrl: config.appUrl }) as TaskWork<object>;
await (await startTasks({ pool: database.pool, work: [closing, erased, reminders], log: { error() {} } })).stop();

const call = (token: string, request: { method: string; url: string }, payload?: object) =>
  app.inject({ ...request, headers: { authorization: token }, ...(payload ? { payload } : {}) } as never);

/** A company with an interviewer, a candidate's application and an interview of it two days ahead, invitations sent. */
async function interviewed() {
  const admin = await makeCompany(app, { name: 'Acme Robotics' });
  await confirmCompany(app, db, admin);
  const ann = await addMember(app, db, admin.token, 'interviewer', 'Ann Interviewer');
  const candidate = await makeCandidate(app);
  const posting = await makePosting(app, admin.token, { title: 'Backend Engineer', hiring_team: [ann.id] });
  const applicationId = await makeApplication(app, candidate.token, posting);
  const starts = new Date(Date.now() + 2 * DAY);
  const scheduled = await call(admin.token, requestOf(interviewEndpoints.schedule, { params: { id: applicationId } }), {
    kind: 'video',
    duration_minutes: 45,
    time_zone: 'UTC',
    starts_at_local: starts.toISOString().slice(0, 16),
    video_url: 'https://meet.example.test/abc',
    interviewer_ids: [ann.id],
  });
  expect(scheduled.statusCode, scheduled.body).toBe(201);
  const interviewId = scheduled.json<{ data: { id: string } }>().data.id;
  const invitations = calendarsOf(await delivered());
  expect(invitations.map((mail) => `${mail.to} ${mail.method} ${mail.sequence}`).sort()).toEqual(
    [`${ann.email} REQUEST 0`, `${candidate.email} REQUEST 0`].sort(),
  );
  return { admin, ann, candidate, applicationId, interviewId, uid: invitations[0]!.uid };
}

/** Every message now due, read back from a real SMTP server, with its calendar read by an independent parser. */
async function delivered() {
  await deliverDueMail(db, config, smtp.url);
  const mails = await Promise.all(
    smtp.received.splice(0).map(async (mail) => {
      const parsed = await simpleParser(mail.raw);
      const ics = parsed.attachments.find((file) => file.filename === 'invite.ics')?.content.toString('utf8');
      const calendar = ics === undefined ? undefined : new ICAL.Component(ICAL.parse(ics));
      const event = calendar?.getFirstSubcomponent('vevent');
      return {
        to: mail.to[0]!,
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        method: calendar?.getFirstPropertyValue('method'),
        uid: event?.getFirstPropertyValue('uid'),
        sequence: event?.getFirstPropertyValue('sequence'),
        status: event?.getFirstPropertyValue('status'),
        summary: event?.getFirstPropertyValue('summary'),
      };
    }),
  );
  return mails;
}

const calendarsOf = (mails: Awaited<ReturnType<typeof delivered>>) => mails.filter((mail) => mail.method !== undefined);

/** As if the move's undo window were over: its held e-mail is due now. */
async function windowIsOver(applicationId: string) {
  await db
    .update(outbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'`, heldUntil: sql`now() - interval '1 second'` })
    .where(eq(outbox.applicationId, applicationId));
}

/** Runs every queued reminder of the interview as though its time had come; answers the reminders sent. */
async function remindersSent(interviewId: string) {
  const { rows } = await db.execute<{ data: { interviewId: string; sequence: number; lead: 'day' | 'hour' } }>(
    sql`SELECT data FROM pgboss.job WHERE name = 'interviews-reminders' AND data->>'interviewId' = ${interviewId}`,
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const { data } of rows) await sendReminder(db, config.appUrl, data, new Date(Date.now() + DAY + 60_000));
  return (await delivered()).filter((mail) => mail.subject.startsWith('Reminder:'));
}

const interviewRow = async (id: string) => (await db.select().from(interviews).where(eq(interviews.id, id)))[0];

/** Each calendar that held the interview is told to drop it: the same event, one revision on, cancelled. */
function expectCancelled(mails: Awaited<ReturnType<typeof delivered>>, uid: unknown, recipients: string[]) {
  const calendars = calendarsOf(mails);
  expect(calendars.map((mail) => mail.to).sort()).toEqual([...recipients].sort());
  for (const mail of calendars) expect(mail).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid, sequence: 1 });
}

describe("an application's interviews when it ends", () => {
  it('are cancelled once a rejection can no longer be undone, the candidate told kindly, and no reminder goes', async () => {
    const { admin, ann, candidate, applicationId, interviewId, uid } = await interviewed();
    const moved = await call(admin.token, requestOf(applicationEndpoints.changeStatus), {
      id: applicationId,
      status: 'Not Selected',
      offer: '',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<MoveAnswer>().undo).toBeDefined();

    // Within the window nothing changes: the move may yet be undone.
    await runOnce();
    expect(await interviewRow(interviewId)).toMatchObject({ status: 'scheduled', sequence: 0 });
    expect(calendarsOf(await delivered())).toEqual([]);

    await windowIsOver(applicationId);
    await runQueued(db, closing);
    expect(await interviewRow(interviewId)).toMatchObject({ status: 'cancelled', sequence: 1 });
    const mails = await delivered();
    expectCancelled(mails, uid, [ann.email, candidate.email]);
    const toCandidate = mails.find((mail) => mail.to === candidate.email && mail.method === 'CANCEL')!;
    expect(toCandidate.text).toContain('your application for Backend Engineer will not go further');
    expect(toCandidate.summary).toBe('Interview with Acme Robotics: Backend Engineer');
    const toAnn = mails.find((mail) => mail.to === ann.email)!;
    expect(toAnn.text).toContain('Ada Lovelace was not selected');
    expect(toAnn.summary).toBe('Interview: Ada Lovelace for Backend Engineer');
    expect(await remindersSent(interviewId)).toEqual([]);
  });

  it('stay exactly as they were when the rejection is undone within its window, and nothing is sent', async () => {
    const { admin, ann, applicationId, interviewId } = await interviewed();
    const before = await interviewRow(interviewId);
    const moved = await call(admin.token, requestOf(applicationEndpoints.changeStatus), {
      id: applicationId,
      status: 'Not Selected',
      offer: '',
    });
    const undone = await call(admin.token, requestOf(pipelineEndpoints.undoMove), {
      status_change_id: moved.json<MoveAnswer>().undo!.status_change_id,
    });
    expect(undone.statusCode, undone.body).toBe(200);

    await windowIsOver(applicationId);
    await runQueued(db, closing);
    expect(await interviewRow(interviewId)).toEqual(before);
    expect(await delivered()).toEqual([]);
    // Its reminders still go.
    expect((await remindersSent(interviewId)).map((mail) => mail.to)).toContain(ann.email);
  });

  it('are cancelled at once by a rejection that e-mails nobody, without telling the candidate why', async () => {
    const { admin, ann, candidate, applicationId, uid } = await interviewed();
    const stages = (await call(admin.token, requestOf(pipelineEndpoints.stages))).json<{ data: Stage[] }>().data;
    const saved = await call(admin.token, requestOf(pipelineEndpoints.saveStages), {
      stages: stages.map((stage) =>
        stage.phase === 'Not Selected' ? { ...stage, no_email: true, email_template_id: null } : stage,
      ),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const moved = await call(admin.token, requestOf(applicationEndpoints.changeStatus), {
      id: applicationId,
      status: 'Not Selected',
      offer: '',
    });
    // Nothing is held, so nothing can be undone.
    expect(moved.json<MoveAnswer>().undo).toBeUndefined();

    await runQueued(db, closing);
    const mails = await delivered();
    expectCancelled(mails, uid, [ann.email, candidate.email]);
    const toCandidate = mails.find((mail) => mail.to === candidate.email)!;
    expect(toCandidate.text).toContain('Acme Robotics has cancelled');
    expect(toCandidate.text).not.toContain('not go further');
  });

  it('wait for the window of the last rejection when an earlier one was overtaken', async () => {
    const { admin, applicationId, interviewId } = await interviewed();
    const move = (status: string) =>
      call(admin.token, requestOf(applicationEndpoints.changeStatus), { id: applicationId, status, offer: '' });
    await move('Not Selected');
    await move('Under Review');
    await move('Not Selected');
    const { rows } = await db.execute<{ data: unknown }>(
      sql`SELECT data FROM pgboss.job WHERE name = ${closing.type.name} ORDER BY created_on`,
    );
    expect(rows).toHaveLength(2);
    // The first rejection's time has come: it was overtaken, and the last one may still be undone.
    await closing.run(closing.type.payload.parse(rows[0]!.data));
    expect(await interviewRow(interviewId)).toMatchObject({ status: 'scheduled', sequence: 0 });
    expect(calendarsOf(await delivered())).toEqual([]);
  });

  it('are cancelled when the candidate withdraws, with words about their withdrawal', async () => {
    const { ann, candidate, applicationId, interviewId, uid } = await interviewed();
    const withdrawn = await call(
      candidate.token,
      requestOf(candidateApplicationEndpoints.withdraw, { params: { id: applicationId } }),
      { reason: '' },
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);

    await runQueued(db, closing);
    const mails = await delivered();
    expectCancelled(mails, uid, [ann.email, candidate.email]);
    expect(mails.find((mail) => mail.to === candidate.email)!.text).toContain(
      'You withdrew your application for Backend Engineer',
    );
    expect(mails.find((mail) => mail.to === ann.email && mail.method === 'CANCEL')!.text).toContain(
      'Ada Lovelace withdrew their application',
    );
    expect(await remindersSent(interviewId)).toEqual([]);
  });

  it('are cancelled when the candidate accepts the offer', async () => {
    const { admin, ann, candidate, applicationId, interviewId, uid } = await interviewed();
    const offered = await call(admin.token, requestOf(applicationEndpoints.changeStatus), {
      id: applicationId,
      status: 'Offer Sent',
      offer: '',
    });
    expect(offered.statusCode, offered.body).toBe(200);
    await windowIsOver(applicationId);
    await delivered();
    const accepted = await call(
      candidate.token,
      requestOf(candidateApplicationEndpoints.answerOffer, { params: { id: applicationId } }),
      { answer: 'accept', full_name: 'Ada Lovelace' },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);

    await runQueued(db, closing);
    const mails = await delivered();
    expectCancelled(mails, uid, [ann.email, candidate.email]);
    expect(mails.find((mail) => mail.to === candidate.email && mail.method === 'CANCEL')!.text).toContain(
      'Congratulations on accepting the offer for Backend Engineer',
    );
    expect(await remindersSent(interviewId)).toEqual([]);
  });

  it('are cancelled at once for the interviewers when the candidate is erased, naming no candidate', async () => {
    const { admin, ann, candidate, applicationId, interviewId, uid } = await interviewed();
    const reminders = await db.execute<{ data: { interviewId: string; sequence: number; lead: 'day' | 'hour' } }>(
      sql`SELECT data FROM pgboss.job WHERE name = 'interviews-reminders' AND data->>'interviewId' = ${interviewId}`,
    );
    const erasing = await call(
      admin.token,
      requestOf(erasureEndpoints.eraseCandidate, { params: { id: applicationId } }),
    );
    expect(erasing.statusCode, erasing.body).toBe(200);

    await runQueued(db, erased);
    const mails = await delivered();
    // The candidate's address is no longer the company's to write to.
    expectCancelled(mails, uid, [ann.email]);
    const [toAnn] = mails;
    expect(toAnn!.summary).toBe('Interview for Backend Engineer');
    expect(`${toAnn!.subject}${toAnn!.text}`).not.toContain('Ada');
    expect(mails.some((mail) => mail.to === candidate.email)).toBe(false);
    for (const { data } of reminders.rows)
      await sendReminder(db, config.appUrl, data, new Date(Date.now() + DAY + 60_000));
    expect(await delivered()).toEqual([]);
  });
});

/** Runs each queued cancellation once, as a worker would take it now. */
async function runOnce() {
  const { rows } = await db.execute<{ id: string; data: unknown }>(
    sql`SELECT id, data FROM pgboss.job WHERE name = ${closing.type.name} AND state = 'created'`,
  );
  expect(rows).toHaveLength(1);
  for (const row of rows) {
    await db.execute(sql`DELETE FROM pgboss.job WHERE id = ${row.id}`);
    await closing.run(closing.type.payload.parse(row.data));
  }
}
