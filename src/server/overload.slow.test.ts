import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { appDataDir, cleanUpAppProcesses, startAppProcess } from './test/app-process.js';
import { makeApplication } from './test/factories-applications.js';
import { makePosting } from './test/factories-postings.js';
import { makeCandidate, makeCompany } from './test/factories.js';
import { createTestDatabase } from './test/harness.js';

const database = await createTestDatabase();
const receivers: http.Server[] = [];
const lockers: pg.Client[] = [];
afterAll(async () => {
  for (const locker of lockers) await locker.end().catch(() => undefined);
  for (const receiver of receivers) {
    receiver.closeAllConnections();
    receiver.close();
  }
  await cleanUpAppProcesses();
});

/** A webhook receiver that holds the first delivery it gets until `answer` is called. */
async function startHoldingReceiver() {
  let arrived!: () => void;
  const delivered = new Promise<void>((resolve) => (arrived = resolve));
  let held: http.ServerResponse | undefined;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (held) return response.writeHead(200).end();
      held = response;
      arrived();
    });
  });
  receivers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/openhire`,
    delivered,
    answer: () => held?.writeHead(200).end(),
  };
}

/** The app's connections waiting on a lock the test holds. */
async function waitingOnLocks(locker: pg.Client): Promise<number> {
  const { rows } = await locker.query<{ waiting: number }>(
    `SELECT count(*)::int AS waiting FROM pg_stat_activity
     WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
  );
  return rows[0]!.waiting;
}

describe('an app whose every database connection is busy', () => {
  it('answers 503 with Retry-After, never 500, while tasks run, and keeps serving once the connections are free', async () => {
    const receiver = await startHoldingReceiver();
    const app = await startAppProcess({
      DATABASE_URL: database.url,
      DATA_DIR: await appDataDir(),
      DATABASE_POOL_SIZE: '2',
      OUTBOUND_ALLOW_PRIVATE: 'true',
    });
    const company = await makeCompany(app.client);
    const posting = await makePosting(app.client, company.token);
    const webhook = await app.client.inject({
      method: 'POST',
      url: '/api/webhooks/',
      headers: { authorization: company.token },
      payload: { url: receiver.url, events: ['application.created'] },
    });
    expect(webhook.statusCode).toBe(201);
    const candidate = await makeCandidate(app.client);
    await makeApplication(app.client, candidate.token, posting);
    // The delivery's task is running: it waits for the receiver's answer.
    await receiver.delivered;

    // Every signed-in request reads the sessions; held, they keep the pool's connections busy for 25 s.
    const locker = new pg.Client({ connectionString: database.url });
    lockers.push(locker);
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE');
    const requests = Promise.allSettled(
      Array.from({ length: 6 }, () =>
        app.client.inject({
          method: 'GET',
          url: '/api/candidate/applications',
          headers: { authorization: candidate.token },
        }),
      ),
    );
    // The delivery holds the other connection until its receiver answers (decision 101); then a request takes it too.
    await vi.waitFor(async () => expect(await waitingOnLocks(locker)).toBe(1), { timeout: 10_000, interval: 50 });
    receiver.answer();
    await vi.waitFor(async () => expect(await waitingOnLocks(locker)).toBe(2), { timeout: 10_000, interval: 50 });
    // The task's own end now waits for a connection the pool cannot give in time.
    await locker.query('SELECT pg_sleep(25)');
    await locker.query('COMMIT');
    await locker.end();

    const settled = await requests;
    expect(
      settled.map((each) => (each.status === 'fulfilled' ? each.value.statusCode : 'no answer')).toSorted(),
    ).toEqual([200, 200, 503, 503, 503, 503]);
    const answers = settled.flatMap((each) => (each.status === 'fulfilled' ? [each.value] : []));
    for (const answer of answers.filter((each) => each.statusCode === 503)) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(answer.json<{ error: string }>().error).toMatch(/busy/);
    }

    expect(app.child.exitCode).toBeNull();
    const after = await app.client.inject({
      method: 'GET',
      url: '/api/candidate/applications',
      headers: { authorization: candidate.token },
    });
    expect(after.statusCode).toBe(200);
    expect((await app.client.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // The delivery's task ended while the pool had nothing to give: that was logged, and the process went on.
    expect(app.logLines.some((line) => line.includes('could not record how a task ended'))).toBe(true);
    // Each failure was caught where it happened: none reached the process's last resort.
    expect(app.logLines.filter((line) => line.includes('nobody caught'))).toEqual([]);
  }, 120_000);
});
