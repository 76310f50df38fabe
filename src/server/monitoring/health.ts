import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answerOf } from '../../shared/api.js';
import { type Database, shippedMigrations } from '../db/database.js';
import { HttpError } from '../http/errors.js';

/** Whether this process wants new requests: from the moment it is told to stop, it does not. */
export class Readiness {
  #stopping = false;

  get stopping(): boolean {
    return this.#stopping;
  }

  /** The load balancer sees this at its next probe and sends the requests elsewhere; those in flight still finish. */
  stop(): void {
    this.#stopping = true;
  }
}

const HealthAnswerSchema = answerOf({ database: z.literal('ok') });
const LiveAnswerSchema = answerOf({ process: z.literal('ok') });
const ReadyAnswerSchema = answerOf({ database: z.literal('ok'), migrations: z.literal('ok') });

/** drizzle records each applied migration by its journal time: the newest shipped one tells whether all are in. */
const LATEST_MIGRATION = Math.max(...shippedMigrations().map((migration) => migration.when));

/**
 * The probes: `/api/health` as the specification has it, `live` for a process that answers at all (a restart is
 * its cure, so it asks nothing of the database) and `ready` for one that should be sent requests.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { db, readiness }: { db: Database; readiness: Readiness },
): Promise<void> {
  app.get('/api/health', { schema: { response: { 200: HealthAnswerSchema } } }, async () => {
    await db.execute('SELECT 1');
    return { status: 200 as const, database: 'ok' as const };
  });

  app.get('/api/health/live', { schema: { response: { 200: LiveAnswerSchema } } }, async () => ({
    status: 200 as const,
    process: 'ok' as const,
  }));

  app.get('/api/health/ready', { schema: { response: { 200: ReadyAnswerSchema } } }, async (request) => {
    if (readiness.stopping) throw new HttpError(503, 'This server is stopping.');
    let latest: number;
    try {
      const { rows } = await db.execute<{ latest: string | null }>(
        sql`SELECT max(created_at) AS latest FROM drizzle.__drizzle_migrations`,
      );
      latest = Number(rows[0]?.latest ?? 0);
    } catch (error) {
      request.log.warn({ err: error }, 'the readiness probe could not read the database');
      throw new HttpError(503, 'The database does not answer.');
    }
    if (latest < LATEST_MIGRATION) throw new HttpError(503, 'The database is not migrated to this version yet.');
    return { status: 200 as const, database: 'ok' as const, migrations: 'ok' as const };
  });
}
