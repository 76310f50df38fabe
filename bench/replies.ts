import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate, openDatabase } from '../src/server/db/database.js';
import { startEmbeddedPostgres } from '../src/server/db/embedded.js';
import { replyAddressOf, replyKeyOf, replyToken } from '../src/server/messages/reply-address.js';
import { httpClient, waitUntilHealthy } from '../src/server/test/app-process.js';
import { startTestDovecot } from '../src/server/test/dovecot.js';
import { makeCandidate, makeCompany } from '../src/server/test/factories.js';
import { makeApplication } from '../src/server/test/factories-applications.js';
import { makePosting } from '../src/server/test/factories-postings.js';
import { freePort } from '../src/server/test/smtp.js';

/**
 * Replies through IMAP (decision 097): the built server reads a private Dovecot's INBOX while this script appends
 * `BENCH_REPLIES` replies (1,000 by default) to it, spread over 10 applications, as fast as one IMAP connection
 * appends. It prints the time from the first append until every reply is on its application, and the percentiles from
 * each append's end to its message row (`messages.created_at`) and to the team's notification of it (`notified_at`,
 * written with the notifications in one transaction, decision 098); the same machine's clock.
 */
const REPLIES = Number(process.env.BENCH_REPLIES ?? 1000);
const APPLICATIONS = 10;
const SERVER_ENTRY = path.resolve('dist/server/main.js');
const REPLY_TO = 'hiring@bench.test';
const SIGNING_SECRET = 'bench-signing-secret-of-at-least-32-characters';
const quiet = { info() {}, warn() {}, debug() {} };

function reply(to: string, from: string, messageId: string, n: number): string {
  return [
    `From: Bench Candidate <${from}>`,
    `To: ${to}`,
    `Subject: Re: Your application (${n})`,
    `Message-ID: <${messageId}>`,
    `Date: ${new Date().toUTCString()}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    `Thank you for writing. Thursday at ten works for me; I can also do Friday morning. (${n})`,
    '',
    '> On Monday, the hiring team wrote:',
    '> Would one of these times suit you for a first conversation?',
    '',
  ].join('\r\n');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function main(): Promise<void> {
  if (!existsSync(SERVER_ENTRY)) throw new Error('Build first: npm run build');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'openhire-bench-replies-'));
  await fs.chmod(dataDir, 0o755);
  const dovecot = await startTestDovecot();
  const embedded = await startEmbeddedPostgres(path.join(dataDir, 'db'), quiet);
  const database = openDatabase(embedded.url, 2);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server: ReturnType<typeof spawn> | undefined;
  let exited: Promise<number | null> = Promise.resolve(null);
  try {
    await migrate(database.pool);
    server = spawn(process.execPath, [SERVER_ENTRY], {
      env: {
        ...process.env,
        DATA_DIR: path.join(dataDir, 'app'),
        DATABASE_URL: embedded.url,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT: '1000000',
        SIGNING_SECRET,
        REPLY_TO_ADDRESS: REPLY_TO,
        IMAP_URL: dovecot.url,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    exited = new Promise<number | null>((resolve) => server!.on('exit', resolve));
    await waitUntilHealthy(base, exited);
    const client = httpClient(base);
    const company = await makeCompany(client);
    const posting = await makePosting(client, company.token);
    const key = await replyKeyOf({ signingSecret: SIGNING_SECRET, dataDir });
    const applications = [];
    for (let n = 0; n < APPLICATIONS; n += 1) {
      const candidate = await makeCandidate(client);
      const id = await makeApplication(client, candidate.token, posting);
      applications.push({ email: candidate.email, address: replyAddressOf(REPLY_TO, replyToken(key, id)) });
    }

    const mail = await dovecot.client();
    const appendedAt = new Map<string, number>();
    const started = Date.now();
    for (let n = 0; n < REPLIES; n += 1) {
      const application = applications[n % APPLICATIONS]!;
      const messageId = `${randomUUID()}@bench.test`;
      await mail.append('INBOX', reply(application.address, application.email, messageId, n));
      appendedAt.set(`<${messageId}>`, Date.now());
    }
    const appendedIn = Date.now() - started;
    const count = async (where: ReturnType<typeof sql>) =>
      Number((await database.db.execute(sql`SELECT count(*) AS n FROM messages WHERE ${where}`)).rows[0]!.n);
    const until = async (where: ReturnType<typeof sql>) => {
      while ((await count(where)) < REPLIES) {
        if (Date.now() - started > 600_000) throw new Error(`Not all ${REPLIES} replies within 10 minutes`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return Date.now() - started;
    };
    const allIn = await until(sql`true`);
    const allTold = await until(sql`notified_at IS NOT NULL`);
    const rows = (await database.db.execute(sql`SELECT rfc_message_id, created_at, notified_at FROM messages`))
      .rows as { rfc_message_id: string; created_at: Date | string; notified_at: Date | string }[];
    const after = (at: Date | string, row: { rfc_message_id: string }) =>
      new Date(at).getTime() - appendedAt.get(row.rfc_message_id)!;
    const delays = rows.map((row) => after(row.created_at, row)).sort((a, b) => a - b);
    const told = rows.map((row) => after(row.notified_at, row)).sort((a, b) => a - b);
    await mail.logout();
    console.log(`${REPLIES} replies appended over one IMAP connection in ${(appendedIn / 1000).toFixed(1)} s`);
    console.log(`all ${REPLIES} on their applications ${(allIn / 1000).toFixed(1)} s after the first append`);
    console.log(`all ${REPLIES} told to the team ${(allTold / 1000).toFixed(1)} s after the first append`);
    for (const [what, sorted] of [
      ['message row', delays],
      ['notification', told],
    ] as const) {
      console.log(
        `append to ${what}: p50 ${percentile(sorted, 0.5)} ms, p95 ${percentile(sorted, 0.95)} ms, ` +
          `max ${sorted.at(-1)} ms`,
      );
    }
  } finally {
    server?.kill('SIGTERM');
    await exited;
    await database.close();
    await embedded.stop();
    await dovecot.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
