import { eq } from 'drizzle-orm';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema.js';
import { createTestDatabase } from '../test/harness.js';
import { freePort, startTestSmtpServer } from '../test/smtp.js';
import { enqueueMail } from './outbox.js';
import { diskFileStore } from '../files/store.js';
import { createMailTransport } from './transport.js';
import { startMailWorker, type MailWorker } from './worker.js';

const { db } = await createTestDatabase();
const quiet = { info() {}, warn() {}, error() {} };
let worker: MailWorker | undefined;

afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  await db.delete(outbox);
});

/** Start the worker after queueing: its first look at the outbox and `runOnce` then see the same mail. */
function startWorker(smtpUrl: string | undefined, mailDir = os.tmpdir()) {
  worker = startMailWorker({
    db,
    transport: createMailTransport(smtpUrl, mailDir, quiet),
    files: diskFileStore(mailDir),
    from: 'Openhire <no-reply@example.test>',
    log: quiet,
    pollMs: 60_000,
    retryBaseMs: 50,
    maxAttempts: 3,
  });
  return worker;
}

const message = (to: string) => ({
  to,
  subject: 'Hello',
  text: 'Plain words',
  html: '<p>Hi <strong>there</strong><script>alert(1)</script><img src=x onerror=alert(1)></p>',
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the mail outbox', () => {
  it('keeps mail while the SMTP server is down and delivers it exactly once when it is back', async () => {
    const port = await freePort();
    await enqueueMail(db, message('down@example.test'));
    const mailer = startWorker(`smtp://127.0.0.1:${port}`);

    await mailer.runOnce();
    const [waiting] = await db.select().from(outbox);
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1 });
    expect(waiting?.lastError).toBeTruthy();

    const smtp = await startTestSmtpServer({ port });
    try {
      await db.update(outbox).set({ nextAttemptAt: new Date() });
      await mailer.runOnce();
      await mailer.runOnce();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual(['down@example.test']);
      const [sent] = await db.select().from(outbox);
      expect(sent).toMatchObject({ state: 'sent', attempts: 2 });
    } finally {
      await smtp.close();
    }
  });

  it('sends a text part and an HTML part with scripts and handlers removed', async () => {
    const smtp = await startTestSmtpServer();
    try {
      const mailer = startWorker(smtp.url);
      await enqueueMail(db, message('parts@example.test'));
      mailer.wake();
      await waitFor(async () => smtp.received.length === 1);
      const raw = smtp.received[0]!.raw;
      expect(raw).toContain('text/plain');
      expect(raw).toContain('text/html');
      expect(raw).toContain('Plain words');
      expect(raw).not.toMatch(/<script|onerror/i);
    } finally {
      await smtp.close();
    }
  });

  it('marks a message failed when the server refuses it for good', async () => {
    const smtp = await startTestSmtpServer({ refuse: true });
    try {
      await enqueueMail(db, message('refused@example.test'));
      const mailer = startWorker(smtp.url);
      await mailer.runOnce();
      const [failed] = await db.select().from(outbox);
      expect(failed?.state).toBe('failed');
      expect(failed?.lastError).toMatch(/550|Mailbox unavailable/);
    } finally {
      await smtp.close();
    }
  });

  it('gives up after the last retry', async () => {
    await enqueueMail(db, message('nobody@example.test'));
    const mailer = startWorker(`smtp://127.0.0.1:${await freePort()}`);
    for (let attempt = 0; attempt < 3; attempt++) {
      await db.update(outbox).set({ nextAttemptAt: new Date() });
      await mailer.runOnce();
    }
    const [row] = await db.select().from(outbox);
    expect(row).toMatchObject({ state: 'failed', attempts: 3 });
  });

  it('drops a message that expired while waiting instead of sending it late', async () => {
    const smtp = await startTestSmtpServer();
    try {
      await enqueueMail(db, { ...message('late@example.test'), expiresAt: new Date(Date.now() - 1) });
      const mailer = startWorker(smtp.url);
      await mailer.runOnce();
      expect(smtp.received).toHaveLength(0);
      const [row] = await db.select().from(outbox).where(eq(outbox.recipient, 'late@example.test'));
      expect(row?.state).toBe('expired');
    } finally {
      await smtp.close();
    }
  });

  it('refuses a subject with a line break', async () => {
    await expect(
      enqueueMail(db, { ...message('x@example.test'), subject: 'Hi\r\nBcc: evil@example.test' }),
    ).rejects.toThrow(/line break/);
  });

  it('writes an .eml file when no SMTP server is configured', async () => {
    const mailDir = await fs.mkdtemp(path.join(os.tmpdir(), 'openhire-mail-'));
    try {
      await enqueueMail(db, message('file@example.test'));
      const mailer = startWorker(undefined, mailDir);
      await mailer.runOnce();
      const files = await fs.readdir(mailDir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      expect(await fs.readFile(path.join(mailDir, files[0]!), 'utf8')).toContain('To: file@example.test');
    } finally {
      await fs.rm(mailDir, { recursive: true, force: true });
    }
  });
});
