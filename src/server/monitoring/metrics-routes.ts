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

/** The queue's depth as the database has it: each process reads the same, so any one scrape is the whole truth. */
function taskMetrics(db: Database): Registry {
  const registry = new Registry();
  new Gauge({
    name: 'openhire_task_queue_depth',
    help: 'Tasks waiting to run (a first try or a retry), by queue; a `<type>-failed` queue holds those that failed every retry.',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      // pg-boss moves finished tasks to its archive within hours, so this table stays small.
      const { rows } = await db.execute<{ queue: string; depth: number }>(
        sql`SELECT name AS queue, count(*)::int AS depth FROM pgboss.job WHERE state < 'active' GROUP BY name`,
      );
      this.reset();
      for (const { queue, depth } of rows) this.set({ queue }, depth);
    },
  });
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
