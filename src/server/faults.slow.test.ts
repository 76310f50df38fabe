import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApplicationDetail } from '../shared/application-details.js';
import { type ApplicationListItem } from '../shared/applications.js';
import { RESUME_MAX_BYTES } from '../shared/application-submissions.js';
import { LIMITS } from './auth/rate-limit.js';
import { rateLimitHits } from './db/schema.js';
import { appDataDir, cleanUpAppProcesses, killGroup, startAppProcess, type AppProcess } from './test/app-process.js';
import { applicationInput, makeApplication } from './test/factories-applications.js';
import { makePosting } from './test/factories-postings.js';
import { makeCandidate, makeCompany, type TestAccount } from './test/factories.js';
import { createTestDatabase } from './test/harness.js';
import { dataUrl, samplePdf } from './test/pdf.js';

const database = await createTestDatabase();
afterAll(cleanUpAppProcesses);

type Client = AppProcess['client'];

async function applicationIdsOf(client: Client, candidate: TestAccount): Promise<string[]> {
  const list = await client.inject({
    method: 'GET',
    url: '/api/candidate/applications',
    headers: { authorization: candidate.token },
  });
  expect(list.statusCode).toBe(200);
  return list.json<{ data: ApplicationListItem[] }>().data.map((application) => application.application_id);
}

async function downloadResume(client: Client, candidate: TestAccount, applicationId: string): Promise<Buffer> {
  const detail = await client.inject({
    method: 'GET',
    url: `/api/candidate/applications?application_id=${applicationId}`,
    headers: { authorization: candidate.token },
  });
  const resumeUrl = detail.json<{ data: ApplicationDetail[] }>().data[0]!.resume_url!;
  const file = await client.inject({ method: 'GET', url: resumeUrl, headers: { authorization: candidate.token } });
  expect(file.statusCode).toBe(200);
  return file.rawPayload;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Sends `body` in two halves over one request, running `between` once the first half has gone out. */
async function postInTwoHalves(url: string, token: string, body: Buffer, between: () => Promise<void>) {
  const request = http.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': body.length, authorization: token },
  });
  const response = new Promise<http.IncomingMessage>((resolve, reject) => {
    request.on('response', resolve);
    request.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  await new Promise<void>((resolve, reject) =>
    request.write(body.subarray(0, half), (error) => (error ? reject(error) : resolve())),
  );
  await between();
  request.end(body.subarray(half));
  const answer = await response;
  return {
    statusCode: answer.statusCode,
    headers: answer.headers,
    json: JSON.parse(await text(answer)) as Record<string, unknown>,
  };
}

describe('the app on its embedded PostgreSQL, killed and stopped as a process', () => {
  let dataDir: string;
  let app: AppProcess;
  let company: TestAccount;
  let candidate: TestAccount;

  beforeAll(async () => {
    dataDir = await appDataDir();
    app = await startAppProcess({ DATA_DIR: dataDir });
    company = await makeCompany(app.client);
    candidate = await makeCandidate(app.client);
  });

  it('keeps an application and its resume when Node and PostgreSQL are killed right after the 201', async () => {
    const posting = await makePosting(app.client, company.token);
    const resume = samplePdf(3, 'Killed right after');
    const applicationId = await makeApplication(app.client, candidate.token, posting, { resume: dataUrl(resume) });

    killGroup(app);
    await app.exited;
    app = await startAppProcess({ DATA_DIR: dataDir });

    expect(await applicationIdsOf(app.client, candidate)).toContain(applicationId);
    expect((await downloadResume(app.client, candidate, applicationId)).equals(resume)).toBe(true);
  }, 120_000);

  it('starts on the data of the PostgreSQL a killed Node process left running', async () => {
    const posting = await makePosting(app.client, company.token);
    const applicationId = await makeApplication(app.client, candidate.token, posting);
    const before = await applicationIdsOf(app.client, candidate);
    const leftover = Number.parseInt(await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8'), 10);

    app.child.kill('SIGKILL');
    await app.exited;
    expect(isRunning(leftover)).toBe(true);
    app = await startAppProcess({ DATA_DIR: dataDir });

    await app.logged(`stopping a PostgreSQL server (pid ${leftover}) left running`);
    const after = await applicationIdsOf(app.client, candidate);
    expect(after).toContain(applicationId);
    expect(after.toSorted()).toEqual(before.toSorted());
  }, 120_000);

  it('finishes an upload under way at SIGTERM with 201, exits with 0 and keeps the application', async () => {
    const posting = await makePosting(app.client, company.token);
    const resume = Buffer.concat([samplePdf(1, 'Large'), randomBytes(RESUME_MAX_BYTES - 4096)]);
    const body = Buffer.from(JSON.stringify(applicationInput(posting, { resume: dataUrl(resume) })));

    const answer = await postInTwoHalves(
      `${app.baseUrl}/api/candidate/new_application/`,
      candidate.token,
      body,
      async () => {
        app.child.kill('SIGTERM');
        await app.logged('SIGTERM received');
      },
    );
    expect(answer.statusCode).toBe(201);
    // A kept-alive connection would hold the shutdown up until the client closed it.
    expect(answer.headers.connection).toBe('close');
    expect(await app.exited).toBe(0);

    app = await startAppProcess({ DATA_DIR: dataDir });
    const applicationId = answer.json.application_id as string;
    expect(await applicationIdsOf(app.client, candidate)).toContain(applicationId);
    expect((await downloadResume(app.client, candidate, applicationId)).equals(resume)).toBe(true);
  }, 120_000);
});

/**
 * Starts an app on the suite's database and a sign-in with a wrong password that waits on `table`, held by a lock
 * until `release`; answers once that sign-in is waiting.
 */
async function signInHeldAt(table: 'users' | 'rate_limit_hits') {
  const app = await startAppProcess({ DATABASE_URL: database.url, DATA_DIR: await appDataDir() });
  const candidate = await makeCandidate(app.client);
  const locker = new pg.Client({ connectionString: database.url });
  await locker.connect();
  await locker.query('BEGIN');
  await locker.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
  const login = http.request(`${app.baseUrl}/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
  });
  login.on('error', () => {});
  login.end(JSON.stringify({ email: candidate.email, password: 'Wrong!pass1' }));
  // The app's own every-minute work may wait on the table too: the sign-in is known by what it did before it waits.
  await vi.waitFor(
    async () => {
      const { rows } = await locker.query(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity
          WHERE datname = current_database() AND pg_backend_pid() = ANY(pg_blocking_pids(pid))`,
      );
      expect(rows[0].waiting).toBeGreaterThanOrEqual(1);
      // A sign-in takes its failure before it reads the account.
      if (table === 'users') expect(await failedLoginsOf(candidate)).toBe(1);
    },
    { timeout: 30_000, interval: 50 },
  );
  const release = async () => {
    await locker.query('COMMIT');
    await locker.end();
  };
  return { app, candidate, login, release };
}

async function failedLoginsOf(candidate: TestAccount): Promise<number> {
  const [failures] = await database.db
    .select({ hits: count() })
    .from(rateLimitHits)
    .where(eq(rateLimitHits.bucket, LIMITS.failedLogins(candidate.email).bucket));
  return failures?.hits ?? 0;
}

describe('shutdown of an app on a PostgreSQL server', () => {
  it('lets a request whose client hung up finish before closing the database', async () => {
    // The users table held keeps the sign-in inside its handler for as long as the test needs.
    const { app, candidate, login, release } = await signInHeldAt('users');
    login.destroy();
    app.child.kill('SIGTERM');
    await app.logged('SIGTERM received');
    await release();

    expect(await app.exited).toBe(0);
    expect(await failedLoginsOf(candidate)).toBe(1);
    expect(app.logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50)).toEqual([]);
  }, 60_000);

  it('stops at once when a client hung up before its request was read, and never handles that request', async () => {
    // The rate limits held keep the sign-in in the per-address check, before its body is read.
    const { app, candidate, login, release } = await signInHeldAt('rate_limit_hits');
    login.destroy();
    await release();

    app.child.kill('SIGTERM');
    const outcome = await Promise.race([
      app.exited,
      new Promise<string>((resolve) => setTimeout(() => resolve('still running'), 15_000)),
    ]);
    expect(outcome).toBe(0);
    expect(await failedLoginsOf(candidate)).toBe(0);
  }, 60_000);
});
