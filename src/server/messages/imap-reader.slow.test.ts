import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { ImapFlow } from 'imapflow';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inboundEndpoints } from '../../shared/inbound-endpoints.js';
import { messages } from '../db/schema.js';
import { fileStoreFor } from '../files/configured-store.js';
import { startTestDovecot, type TestDovecot } from '../test/dovecot.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { createTestApp } from '../test/harness.js';
import { requestOf } from '../test/routes.js';
import { type InboundReader, type InboundReaderOptions, startInboundReader } from './imap-reader.js';
import { replyAddressOf, replyKeyOf, replyToken } from './reply-address.js';

const REPLY_TO = 'hiring@mail.example.test';
const METRICS_TOKEN = 'scraper-token-0123456789';

let dovecot: TestDovecot;
let mail: ImapFlow;
const readers: InboundReader[] = [];

beforeEach(async () => {
  dovecot = await startTestDovecot();
  mail = await dovecot.client();
});
afterEach(async () => {
  await Promise.all(readers.splice(0).map((reader) => reader.stop()));
  await mail.logout().catch(() => {});
  await dovecot.stop();
});

// The status call reads the mailbox named by IMAP_URL; each test's Dovecot has its own port, which the status leaves out.
const { app, database, config } = await createTestApp({
  env: { REPLY_TO_ADDRESS: REPLY_TO, IMAP_URL: 'imap://hiring:x@127.0.0.1:1', METRICS_TOKEN },
});
const { db } = database;
const replyKey = await replyKeyOf(config);
const store = fileStoreFor(config);
const quiet = { info() {}, warn() {} };
const company = await makeCompany(app);
const posting = await makePosting(app, company.token);

/** A new application and the address its candidate's replies go to. */
async function anApplication() {
  const candidate = await makeCandidate(app);
  const id = await makeApplication(app, candidate.token, posting);
  return { id, email: candidate.email, address: replyAddressOf(REPLY_TO, replyToken(replyKey, id)) };
}

function reply(to: string, from: string, text = 'Thursday works for me.'): string {
  return [
    `From: Ada Lovelace <${from}>`,
    `To: ${to}`,
    'Subject: Re: Your application',
    `Message-ID: <${randomUUID()}@mail.example.test>`,
    'Date: Thu, 03 Dec 2026 10:00:00 +0000',
    'Content-Type: text/plain; charset=utf-8',
    '',
    text,
    '',
  ].join('\r\n');
}

function reader(options: Partial<InboundReaderOptions> = {}): InboundReader {
  const started = startInboundReader({
    db,
    intake: { db, store, replyKey },
    url: dovecot.url,
    mailbox: 'INBOX',
    lockWith: database.dedicatedClient,
    log: quiet,
    standbyMs: 100,
    backoffFirstMs: 100,
    ...options,
  });
  readers.push(started);
  return started;
}

const attachedTo = async (applicationId: string) =>
  (await db.select({ n: count() }).from(messages).where(eq(messages.applicationId, applicationId)))[0]!.n;

async function inFolder(path: string): Promise<number> {
  const folder = await mail.status(path, { messages: true });
  return folder ? (folder.messages ?? 0) : 0;
}

async function until(what: () => Promise<boolean> | boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > deadline)
      throw new Error(`not within ${ms} ms: ${JSON.stringify(await status())} ${await inFolder('INBOX')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function status() {
  const response = await app.inject({
    ...requestOf(inboundEndpoints.inboundStatus),
    headers: { authorization: company.token },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Record<string, unknown> }>().data;
}

async function metric(name: string, labels: Record<string, string> = {}): Promise<number> {
  const response = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const family = parsePrometheusTextFormat(response.body).find((each) => each.name === name);
  const sample = family?.metrics.find((each) =>
    Object.entries(labels).every(
      ([key, value]) => (each as { labels?: Record<string, string> }).labels?.[key] === value,
    ),
  ) as { value?: string } | undefined;
  return Number(sample?.value ?? 0);
}

describe('reading replies from a mailbox', () => {
  it('attaches a reply and files it in Openhire/Processed, and files what names no application in Unmatched', async () => {
    const application = await anApplication();
    const attachedBefore = await metric('openhire_inbound_messages_total', { result: 'attached' });
    await mail.append('INBOX', reply(application.address, application.email));
    await mail.append('INBOX', reply(REPLY_TO, 'colleague@example.test', 'Lunch on Friday?'));
    reader();
    await until(async () => (await attachedTo(application.id)) === 1 && (await inFolder('INBOX')) === 0);
    expect(await inFolder('Openhire/Processed')).toBe(1);
    expect(await inFolder('Openhire/Unmatched')).toBe(1);
    const [kept] = await db.select().from(messages).where(eq(messages.applicationId, application.id));
    expect(kept).toMatchObject({ text: expect.stringContaining('Thursday works'), fromOtherAddress: false });
    expect(await metric('openhire_inbound_messages_total', { result: 'attached' })).toBe(attachedBefore + 1);
    expect(await status()).toMatchObject({ reading: true, mailbox: 'INBOX', failures: 0, last_error: null });
    expect((await status()).last_read_at).toEqual(expect.any(String));
  });

  it('takes a new message in at once through IDLE, long before the next poll', async () => {
    const application = await anApplication();
    const idle = reader({ pollMs: 120_000 });
    await until(() => idle.reading());
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const sent = Date.now();
    await mail.append('INBOX', reply(application.address, application.email));
    await until(async () => (await attachedTo(application.id)) === 1, 10_000);
    expect(Date.now() - sent).toBeLessThan(5_000);
  });

  it('polls a mailbox when IDLE is off', async () => {
    const application = await anApplication();
    reader({ idle: false, pollMs: 1_000 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await mail.append('INBOX', reply(application.address, application.email));
    await until(async () => (await attachedTo(application.id)) === 1, 10_000);
    await mail.append('INBOX', reply(application.address, application.email, 'And Friday too.'));
    await until(async () => (await attachedTo(application.id)) === 2, 10_000);
  });

  it('resumes after a stop in the middle of a batch, attaching each message exactly once', async () => {
    const application = await anApplication();
    for (let n = 0; n < 10; n += 1) {
      await mail.append('INBOX', reply(application.address, application.email, `Reply number ${n}.`));
    }
    let handled = 0;
    const first = reader({ batchSize: 4, onMessage: () => void (++handled === 3 && first.stop()) });
    await until(() => handled === 3);
    await first.stop();
    expect(await attachedTo(application.id)).toBe(3);
    expect(await inFolder('INBOX')).toBe(7);
    // One kept but not filed away, as when a process dies between the two: read again, kept once.
    await mail.mailboxOpen('Openhire/Processed');
    await mail.messageCopy('1', 'INBOX');
    await mail.mailboxClose();
    reader({ batchSize: 4 });
    await until(async () => (await inFolder('INBOX')) === 0 && (await attachedTo(application.id)) === 10);
    expect(await inFolder('Openhire/Processed')).toBe(11);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await attachedTo(application.id)).toBe(10);
  });

  it('reads with one process of two, each message once, and the other takes over when it stops', async () => {
    const application = await anApplication();
    for (let n = 0; n < 20; n += 1) {
      await mail.append('INBOX', reply(application.address, application.email, `Reply number ${n}.`));
    }
    const taken: string[] = [];
    const one = reader({ onMessage: () => void taken.push('one') });
    const two = reader({ onMessage: () => void taken.push('two') });
    await until(async () => (await attachedTo(application.id)) === 20 && (await inFolder('INBOX')) === 0);
    expect(taken).toHaveLength(20);
    expect(new Set(taken).size).toBe(1);
    expect([one.reading(), two.reading()].filter(Boolean)).toHaveLength(1);
    const [holder, other] = one.reading() ? [one, two] : [two, one];
    await holder.stop();
    await until(() => other.reading());
    await mail.append('INBOX', reply(application.address, application.email, 'One more.'));
    await until(async () => (await attachedTo(application.id)) === 21);
    expect(taken.at(-1)).toBe(holder === one ? 'two' : 'one');
  });

  it('skips a message moved away by hand while a batch runs', async () => {
    const application = await anApplication();
    for (let n = 0; n < 6; n += 1) {
      await mail.append('INBOX', reply(application.address, application.email, `Reply number ${n}.`));
    }
    await mail.mailboxCreate('Kept by hand');
    await mail.mailboxOpen('INBOX');
    const [, , , , fifth] = await mail.search({ all: true }, { uid: true }).then((uids) => uids || []);
    let handled = 0;
    reader({
      batchSize: 2,
      onMessage: async () => {
        if (++handled > 1) return;
        await mail.messageMove(String(fifth), 'Kept by hand', { uid: true });
        await mail.mailboxClose();
      },
    });
    await until(async () => (await attachedTo(application.id)) === 5 && (await inFolder('INBOX')) === 0);
    expect(await inFolder('Kept by hand')).toBe(1);
    expect(await inFolder('Openhire/Processed')).toBe(5);
    const texts = (
      await db.select({ text: messages.text }).from(messages).where(eq(messages.applicationId, application.id))
    ).map((each) => each.text);
    expect(texts.join()).not.toContain('Reply number 4.');
    expect(await status()).toMatchObject({ failures: 0, last_error: null });
  });

  it('shows a refused sign-in on the status and in /metrics, without the password, and recovers once fixed', async () => {
    const application = await anApplication();
    await mail.append('INBOX', reply(application.address, application.email));
    await dovecot.setPassword('the-new-password');
    reader({ backoffMaxMs: 1_000 });
    await until(async () => ((await status()).failures as number) >= 2, 30_000);
    const failing = await status();
    expect(failing.last_error).toMatch(/refused the sign-in/);
    expect(JSON.stringify(failing)).not.toContain(dovecot.password);
    expect(await metric('openhire_inbound_mailbox_failures')).toBeGreaterThanOrEqual(2);
    expect(await attachedTo(application.id)).toBe(0);
    await dovecot.setPassword(dovecot.password);
    await until(async () => (await attachedTo(application.id)) === 1, 30_000);
    expect(await status()).toMatchObject({ failures: 0, last_error: null, last_error_at: null });
    expect(await metric('openhire_inbound_mailbox_failures')).toBe(0);
    const [row] = await db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.applicationId, application.id), eq(messages.fromOtherAddress, false)));
    expect(row!.n).toBe(1);
  });
});
