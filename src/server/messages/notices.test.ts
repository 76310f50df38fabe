import { and, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { applicationEndpoints } from '../../shared/applications-endpoints.js';
import { notificationEndpoints } from '../../shared/notifications-endpoints.js';
import type { NotificationSettings, NotificationsAnswer } from '../../shared/notifications.js';
import { webhookEndpoints } from '../../shared/webhooks-endpoints.js';
import { hiringTeamMembers, messages, outbox, webhookDeliveries } from '../db/schema.js';
import { publish } from '../events.js';
import { fileStoreFor } from '../files/configured-store.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { addMember } from '../test/factories-team.js';
import { makeCandidate, makeNamedFounder } from '../test/factories.js';
import { createTestApp } from '../test/harness.js';
import { requestOf, urlOf } from '../test/routes.js';
import { deliverDueMail, startTestSmtpServer } from '../test/smtp.js';
import { runQueued } from '../test/tasks.js';
import { startTasks, type TaskWork } from '../tasks/queue.js';
import { takeInboundMessage } from './intake.js';
import { messageNoticeWork } from './notices.js';
import { replyAddressOf, replyKeyOf, replyToken } from './reply-address.js';

const { app, database, config } = await createTestApp({
  env: { REPLY_TO_ADDRESS: 'hiring@mail.example.test', OUTBOUND_ALLOW_PRIVATE: 'true' },
});
const { db } = database;
const replyKey = await replyKeyOf(config);
const intake = { db, store: fileStoreFor(config), replyKey };
const notices = messageNoticeWork({ db, appUrl: config.appUrl });
// A process has started once, as the server does before it takes any call: the queue is there to take tasks.
await (await startTasks({ pool: database.pool, work: [notices as TaskWork<object>], log: { error() {} } })).stop();

function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string | undefined, payload?: object) {
  return app.inject({ method, url, headers: token ? { authorization: token } : {}, ...(payload ? { payload } : {}) });
}

/**
 * A company: its founder recruits for the posting; Hana, of its hiring team, wrote to the candidate last; Ian, of the
 * same team, never did.
 */
async function thread() {
  const founder = await makeNamedFounder(app);
  const hana = await addMember(app, db, founder.token, 'hiring_manager', 'Hana Manager');
  const ian = await addMember(app, db, founder.token, 'hiring_manager', 'Ian Interviewer');
  const candidate = await makeCandidate(app);
  const posting = await makePosting(app, founder.token, {
    title: 'Backend Engineer',
    recruiter_email: founder.email.toUpperCase(),
    hiring_team: [hana.id, ian.id],
  });
  const applicationId = await makeApplication(app, candidate.token, posting);
  for (const [who, subject] of [
    [founder, 'Thank you for applying'],
    [hana, 'Interview next week'],
  ] as const)
    expect(
      (
        await call('POST', urlOf(applicationEndpoints.sendEmail), who.token, {
          id: applicationId,
          subject,
          message: '<p>Hello Ada</p>',
        })
      ).statusCode,
    ).toBe(200);
  const reply = async (text: string) => {
    const raw = [
      `From: Ada Lovelace <${candidate.email}>`,
      `To: ${replyAddressOf('hiring@mail.example.test', replyToken(replyKey, applicationId))}`,
      'Subject: Re: Interview next week',
      `Message-ID: <${crypto.randomUUID()}@mail.candidate.test>`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      text,
      '',
    ].join('\r\n');
    expect(await takeInboundMessage(intake, Buffer.from(raw))).toBe('attached');
  };
  return { founder, hana, ian, candidate, posting, applicationId, reply };
}

const notificationsOf = async (token: string) =>
  (await call('GET', urlOf(notificationEndpoints.list), token)).json<NotificationsAnswer>().data;

/** A message stored the way the intake stores one, and published as it does. */
async function arrived(applicationId: string, companyOf: string, values: Partial<typeof messages.$inferInsert>) {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(messages)
      .values({ applicationId, via: 'email', text: 'Out of office', ...values })
      .returning({ id: messages.id, kind: messages.kind });
    await publish(tx, 'message.received', {
      companyId: companyOf,
      data: [{ application_id: applicationId, message_id: stored!.id, kind: stored!.kind }],
    });
    return stored!.id;
  });
}

const companyIdOf = async (applicationId: string) =>
  (await db.query.applications.findFirst({ where: (table) => eq(table.id, applicationId) }))!.companyId;

describe("a candidate's message", () => {
  it('tells the member who wrote last and the recruiter, in app and by e-mail, once, without what the candidate wrote', async () => {
    const { founder, hana, ian, applicationId, reply } = await thread();
    const smtp = await startTestSmtpServer();
    try {
      await deliverDueMail(db, config, smtp.url);
      smtp.received.length = 0;
      await reply('Thursday works for me. My new number is 0123 456789.');
      await runQueued(db, notices);
      // The same task again (a worker that died before it finished) tells nobody twice.
      const [message] = await db.select().from(messages).where(eq(messages.applicationId, applicationId));
      await notices.run({ messageId: message!.id });

      for (const member of [founder, hana]) {
        const told = (await notificationsOf(member.token)).filter((each) => each.kind === 'candidate_message');
        expect(told).toEqual([
          expect.objectContaining({
            application_id: applicationId,
            text: 'Ada Lovelace sent a message about Backend Engineer',
            read: false,
          }),
        ]);
      }
      expect((await notificationsOf(ian.token)).filter((each) => each.kind === 'candidate_message')).toEqual([]);

      await deliverDueMail(db, config, smtp.url);
      const mails = await Promise.all(
        smtp.received.map(async (mail) => ({ to: mail.to, parsed: await simpleParser(mail.raw) })),
      );
      expect(mails.map((mail) => mail.to).sort()).toEqual([[founder.email], [hana.email]].sort());
      for (const { parsed } of mails) {
        expect(parsed.subject).toBe('Ada Lovelace sent a message about Backend Engineer');
        expect(parsed.text).toContain(`${config.appUrl}/candidate/${applicationId}`);
        expect(parsed.text).not.toContain('Thursday');
        expect(parsed.html).not.toContain('Thursday');
      }
    } finally {
      await smtp.close();
    }
  });

  it("follows each member's choice of e-mail, and tells only members who still see the application", async () => {
    const { founder, hana, applicationId, reply } = await thread();
    const settings = (await call('GET', urlOf(notificationEndpoints.settings), hana.token)).json<{
      data: NotificationSettings;
    }>().data;
    expect(settings.default.messages).toBe(true);
    const saved = await call('PUT', urlOf(notificationEndpoints.saveSettings), hana.token, {
      time_zone: 'UTC',
      digest_hour: 8,
      default: { ...settings.default, messages: false },
      postings: [],
    });
    expect(saved.json<{ data: NotificationSettings }>().data.default.messages).toBe(false);

    const smtp = await startTestSmtpServer();
    try {
      await deliverDueMail(db, config, smtp.url);
      smtp.received.length = 0;
      await reply('Thursday works.');
      await runQueued(db, notices);
      await deliverDueMail(db, config, smtp.url);
      expect(smtp.received.map((mail) => mail.to)).toEqual([[founder.email]]);
      expect((await notificationsOf(hana.token)).map((each) => each.kind)).toContain('candidate_message');

      // Off the hiring team, Hana no longer sees the application, and hears nothing of it.
      await db.delete(hiringTeamMembers).where(eq(hiringTeamMembers.memberId, hana.id));
      await reply('And Friday too.');
      await runQueued(db, notices);
      const rows = await db.query.notifications.findMany({
        where: (table) => and(eq(table.applicationId, applicationId), eq(table.kind, 'candidate_message')),
      });
      expect(rows.filter((row) => row.memberId === hana.id)).toHaveLength(1);
      expect(rows.filter((row) => row.memberId === founder.id)).toHaveLength(2);
    } finally {
      await smtp.close();
    }
  });

  it('tells nobody of an automatic reply', async () => {
    const { founder, hana, applicationId } = await thread();
    await arrived(applicationId, await companyIdOf(applicationId), { kind: 'auto_reply' });
    await runQueued(db, notices);
    for (const member of [founder, hana])
      expect((await notificationsOf(member.token)).map((each) => each.kind)).not.toContain('candidate_message');
  });

  it('tells the member whose message bounced, and the recruiter when nobody sent it', async () => {
    const { founder, hana, applicationId } = await thread();
    const [hanas] = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.applicationId, applicationId), eq(outbox.subject, 'Interview next week')));
    const companyId = await companyIdOf(applicationId);
    const smtp = await startTestSmtpServer();
    try {
      await deliverDueMail(db, config, smtp.url);
      smtp.received.length = 0;
      await arrived(applicationId, companyId, { kind: 'bounce', bouncedOutboxId: hanas!.id, text: 'Undeliverable' });
      await runQueued(db, notices);
      await deliverDueMail(db, config, smtp.url);
      expect(smtp.received.map((mail) => mail.to)).toEqual([[hana.email]]);
      const [mail] = await Promise.all(smtp.received.map((each) => simpleParser(each.raw)));
      expect(mail!.subject).toBe('Your message to Ada Lovelace did not arrive');
      expect((await notificationsOf(hana.token)).filter((each) => each.kind === 'message_bounced')).toEqual([
        expect.objectContaining({ text: 'Your message to Ada Lovelace (Backend Engineer) did not arrive' }),
      ]);
      expect((await notificationsOf(founder.token)).map((each) => each.kind)).not.toContain('message_bounced');

      await arrived(applicationId, companyId, { kind: 'bounce', text: 'Undeliverable' });
      await runQueued(db, notices);
      expect((await notificationsOf(founder.token)).map((each) => each.kind)).toContain('message_bounced');
    } finally {
      await smtp.close();
    }
  });

  it("reaches the company's webhooks as ids and its kind, never its text", async () => {
    const { founder, applicationId, reply } = await thread();
    const created = await app.inject({
      ...requestOf(webhookEndpoints.create),
      headers: { authorization: founder.token },
      payload: { url: 'http://127.0.0.1:9/hooks', events: ['message.received'] },
    });
    expect(created.statusCode).toBe(201);
    const endpointId = created.json<{ data: { id: string } }>().data.id;
    await reply('Thursday works for me.');
    const [message] = await db.select().from(messages).where(eq(messages.applicationId, applicationId));
    const deliveries = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
    expect(deliveries.map((delivery) => delivery.payload)).toEqual([
      {
        type: 'message.received',
        timestamp: expect.any(String),
        data: { application_id: applicationId, message_id: message!.id, kind: 'message' },
      },
    ]);
  });
});
