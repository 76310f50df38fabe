import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { applications, interviews } from '../db/schema.js';
import { makeInterview } from '../test/factories-interviews.js';
import { createTestApp } from '../test/harness.js';
import { deliverDueMail, startTestSmtpServer } from '../test/smtp.js';
import { askWork, sendDueAsks } from './asks.js';
import { requestOf } from '../test/routes.js';
import { scorecardEndpoints } from '../../shared/scorecards-endpoints.js';

const HOUR = 60 * 60 * 1000;
const { app, database, config } = await createTestApp();
const { db } = database;
const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());
beforeEach(async () => {
  await deliverDueMail(db, config, smtp.url);
  smtp.received.length = 0;
});

/** The scorecard e-mails the SMTP server received for `to`, as their readers see them. */
async function asksTo(to: string): Promise<{ subject: string; text: string }[]> {
  await deliverDueMail(db, config, smtp.url);
  const mails = smtp.received.filter((mail) => mail.to.includes(to));
  const parsed = await Promise.all(mails.map((mail) => simpleParser(mail.raw)));
  return parsed
    .map((mail) => ({ subject: mail.subject ?? '', text: mail.text ?? '' }))
    .filter((mail) => mail.subject.includes('Your scorecard'));
}

/** An interview that ended an hour ago, its company's Admin its one interviewer. */
const endedInterview = () => makeInterview(app, db, { startsAt: new Date(Date.now() - 2 * HOUR) });

/** Every process's minutely look, as the task runs it. */
const look = () => askWork({ db, appUrl: config.appUrl }).run({});

const submitScorecard = (interview: Awaited<ReturnType<typeof endedInterview>>) =>
  app.inject({
    ...requestOf(scorecardEndpoints.saveMine, { params: { id: interview.applicationId } }),
    headers: { authorization: interview.admin.token },
    payload: { interview_id: interview.id, recommendation: 'yes', submit: true },
  });

/** The look at `at`, as any process runs it. */
const lookAt = (at: Date) => sendDueAsks(db, config.appUrl, at);

/** What each scorecard e-mail to `to` begins with. */
const kindsTo = async (to: string) =>
  (await asksTo(to)).map((mail) => (mail.subject.startsWith('Reminder:') ? 'reminder' : 'ask'));

describe('asking interviewers for their scorecards', () => {
  it('asks once the interview has ended, once across a restart, with a link to the scorecard', async () => {
    const interview = await makeInterview(app, db, { startsAt: new Date(Date.now() - 30 * 60 * 1000) });
    await lookAt(new Date());
    expect(await asksTo(interview.admin.email)).toEqual([]);

    const ended = new Date(Date.now() + HOUR);
    await lookAt(ended);
    // A second look, and one by a process started after the first stopped, find it asked.
    await lookAt(ended);
    await look();

    const mails = await asksTo(interview.admin.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Your scorecard for Interview for .+ with Ada Lovelace$/);
    expect(mails[0]!.text).toContain(`${config.appUrl}/candidate/${interview.applicationId}#scorecard`);
  });

  it('reminds a day and three days after the ask until the scorecard is submitted', async () => {
    const interview = await endedInterview();
    const other = await endedInterview();
    const asked = new Date();
    await lookAt(asked);
    const after = (hours: number) => new Date(asked.getTime() + hours * HOUR);
    expect((await submitScorecard(other)).statusCode).toBe(200);

    await lookAt(after(23));
    expect(await kindsTo(interview.admin.email)).toEqual(['ask']);
    await lookAt(after(24));
    await lookAt(after(48));
    expect(await kindsTo(interview.admin.email)).toEqual(['ask', 'reminder']);
    await lookAt(after(72));
    await lookAt(after(200));
    expect(await kindsTo(interview.admin.email)).toEqual(['ask', 'reminder', 'reminder']);
    expect(await kindsTo(other.admin.email)).toEqual(['ask']);
  });

  it('asks nothing for a cancelled interview, a withdrawn or closed application, or a submitted scorecard', async () => {
    const cancelled = await endedInterview();
    await db.update(interviews).set({ status: 'cancelled' }).where(eq(interviews.id, cancelled.id));
    const withdrawn = await endedInterview();
    await db.update(applications).set({ withdrawnAt: new Date() }).where(eq(applications.id, withdrawn.applicationId));
    const rejected = await endedInterview();
    await db.update(applications).set({ status: 'Not Selected' }).where(eq(applications.id, rejected.applicationId));
    const submitted = await endedInterview();
    expect((await submitScorecard(submitted)).statusCode).toBe(200);
    const open = await endedInterview();

    await look();
    expect(await kindsTo(open.admin.email)).toEqual(['ask']);
    for (const interview of [cancelled, withdrawn, rejected, submitted]) {
      expect(await asksTo(interview.admin.email)).toEqual([]);
    }
  });

  it('asks about a moved interview once its new end has passed', async () => {
    const interview = await endedInterview();
    await lookAt(new Date());
    const startsAt = new Date(Date.now() + 24 * HOUR);
    await db
      .update(interviews)
      .set({ startsAt, endsAt: new Date(startsAt.getTime() + HOUR), sequence: 1 })
      .where(eq(interviews.id, interview.id));
    // The first revision's reminder is not sent: the interview is yet to take place.
    await lookAt(new Date(Date.now() + 24 * HOUR));
    expect(await kindsTo(interview.admin.email)).toEqual(['ask']);

    await lookAt(new Date(Date.now() + 26 * HOUR));
    await lookAt(new Date(Date.now() + 26 * HOUR));
    expect(await kindsTo(interview.admin.email)).toEqual(['ask', 'ask']);
  });
});
