import type pg from 'pg';
import PgBoss from 'pg-boss';
import { z } from 'zod';

/**
 * The queue's tasks still to run, and its queues, as `tasks.json` holds them. They are written as the queue's own
 * calls take them rather than copied as rows, so that an archive restores into a later version of the queue's schema.
 */
const QueuedTasksSchema = z.object({
  queues: z.array(
    z.object({
      name: z.string(),
      policy: z.enum(['standard', 'short', 'singleton', 'stately']),
      retryLimit: z.number().int().nullable(),
      retryDelay: z.number().int().nullable(),
      retryBackoff: z.boolean().nullable(),
      expireInSeconds: z.number().int().nullable(),
      retentionMinutes: z.number().int().nullable(),
      deadLetter: z.string().nullable(),
    }),
  ),
  tasks: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      data: z.record(z.string(), z.unknown()).nullable(),
      priority: z.number().int(),
      startAfter: z.string(),
      singletonKey: z.string().nullable(),
      retryLimit: z.number().int(),
      retryDelay: z.number().int(),
      retryBackoff: z.boolean(),
      expireInSeconds: z.number().int(),
      keepUntil: z.string(),
      deadLetter: z.string().nullable(),
    }),
  ),
});
export type QueuedTasks = z.infer<typeof QueuedTasksSchema>;
export const parseQueuedTasks = (text: string) => QueuedTasksSchema.parse(JSON.parse(text));

/** Read in the backup's snapshot: a task running at that moment is kept as waiting, and runs again after a restore. */
export async function readQueuedTasks(client: pg.ClientBase): Promise<QueuedTasks> {
  const { rows: queues } = await client.query<QueuedTasks['queues'][number]>(
    `SELECT name, policy, retry_limit AS "retryLimit", retry_delay AS "retryDelay", retry_backoff AS "retryBackoff",
       expire_seconds AS "expireInSeconds", retention_minutes AS "retentionMinutes", dead_letter AS "deadLetter"
     FROM pgboss.queue ORDER BY dead_letter IS NOT NULL, name`,
  );
  const { rows: tasks } = await client.query<
    Omit<QueuedTasks['tasks'][number], 'startAfter' | 'keepUntil'> & { startAfter: Date; keepUntil: Date }
  >(
    `SELECT id, name, data, priority, start_after AS "startAfter", singleton_key AS "singletonKey",
       retry_limit AS "retryLimit", retry_delay AS "retryDelay", retry_backoff AS "retryBackoff",
       extract(epoch FROM expire_in)::int AS "expireInSeconds", keep_until AS "keepUntil", dead_letter AS "deadLetter"
     FROM pgboss.job WHERE state < 'completed' ORDER BY created_on`,
  );
  // The queue reads a moment as such only when it ends in Z.
  return {
    queues,
    tasks: tasks.map((task) => ({
      ...task,
      startAfter: task.startAfter.toISOString(),
      keepUntil: task.keepUntil.toISOString(),
    })),
  };
}

/** Puts the queues and their tasks back through `client`, in the restore's transaction. */
export async function requeueTasks(client: pg.ClientBase, saved: QueuedTasks): Promise<void> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => client.query(text, values) },
    schedule: false,
    supervise: false,
  });
  for (const queue of saved.queues) await boss.createQueue(queue.name, withoutNulls(queue));
  if (saved.tasks.length > 0) await boss.insert(saved.tasks.map(withoutNulls));
}

/** The queue's calls read an absent setting as its default, and a null as a value. */
function withoutNulls<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(value).filter(([, each]) => each !== null)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };
}
