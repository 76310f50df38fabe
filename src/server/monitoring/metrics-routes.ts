import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Gauge, Registry } from 'prom-client';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { httpRequestDuration, httpRequests, processMetrics } from '../metrics.js';

/** Counts every answer by its route's pattern, never its URL: ids in URLs would make a series per record. */
export function measureRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode };
    httpRequests.inc(labels);
    httpRequestDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Digests have one length, so the comparison takes the same time however much of the token is right. */
const sameToken = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

type QueueState = {
  queue: string;
  waiting: number;
  running: number;
  oldest_running_seconds: number;
  overdue: number;
};

/**
 * The task queue as the database has it, every queue pg-boss knows with a series of its own, 0 when nothing waits or
 * runs: each process reads the same, so any one scrape is the whole truth.
 */
function taskMetrics(db: Database): Registry {
  const registry = new Registry();
  // The gauges are collected together for one scrape: they share its one statement.
  let reading: Promise<QueueState[]> | undefined;
  const read = () =>
    (reading ??= db
      .execute<QueueState>(
        // pg-boss moves finished tasks to its archive within hours, so the tasks' table stays small.
        sql`SELECT q.name AS queue,
              count(j.id) FILTER (WHERE j.state < 'active')::int AS waiting,
              count(j.id) FILTER (WHERE j.state = 'active')::int AS running,
              coalesce(extract(epoch FROM now() - min(j.started_on) FILTER (WHERE j.state = 'active')), 0)::float8
                AS oldest_running_seconds,
              count(j.id) FILTER (WHERE j.state = 'active' AND j.started_on + j.expire_in < now())::int AS overdue
            FROM pgboss.queue q LEFT JOIN pgboss.job j ON j.name = q.name AND j.state <= 'active'
            GROUP BY q.name`,
      )
      .then(({ rows }) => rows)
      .finally(() => (reading = undefined)));
  const gauge = (name: string, help: string, value: (state: QueueState) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'] as const,
      registers: [registry],
      async collect() {
        const states = await read();
        this.reset();
        for (const state of states) this.set({ queue: state.queue }, value(state));
      },
    });
  gauge(
    'openhire_task_queue_depth',
    'Tasks waiting to run (a first try or a retry), by queue; a `<type>-failed` queue holds those that failed every retry.',
    (state) => state.waiting,
  );
  gauge(
    'openhire_tasks_running',
    'Tasks a process has taken and not yet finished, by queue.',
    (state) => state.running,
  );
  gauge(
    'openhire_task_oldest_running_seconds',
    'How long the longest-running task of each queue has been running; 0 when none runs.',
    (state) => state.oldest_running_seconds,
  );
  gauge(
    'openhire_tasks_overdue',
    "Tasks still running past their type's expiry, by queue: stuck, or left by a process that died; each runs again once the queue's supervision fails it.",
    (state) => state.overdue,
  );
  return registry;
}

/**
 * `GET /metrics` in Prometheus's text format, for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`.
 * Without a token configured the route answers 404: the figures name the routes and their load, nothing for the public.
 */
export async function metricsRoutes(
  app: FastifyInstance,
  { db, token }: { db: Database; token: string | undefined },
): Promise<void> {
  const metrics = Registry.merge([processMetrics, taskMetrics(db)]);
  app.get('/metrics', async (request, reply) => {
    if (token === undefined) throw new HttpError(404, 'Metrics are off: set METRICS_TOKEN to read them.');
    const [scheme, given] = (request.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !given || !sameToken(given, token)) {
      throw new HttpError(401, 'Send the metrics token as a bearer token.', { 'www-authenticate': 'Bearer' });
    }
    return reply.type(metrics.contentType).send(await metrics.metrics());
  });
}
