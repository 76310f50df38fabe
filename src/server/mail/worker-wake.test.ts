import { eq, sql } from 'drizzle-orm';
import os from 'node:os';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema.js';
import { diskFileStore } from '../files/store.js';
import { html } from '../html/html.js';
import { createLogger } from '../log.js';
import { createTestDatabase } from '../test/harness.js';
import { freePort, startTestSmtpServer } from '../test/smtp.js';
import { enqueueMail } from './outbox.js';
import { createMailTransport } from './transport.js';
import { startMailWorker, type MailWorker } from './worker.js';

const database = await createTestDatabase();
const { db } = database;
const smtp = await startTestSmtpServer();
const lines: string[] = [];
const log = createLogger('debug', { write: (line: string) => void lines.push(line) });
let workers: MailWorker[] = [];

afterAll(() => smtp.close());

/** A worker whose poll is ten minutes away: whatever it sends within a test's time, a notification made it send. */
function startListeningWorker(listenWith = database.dedicatedClient, pollMs = 600_000) {
  const worker = startMailWorker({
    db,
    transport: createMailTransport(smtp.url, os.tmpdir(), log),
    files: diskFileStore(os.tmpdir()),
    from: 'Openhire <no-reply@example.test>',
    appUrl: 'http://localhost:3000',
    log,
    pollMs,
    listenWith,
  });
  workers.push(worker);
  return worker;
}

const message = (to: string, holdUntil?: Date) => ({
  to,
  subject: 'Hello',
  html: html`<p>Hi</p>`,
  ...(holdUntil && { holdUntil }),
});

async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const listeningBackends = async () => {
  const { rows } = await db.execute<{ pid: number }>(
    sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN mail_queued' AND state = 'idle'`,
  );
  return rows.map((row) => row.pid);
};

/** The worker's listening connection, once its LISTEN has taken effect: its server process's id. */
const listeningBackend = (other?: number) =>
  waitFor(async () => (await listeningBackends()).find((pid) => pid !== other));

afterEach(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  workers = [];
  // A stopped worker's connection may linger for a moment, and the next test must not take it for its own.
  await waitFor(async () => ((await listeningBackends()).length === 0 ? true : undefined));
  await db.delete(outbox);
  smtp.received.length = 0;
  lines.length = 0;
});

const recipients = () => smtp.received.flatMap((mail) => mail.to);

describe('waking the mail worker', () => {
  it('sends mail at once when the transaction that queued it commits, and nothing for one rolled back', async () => {
    startListeningWorker();
    await listeningBackend();
    // A second listener of the test's own sees the notifications in the order their transactions committed.
    const observer = new pg.Client({ connectionString: database.url });
    const notified: string[] = [];
    await observer.connect();
    try {
      observer.on('notification', (notification) => notified.push(notification.channel));
      await observer.query('LISTEN mail_queued');

      const rolledBack = db.transaction(async (tx) => {
        await enqueueMail(tx, message('rolled-back@example.test'), null);
        tx.rollback();
      });
      await expect(rolledBack).rejects.toThrow();
      await db.transaction(async (tx) => {
        await enqueueMail(tx, message('first@example.test'), null);
        await enqueueMail(tx, message('second@example.test'), null);
      });

      await waitFor(async () => (smtp.received.length >= 2 ? true : undefined));
      expect(recipients().sort()).toEqual(['first@example.test', 'second@example.test']);
      // One transaction of two e-mails made one notification, and the rolled-back one none before it.
      await waitFor(async () => (notified.length > 0 ? true : undefined));
      expect(notified).toEqual(['mail_queued']);
    } finally {
      await observer.end();
    }
  });

  it('leaves mail held for later where it is when woken, and sends what is due', async () => {
    startListeningWorker();
    await listeningBackend();
    await enqueueMail(db, message('held@example.test', new Date(Date.now() + 3_600_000)), null);
    await enqueueMail(db, message('due@example.test'), null);

    await waitFor(async () => (smtp.received.length > 0 ? true : undefined));
    expect(recipients()).toEqual(['due@example.test']);
    const [held] = await db.select().from(outbox).where(eq(outbox.recipient, 'held@example.test'));
    expect(held).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('listens again after its connection is cut, and still sends at once, logging no password', async () => {
    startListeningWorker();
    const first = await listeningBackend();
    await db.execute(sql`SELECT pg_terminate_backend(${first})`);
    await listeningBackend(first);

    await enqueueMail(db, message('after-the-cut@example.test'), null);
    await waitFor(async () => (smtp.received.length > 0 ? true : undefined));
    expect(recipients()).toEqual(['after-the-cut@example.test']);
    const logged = lines.join('\n');
    expect(logged).toContain('mail worker is not listening for queued mail');
    // A server that trusts local connections has no password to leak; the next case covers one that has.
    const password = decodeURIComponent(new URL(database.url).password);
    if (password !== '') expect(logged).not.toContain(password);
  });

  it('sends by polling while it cannot listen, without failing or logging the password', async () => {
    const unreachable = `postgres://openhire:not-for-the-log@127.0.0.1:${await freePort()}/openhire`;
    startListeningWorker(() => new pg.Client({ connectionString: unreachable }), 100);
    await enqueueMail(db, message('polled@example.test'), null);

    await waitFor(async () => (smtp.received.length > 0 ? true : undefined));
    expect(recipients()).toEqual(['polled@example.test']);
    await waitFor(async () => (lines.some((line) => line.includes('not listening')) ? true : undefined));
    expect(lines.join('\n')).not.toContain('not-for-the-log');
  });
});
