import { countryTerms, formatDateTime } from '../../shared/dates.js';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { interviews } from '../db/schema.js';
import { startTasks, type TaskWork, type Tasks } from '../tasks/queue.js';
import { makeApplication, userIdOf } from '../test/factories-applications.js';
import { makeInterview } from '../test/factories-interviews.js';
import { makePosting } from '../test/factories-postings.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { createTestApp } from '../test/harness.js';
import { deliverDueMail, startTestSmtpServer } from '../test/smtp.js';
import { reminderWork, scheduleReminders, sendReminder } from './reminders.js';
import { requestOf } from '../test/routes.js';
import { interviewEndpoints } from '../../shared/interviews-endpoints.js';

const HOUR = 60 * 60 * 1000;
const { app, database, config } = await createTestApp();
const { db } = database;
const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());
const running: Tasks[] = [];
afterEach(async () => {
  for (const tasks of running.splice(0)) await tasks.stop();
  await db.execute(sql`DELETE FROM pgboss.job`);
  smtp.received.length = 0;
});

const work = reminderWork({ db, appUrl: config.appUrl });

const startReminders = async () => {
  const tasks = await startTasks({
    pool: database.pool,
    work: [work as TaskWork<object>],
    log: { error() {} },
    pollingIntervalSeconds: 0.5,
  });
  running.push(tasks);
  return tasks;
};
// A process has started once, as the server does before it takes any call: the queue is there to take reminders.
await (await startReminders()).stop();

type Queued = {
  data: { interviewId: string; sequence: number; lead: 'day' | 'hour' };
  start_after: Date;
  state: string;
};

async function queued(): Promise<Queued[]> {
  const { rows } = await db.execute<Queued>(
    sql`SELECT data, start_after, state::text AS state FROM pgboss.job WHERE name = ${work.type.name} ORDER BY start_after`,
  );
  return rows.map((row) => ({ ...row, start_after: new Date(row.start_after) }));
}

async function schedule(id: string) {
  const [row] = await db.select().from(interviews).where(eq(interviews.id, id));
  await db.transaction((tx) => scheduleReminders(tx, row!));
}

async function reminders(): Promise<{ to: string; subject: string }[]> {
  await deliverDueMail(db, config, smtp.url);
  const mails = await Promise.all(smtp.received.map((mail) => simpleParser(mail.raw)));
  return mails
    .map((mail, index) => ({ to: smtp.received[index]!.to.join(','), subject: mail.subject ?? '' }))
    .filter((mail) => mail.subject.startsWith('Reminder:'));
}

/** Sends every queued reminder as though its time had come. */
async function runQueued() {
  for (const { data } of await queued()) await sendReminder(db, config.appUrl, data);
}

describe('interview reminders', () => {
  it('remind the interviewers and the candidate a day before and the interviewers an hour before, once across a restart', async () => {
    const startsAt = new Date(Date.now() + 3 * 24 * HOUR);
    const interview = await makeInterview(app, db, { startsAt });
    await schedule(interview.id);

    const due = await queued();
    expect(due.map((task) => [task.data.lead, task.start_after.getTime()])).toEqual([
      ['day', startsAt.getTime() - 24 * HOUR],
      ['hour', startsAt.getTime() - HOUR],
    ]);

    // Their time comes while no process works the queue; the next process to start sends them.
    await db.execute(sql`UPDATE pgboss.job SET start_after = now() WHERE name = ${work.type.name}`);
    const tasks = await startReminders();
    await vi.waitFor(
      async () => expect((await queued()).map((task) => task.state)).toEqual(['completed', 'completed']),
      {
        timeout: 20_000,
        interval: 200,
      },
    );
    await tasks.stop();
    // A process that stopped before the queue heard of the sent reminders runs them again.
    for (const { data } of due) await work.run(data);

    const sent = await reminders();
    expect(sent.filter((mail) => mail.to === interview.candidate.email)).toHaveLength(1);
    expect(sent.filter((mail) => mail.to === interview.admin.email)).toHaveLength(2);
    expect(sent).toHaveLength(3);
  });

  it('remind of nothing for a cancelled interview, and of a moved one at its new time only', async () => {
    const startsAt = new Date(Date.now() + 3 * 24 * HOUR);
    const cancelled = await makeInterview(app, db, { startsAt });
    const moved = await makeInterview(app, db, { startsAt });
    await schedule(cancelled.id);
    await schedule(moved.id);
    await db.update(interviews).set({ status: 'cancelled', sequence: 1 }).where(eq(interviews.id, cancelled.id));
    const later = new Date(startsAt.getTime() + 2 * 24 * HOUR);
    await db
      .update(interviews)
      .set({ startsAt: later, endsAt: new Date(later.getTime() + HOUR), sequence: 1 })
      .where(eq(interviews.id, moved.id));
    await schedule(cancelled.id);
    await schedule(moved.id);

    await runQueued();

    const sent = await reminders();
    expect(sent.filter((mail) => mail.to === cancelled.candidate.email || mail.to === cancelled.admin.email)).toEqual(
      [],
    );
    const candidates = sent.filter((mail) => mail.to === moved.candidate.email);
    expect(candidates).toHaveLength(1);
    // A candidate whose browser never said reads the time as the posting's country (Canada) does.
    expect(candidates[0]!.subject).toContain(formatDateTime(later, countryTerms('Canada')));
    expect(sent).toHaveLength(3);
  });

  it('queue no day-before reminder for an interview less than a day ahead, and none for one already begun', async () => {
    const soon = await makeInterview(app, db, { startsAt: new Date(Date.now() + 5 * HOUR) });
    await schedule(soon.id);
    expect((await queued()).map((task) => task.data.lead)).toEqual(['hour']);

    await db
      .update(interviews)
      .set({ startsAt: new Date(Date.now() - HOUR) })
      .where(eq(interviews.id, soon.id));
    await runQueued();
    expect(await reminders()).toEqual([]);
  });

  it('are queued when a member schedules an interview', async () => {
    const admin = await makeCompany(app);
    const candidate = await makeCandidate(app);
    const applicationId = await makeApplication(app, candidate.token, await makePosting(app, admin.token));
    const scheduled = await app.inject({
      ...requestOf(interviewEndpoints.schedule, { params: { id: applicationId } }),
      headers: { authorization: admin.token },
      payload: {
        kind: 'video',
        duration_minutes: 45,
        time_zone: 'Europe/Berlin',
        starts_at_local: '2030-06-03T10:00',
        interviewer_ids: [await userIdOf(db, admin.email)],
      },
    });
    expect(scheduled.statusCode).toBe(201);
    const startsAt = new Date('2030-06-03T08:00:00Z').getTime();
    expect((await queued()).map((task) => [task.data.lead, task.start_after.getTime()])).toEqual([
      ['day', startsAt - 24 * HOUR],
      ['hour', startsAt - HOUR],
    ]);
  });
});
