import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import type { TaskType, TaskWork } from '../tasks/queue.js';

/** A task type of the tests' own: two retries, a second apart and then two, before its dead-letter queue. */
export const reminderTask: TaskType<{ note: string }> = {
  name: 'test-reminders',
  payload: z.object({ note: z.string() }),
  retryLimit: 2,
  retryDelaySeconds: 1,
  retryBackoff: true,
  expireInSeconds: 60,
  policy: 'standard',
};

/** Runs the tasks of `work`'s type that are queued, and those they queue, until none is left, as a worker would. */
export async function runQueued(db: Database, work: TaskWork<object>): Promise<void> {
  for (;;) {
    const { rows } = await db.execute(sql`SELECT id, data FROM pgboss.job WHERE name = ${work.type.name}`);
    if (rows.length === 0) return;
    for (const row of rows as { id: string; data: unknown }[]) {
      await db.execute(sql`DELETE FROM pgboss.job WHERE id = ${row.id}`);
      await work.run(work.type.payload.parse(row.data));
    }
  }
}
