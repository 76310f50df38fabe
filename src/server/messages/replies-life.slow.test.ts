import { and, eq } from 'drizzle-orm';
import type { ImapFlow } from 'imapflow';
import { simpleParser } from 'mailparser';
import { afterAll, expect, it } from 'vitest';
import { messagesEndpoints } from '../../shared/messages-endpoints.js';
import type { Message } from '../../shared/messages.js';
import { notifications } from '../db/schema.js';
import { fileStoreFor } from '../files/configured-store.js';
import { startTestDovecot } from '../test/dovecot.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { addMember } from '../test/factories-team.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { createTestApp } from '../test/harness.js';
import { requestOf } from '../test/routes.js';
import { deliverDueMail, startTestSmtpServer } from '../test/smtp.js';
import { runQueued } from '../test/tasks.js';
import { startInboundReader } from './imap-reader.js';
import { startTasks, type TaskWork } from '../tasks/queue.js';
import { messageNoticeWork } from './notices.js';
import { replyKeyOf } from './reply-address.js';

// The whole life of a conversation through real servers: a member writes from the thread, the mail goes out over
// SMTP with the application's reply address, the candidate's mail program answers it into a Dovecot mailbox, the
// reader files the answer on the application, the member is told, and their answer names the candidate's.

const dovecot = await startTestDovecot();
const smtp = await startTestSmtpServer();
const { app, database, config } = await createTestApp({ env: { REPLY_TO_ADDRESS: 'hiring@mail.example.test' } });
const { db } = database;
const replyKey = await replyKeyOf(config);
const notices = messageNoticeWork({ db, appUrl: config.appUrl });
// A process has started once, as the server does before it takes any call: the queue is there to take tasks.
await (await startTasks({ pool: database.pool, work: [notices as TaskWork<object>], log: { error() {} } })).stop();
const reader = startInboundReader({
  db,
  intake: { db, store: fileStoreFor(config), replyKey },
  url: dovecot.url,
  mailbox: 'INBOX',
  lockWith: database.dedicatedClient,
  log: { info() {}, warn() {} },
  standbyMs: 100,
  backoffFirstMs: 100,
});
let mailbox: ImapFlow | undefined;
afterAll(async () => {
  await reader.stop();
  await mailbox?.logout().catch(() => {});
  await Promise.all([dovecot.stop(), smtp.close()]);
});

const as = (token: string) => ({ headers: { authorization: token } });

async function eventually<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (let tries = 0; tries < 300; tries++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('never came');
}

it('carries a conversation from the thread to the candidate and back, threaded, and tells the member', async () => {
  const admin = await makeCompany(app, { name: 'Acme Robotics' });
  const recruiter = await addMember(app, db, admin.token, 'recruiter', 'Rita Recruiter');
  const candidate = await makeCandidate(app);
  const posting = await makePosting(app, admin.token, { title: 'Backend Engineer' });
  const id = await makeApplication(app, candidate.token, posting);

  const sent = await app.inject({
    ...requestOf(messagesEndpoints.sendMessage, { params: { id } }),
    payload: { subject: 'A time to talk', body: 'Would Thursday at ten suit you?' },
    ...as(recruiter.token),
  });
  expect(sent.statusCode, sent.body).toBe(201);
  await deliverDueMail(db, config, smtp.url);
  const toCandidate = await Promise.all(
    smtp.received.filter((mail) => mail.to.includes(candidate.email)).map((mail) => simpleParser(mail.raw)),
  );
  // The application's receipt and the member's message.
  expect(toCandidate).toHaveLength(2);
  const first = toCandidate.find((mail) => mail.subject === 'A time to talk')!;
  const replyTo = first.replyTo!.value[0]!;
  expect(replyTo.name).toBe('Rita Recruiter at Acme Robotics');
  expect(replyTo.address).toMatch(/^hiring\+[a-z2-7]{42}@mail\.example\.test$/);

  // The candidate's mail program answers to the Reply-To, naming what it answers, quoting it below.
  const answerId = `<answer-${id}@mail.example.net>`;
  mailbox = await dovecot.client();
  await mailbox.append(
    'INBOX',
    [
      `From: Ada Lovelace <${candidate.email}>`,
      `To: "${replyTo.name}" <${replyTo.address}>`,
      'Subject: Re: A time to talk',
      `Message-ID: ${answerId}`,
      `In-Reply-To: ${first.messageId}`,
      `References: ${first.messageId}`,
      'Date: Thu, 03 Dec 2026 10:00:00 +0000',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Thursday works for me.',
      '',
      'On Wed, 2 Dec 2026, Rita Recruiter wrote:',
      '> Would Thursday at ten suit you?',
      '',
    ].join('\r\n'),
    [],
    // A mailbox dates arrivals in whole seconds: within the second of the message it answers, yet shown after it.
    new Date(Math.floor(Date.now() / 1_000) * 1_000),
  );

  const reply = await eventually(async () => {
    const answer = await app.inject({
      ...requestOf(messagesEndpoints.messages, { params: { id } }),
      ...as(admin.token),
    });
    return answer.json<{ data: Message[] }>().data.find((message) => message.direction === 'in');
  });
  expect(reply).toMatchObject({ kind: 'message', text: 'Thursday works for me.', from_other_address: false });
  expect(reply.quoted_text).toContain('Would Thursday at ten suit you?');
  // Filed away once kept, by a move that follows the commit: nothing is left to read twice.
  const held = async (folder: string) => {
    const status = await mailbox!.status(folder, { messages: true });
    return status && status.messages;
  };
  await eventually(async () => ((await held('INBOX')) === 0 ? true : undefined));
  expect(await held('Openhire/Processed')).toBe(1);

  await runQueued(db, notices);
  const told = await db
    .select({ kind: notifications.kind })
    .from(notifications)
    .where(and(eq(notifications.applicationId, id), eq(notifications.memberId, recruiter.id)));
  expect(told.map((each) => each.kind)).toContain('candidate_message');

  // The member answers from the thread; the candidate's program sees one conversation.
  const again = await app.inject({
    ...requestOf(messagesEndpoints.sendMessage, { params: { id } }),
    payload: { body: 'See you then.' },
    ...as(recruiter.token),
  });
  expect(again.statusCode, again.body).toBe(201);
  await deliverDueMail(db, config, smtp.url);
  const second = await simpleParser(smtp.received.filter((mail) => mail.to.includes(candidate.email)).at(-1)!.raw);
  expect(second.subject).toBe('Re: A time to talk');
  expect(second.inReplyTo).toBe(answerId);
  // The application's receipt opened the thread; the chain goes on through both messages of this exchange.
  expect([second.references].flat().slice(-2)).toEqual([first.messageId, answerId]);
  expect([second.references].flat()).toHaveLength(3);
  expect(second.replyTo!.value[0]!.address).toBe(replyTo.address);
});
