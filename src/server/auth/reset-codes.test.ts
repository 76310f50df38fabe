import { createHash } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../db/schema.js';
import { diskFileStore } from '../files/store.js';
import { createMailTransport } from '../mail/transport.js';
import { startMailWorker } from '../mail/worker.js';
import { makeCandidate, STRONG_PASSWORD } from '../test/factories.js';
import { createTestApp } from '../test/harness.js';
import { startTestSmtpServer } from '../test/smtp.js';

const { app, database, config } = await createTestApp();
const { db } = database;
const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());

async function deliverQueuedMail(): Promise<void> {
  const worker = startMailWorker({
    db,
    transport: createMailTransport(smtp.url, os.tmpdir(), { info() {} }),
    files: diskFileStore(config.dataDir),
    from: config.mailFrom,
    appUrl: config.appUrl,
    log: { warn() {}, error() {} },
    pollMs: 60_000,
  });
  await worker.runOnce();
  await worker.stop();
}

/** Every text, JSON and character column of every table, as one dump would show them. */
async function dumpOfEveryTextColumn(): Promise<string> {
  const { rows: columns } = await db.execute<{ table_name: string; column_name: string }>(sql`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`);
  expect(columns.length).toBeGreaterThan(10);
  const values = await Promise.all(
    columns.map(async ({ table_name, column_name }) => {
      const { rows } = await db.execute<{ value: string | null }>(
        sql`SELECT ${sql.identifier(column_name)}::text AS value FROM ${sql.identifier(table_name)}`,
      );
      return rows.map((row) => row.value ?? '').join('\n');
    }),
  );
  return values.join('\n');
}

describe('reset codes at rest', () => {
  it('keeps no readable code once the mail is sent, and a check that a dump cannot reverse', async () => {
    const candidate = await makeCandidate(app);
    const forgot = await app.inject({ method: 'POST', url: '/forgot_password/', payload: { email: candidate.email } });
    expect(forgot.statusCode).toBe(200);
    await deliverQueuedMail();

    const mail = smtp.received.find((received) => received.to.includes(candidate.email));
    const code = /reset code is (\d{6})/.exec(mail?.raw ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    expect(await dumpOfEveryTextColumn()).not.toContain(code);
    const [reset] = await db.select({ codeHash: passwordResets.codeHash }).from(passwordResets);
    expect(reset!.codeHash).not.toBe(createHash('sha256').update(code!).digest('hex'));
    expect(reset!.codeHash).toMatch(/^\$argon2id\$/);

    // The code still works, once.
    const reset1 = await app.inject({
      method: 'POST',
      url: '/reset_password/',
      payload: { email: candidate.email, otp: code, password: `${STRONG_PASSWORD}2` },
    });
    expect(reset1.json()).toEqual({ status: 200, success: true });
  });

  it('keeps no readable code of a mail that expired before it could be sent', async () => {
    const candidate = await makeCandidate(app);
    await app.inject({ method: 'POST', url: '/forgot_password/', payload: { email: candidate.email } });
    const [{ secret }] = (await db.execute<{ secret: string }>(sql`SELECT secret FROM outbox WHERE state = 'pending'`))
      .rows as [{ secret: string }];
    await db.execute(sql`UPDATE outbox SET expires_at = now() - interval '1 second' WHERE state = 'pending'`);
    await deliverQueuedMail();

    expect(smtp.received.some((received) => received.to.includes(candidate.email))).toBe(false);
    expect(await dumpOfEveryTextColumn()).not.toContain(secret);
  });
});
