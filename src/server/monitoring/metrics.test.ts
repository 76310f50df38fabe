import { sql } from 'drizzle-orm';
import os from 'node:os';
import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { diskFileStore } from '../files/store.js';
import { Html } from '../html/html.js';
import { enqueueMail } from '../mail/outbox.js';
import { createMailTransport } from '../mail/transport.js';
import { startMailWorker } from '../mail/worker.js';
import { enqueueTask, startTasks, type TaskWork } from '../tasks/queue.js';
import { createTestApp, testConfig } from '../test/harness.js';
import { startTestSmtpServer } from '../test/smtp.js';
import { reminderTask } from '../test/tasks.js';

const TOKEN = 'scraper-token-0123456789';
const { app, database } = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
const { db } = database;
const quiet = { info() {}, warn() {}, error() {} };

afterAll(() => db.execute(sql`DELETE FROM pgboss.job`));

/** Reads `/metrics` as a Prometheus server would, with an independent parser of the text format. */
async function scrape(): Promise<MetricFamily[]> {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusTextFormat(response.body);
}

/** A counter's or gauge's value, or an unlabelled histogram's count, summed over the series whose labels include `labels`. */
function valueOf(families: MetricFamily[], name: string, labels: Record<string, string> = {}): number {
  const family = families.find((each) => each.name === name);
  if (!family) throw new Error(`/metrics has no ${name}`);
  return family.metrics
    .filter((sample) => Object.entries(labels).every(([label, value]) => sample.labels?.[label] === value))
    .reduce((sum, sample) => sum + Number(sample.value ?? sample.count ?? 0), 0);
}

async function sendOneMail(smtpUrl: string, to: string): Promise<void> {
  await db.transaction((tx) => enqueueMail(tx, { to, subject: 'Hello', html: new Html('<p>Hello</p>') }, null));
  const worker = startMailWorker({
    db,
    transport: createMailTransport(smtpUrl, os.tmpdir(), quiet),
    files: diskFileStore(os.tmpdir()),
    from: 'Openhire <no-reply@example.test>',
    appUrl: 'http://localhost:3000',
    log: quiet,
    pollMs: 60_000,
  });
  try {
    await worker.runOnce();
  } finally {
    await worker.stop();
  }
}

describe('GET /metrics', () => {
  it('answers only a scraper with the metrics token, and not at all without METRICS_TOKEN', async () => {
    const bare = await app.inject({ method: 'GET', url: '/metrics' });
    expect(bare.statusCode).toBe(401);
    expect(bare.headers['www-authenticate']).toBe('Bearer');
    expect(bare.json()).toEqual({ status: 401, error: 'Send the metrics token as a bearer token.' });
    const wrong = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
    });
    expect(wrong.statusCode).toBe(401);

    const off = await buildApp({ config: await testConfig(), db });
    try {
      const answer = await off.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ status: 404, error: 'Metrics are off: set METRICS_TOKEN to read them.' });
    } finally {
      await off.close();
    }
  });

  it('counts and times requests by route pattern and status, never by the URL', async () => {
    const live = { method: 'GET', route: '/api/health/live', status: '200' };
    const before = await scrape();
    await app.inject({ method: 'GET', url: '/api/health/live' });
    await app.inject({ method: 'GET', url: '/api/health/live' });
    await app.inject({ method: 'GET', url: '/careers/no-such-company-4711' });
    const after = await scrape();
    expect(valueOf(after, 'openhire_http_requests_total', live)).toBe(
      valueOf(before, 'openhire_http_requests_total', live) + 2,
    );
    // The parser drops a labelled histogram's labels and counts: it reads this one's kind and buckets only.
    const durations = after.find((family) => family.name === 'openhire_http_request_duration_seconds');
    expect(durations?.type).toBe('HISTOGRAM');
    expect(Object.keys(durations?.metrics[0]?.buckets ?? {})).toContain('+Inf');
    expect(valueOf(after, 'openhire_http_requests_total', { route: '/careers/:slug' })).toBeGreaterThan(0);
    const labelValues = after.flatMap((family) =>
      family.metrics.flatMap((sample) => Object.values(sample.labels ?? {})),
    );
    expect(labelValues.filter((value) => value.includes('no-such-company'))).toEqual([]);
  });

  it("shows the database pool, the process's memory and event-loop lag", async () => {
    const families = await scrape();
    expect(valueOf(families, 'openhire_database_connections')).toBeGreaterThan(0);
    expect(valueOf(families, 'openhire_database_idle_connections')).toBeGreaterThanOrEqual(0);
    expect(valueOf(families, 'openhire_database_waiting_requests')).toBe(0);
    expect(valueOf(families, 'openhire_database_connection_wait_seconds')).toBeGreaterThan(0);
    expect(valueOf(families, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(families.map((family) => family.name)).toContain('nodejs_eventloop_lag_seconds');
  });

  it("shows a queue's waiting tasks and counts a task's failed attempts by type", async () => {
    const type = { type: reminderTask.name };
    const failing = { type: reminderTask, run: () => Promise.reject(new Error('no')) } as TaskWork<object>;
    const setUp = await startTasks({ pool: database.pool, work: [failing], log: quiet });
    await setUp.stop();
    const before = await scrape();
    await db.transaction((tx) => enqueueTask(tx, reminderTask, { note: 'call back' }));
    const queued = await scrape();
    expect(valueOf(queued, 'openhire_task_queue_depth', { queue: reminderTask.name })).toBe(1);

    const tasks = await startTasks({ pool: database.pool, work: [failing], log: quiet, pollingIntervalSeconds: 0.5 });
    try {
      await vi.waitFor(
        async () =>
          expect(valueOf(await scrape(), 'openhire_task_failures_total', type)).toBe(
            valueOf(before, 'openhire_task_failures_total', type) + 1,
          ),
        { timeout: 20_000, interval: 200 },
      );
    } finally {
      await tasks.stop();
    }
  });

  it("shows every queue, idle ones at zero, its running tasks, the oldest one's age and those past their expiry", async () => {
    const idle = { type: reminderTask, run: () => Promise.resolve() } as TaskWork<object>;
    const setUp = await startTasks({ pool: database.pool, work: [idle], log: quiet });
    await setUp.stop();
    await db.execute(sql`DELETE FROM pgboss.job WHERE name LIKE ${`${reminderTask.name}%`}`);
    const quietQueues = await scrape();
    for (const queue of [reminderTask.name, `${reminderTask.name}-failed`]) {
      expect(valueOf(quietQueues, 'openhire_task_queue_depth', { queue })).toBe(0);
      expect(valueOf(quietQueues, 'openhire_tasks_running', { queue })).toBe(0);
      expect(valueOf(quietQueues, 'openhire_task_oldest_running_seconds', { queue })).toBe(0);
      expect(valueOf(quietQueues, 'openhire_tasks_overdue', { queue })).toBe(0);
    }
    const series = (families: MetricFamily[], name: string) =>
      families.find((family) => family.name === name)?.metrics.map((sample) => sample.labels?.queue);
    expect(series(quietQueues, 'openhire_task_queue_depth')).toContain(reminderTask.name);
    expect(series(quietQueues, 'openhire_tasks_overdue')).toContain(`${reminderTask.name}-failed`);

    // Two tasks taken by a process that died: one two minutes ago, past the type's minute, one just now.
    await db.transaction(async (tx) => {
      await enqueueTask(tx, reminderTask, { note: 'left running' });
      await enqueueTask(tx, reminderTask, { note: 'just taken' });
    });
    await db.execute(sql`
      UPDATE pgboss.job SET state = 'active',
        started_on = now() - CASE data->>'note' WHEN 'left running' THEN interval '2 minutes' ELSE interval '1 second' END
      WHERE name = ${reminderTask.name}`);
    try {
      const stuck = await scrape();
      const queue = { queue: reminderTask.name };
      expect(valueOf(stuck, 'openhire_task_queue_depth', queue)).toBe(0);
      expect(valueOf(stuck, 'openhire_tasks_running', queue)).toBe(2);
      expect(valueOf(stuck, 'openhire_task_oldest_running_seconds', queue)).toBeGreaterThanOrEqual(120);
      expect(valueOf(stuck, 'openhire_tasks_overdue', queue)).toBe(1);
    } finally {
      await db.execute(sql`DELETE FROM pgboss.job WHERE name = ${reminderTask.name}`);
    }
  });

  it('counts e-mails sent and e-mails refused for good', async () => {
    const before = await scrape();
    const smtp = await startTestSmtpServer();
    const refusing = await startTestSmtpServer({ refuseWith: 550 });
    try {
      await sendOneMail(smtp.url, 'ada@example.test');
      await sendOneMail(refusing.url, 'alan@example.test');
    } finally {
      await smtp.close();
      await refusing.close();
    }
    expect(smtp.received).toHaveLength(1);
    const after = await scrape();
    for (const outcome of ['sent', 'failed']) {
      expect(valueOf(after, 'openhire_mail_messages_total', { outcome })).toBe(
        valueOf(before, 'openhire_mail_messages_total', { outcome }) + 1,
      );
    }
  });
});
