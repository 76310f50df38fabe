import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { z } from 'zod';
import { SERVER_TIME_ZONE } from '../clock.js';
import type { Database } from '../db/database.js';
import { taskFailures } from '../metrics.js';

/**
 * A kind of work the app does later or again: declared once, beside the capability that owns it, with the payload it
 * carries and how it is retried. After its last retry a task moves to the type's dead-letter queue, where an operator
 * finds it (`<name>-failed`).
 */
export interface TaskType<Payload extends object> {
  /** Letters, digits and hyphens. */
  name: string;
  payload: z.ZodType<Payload>;
  /** Runs after the first attempt fails: a failing task runs `retryLimit + 1` times in all. */
  retryLimit: number;
  /** Seconds before the first retry; with `retryBackoff`, each later one waits about twice as long. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** An attempt still running after this long is counted as failed and retried. */
  expireInSeconds: number;
  /** `stately`: at most one task waits and one runs, as recurring work needs; `standard` otherwise. */
  policy: 'standard' | 'stately';
  /** Recurring work: a cron expression in the app's time zone. */
  schedule?: string;
}

/** A task type and what the app does with one. */
export interface TaskWork<Payload extends object> {
  type: TaskType<Payload>;
  run(payload: Payload): Promise<void>;
}

/** Recurring work on one process at a time: a failed run is not retried, as the next one does its work. */
function recurring(name: string, schedule: string, expireInSeconds: number, work: (now: Date) => Promise<unknown>) {
  const type: TaskType<object> = {
    name,
    payload: z.object({}).strict(),
    retryLimit: 0,
    retryDelaySeconds: 0,
    retryBackoff: false,
    expireInSeconds,
    policy: 'stately',
    schedule,
  };
  return {
    type,
    run: async () => {
      await work(new Date());
    },
  } satisfies TaskWork<object>;
}

/**
 * A look left running by a process that died holds the next one back until it expires and the queue's supervision (every
 * two minutes) fails it: a few minutes, far more than any look takes, rather than a quarter of an hour (decision 101).
 */
const LOOK_EXPIRES_IN_SECONDS = 3 * 60;

/** Recurring work that looks, every minute on one process, for what is due at that moment; a look still running keeps the next one waiting. */
export function everyMinute(name: string, look: (now: Date) => Promise<void>): TaskWork<object> {
  return recurring(name, '* * * * *', LOOK_EXPIRES_IN_SECONDS, look);
}

/** Housekeeping once a day at `time` (`hour:minute` in the app's time zone), given an hour to finish. */
export function dailyAt(
  time: `${number}:${number}`,
  name: string,
  sweep: (now: Date) => Promise<unknown>,
): TaskWork<object> {
  const [hour, minute] = time.split(':').map(Number);
  return recurring(name, `${String(minute)} ${String(hour)} * * *`, 60 * 60, sweep);
}

function deadLetterOf(type: Pick<TaskType<object>, 'name'>): string {
  return `${type.name}-failed`;
}

/** Reads a parameterized statement of pg-boss's (`$1`, `$2`…) as Drizzle SQL, to run it in the caller's transaction. */
function positional(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]))));
}

/** Builds the task rows only: every task is written through the transaction handed to `enqueueTask`. */
const writer = new PgBoss({
  db: {
    executeSql: () => Promise.reject(new Error('a task is queued in a transaction')),
  },
  schedule: false,
  supervise: false,
});

/**
 * Queues a task in the same transaction as the change that causes it, so that the task exists exactly when that change
 * is committed. `singletonKey` keeps a second task with the same key from being queued while the first waits.
 */
export async function enqueueTask<Payload extends object>(
  tx: Pick<Database, 'execute'>,
  type: TaskType<Payload>,
  payload: Payload,
  options: { startAfter?: Date; singletonKey?: string } = {},
): Promise<void> {
  await writer.send(type.name, type.payload.parse(payload), {
    ...options,
    db: { executeSql: (text, values) => tx.execute(positional(text, values)) },
  });
}

/**
 * Queues one task of `type` for each of `payloads` in one statement, in the caller's transaction, as `enqueueTask`
 * queues each: a change that causes many tasks at once does not write them one after another.
 */
export async function enqueueTasks<Payload extends object>(
  tx: Pick<Database, 'execute'>,
  type: TaskType<Payload>,
  payloads: Payload[],
): Promise<void> {
  if (payloads.length === 0) return;
  await writer.insert(
    payloads.map((payload) => ({ name: type.name, data: type.payload.parse(payload) })),
    { db: { executeSql: (text, values) => tx.execute(positional(text, values)) } },
  );
}

/** What pg-boss reads from an ending statement that changed no task. */
const NO_TASK_ENDED = { rows: [{ count: 0 }] };

/**
 * The statements with which pg-boss's workers record how a task ended. A worker starts them without waiting for them,
 * so a failure of theirs (a pool with no connection free in time) would reach nobody and end the process.
 */
async function endingStatements(): Promise<Set<string>> {
  const statements = new Set<string>();
  const seen = {
    executeSql: (text: string) => {
      statements.add(text);
      return Promise.resolve(NO_TASK_ENDED);
    },
  };
  await writer.complete('task', randomUUID(), {}, { db: seen });
  await writer.fail('task', randomUUID(), {}, { db: seen });
  return statements;
}

/** The statement with which a worker fetches its next task, as `startTasks`'s workers send it. */
async function fetchingStatement(): Promise<string> {
  let statement = '';
  const seen = {
    executeSql: (text: string) => {
      statement = text;
      return Promise.resolve({ rows: [] });
    },
  };
  await writer.fetch('task', { batchSize: 1, db: seen });
  return statement;
}

const QUEUE_SETUP_LOCK_KEY = 7_316_002;

/**
 * Servers starting together on one database would create the same queues' tables at once (pg-boss's own among them),
 * which PostgreSQL can end in a deadlock; a session lock lets one set them up while the others wait.
 */
async function oneServerAtATime(pool: pg.Pool, setUp: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [QUEUE_SETUP_LOCK_KEY]);
    try {
      await setUp();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

export interface Tasks {
  /** Tasks of each dead-letter queue: work that failed every retry, kept for an operator. */
  deadLetters(): Promise<number>;
  /** Takes no more tasks; a running task finishes, or returns to its queue if it outlasts `timeoutMs`. */
  stop(): Promise<void>;
}

/**
 * Creates each type's queue and its dead-letter queue, registers the recurring ones and works every type on `pool`.
 * Any number of processes may do so on one database: each task is fetched by one of them, and a schedule fires once.
 */
export async function startTasks(options: {
  pool: pg.Pool;
  work: TaskWork<object>[];
  log: { error(obj: unknown, message: string): void };
  pollingIntervalSeconds?: number;
  timeoutMs?: number;
}): Promise<Tasks> {
  const ending = await endingStatements();
  const fetching = await fetchingStatement();
  let stopping = false;
  const fetches = new Set<Promise<unknown>>();
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) => {
        // pg-boss's stop waits for the tasks its workers run, not for a fetch on its way, which could then take a task
        // queued after the stop: once stopping, no fetch starts, and the stop waits for those already sent.
        if (stopping && text === fetching) return Promise.resolve({ rows: [] });
        const statement = options.pool.query(text, values);
        if (text === fetching) {
          fetches.add(statement);
          void statement.finally(() => fetches.delete(statement)).catch(() => {});
        }
        if (!ending.has(text)) return statement;
        // The task stays active and runs again once its `expireInSeconds` are up, as after a process that died.
        return statement.catch((error: unknown) => {
          options.log.error(
            { err: error, queue: values?.[0] },
            'the task queue could not record how a task ended; it runs again once its time is up',
          );
          return NO_TASK_ENDED;
        });
      },
    },
    migrate: false,
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'the task queue failed'));
  await oneServerAtATime(options.pool, async () => {
    await boss.start();
    for (const { type } of options.work) {
      const settings = {
        retryLimit: type.retryLimit,
        retryDelay: type.retryDelaySeconds,
        retryBackoff: type.retryBackoff,
        expireInSeconds: type.expireInSeconds,
      };
      await boss.createQueue(deadLetterOf(type));
      await boss.createQueue(type.name, { name: type.name, policy: type.policy, ...settings });
      await boss.updateQueue(type.name, { name: type.name, ...settings, deadLetter: deadLetterOf(type) });
      if (type.schedule) await boss.schedule(type.name, type.schedule, {}, { tz: SERVER_TIME_ZONE });
    }
  });
  for (const { type, run } of options.work) {
    // A worker fetches one task a polling interval; one that found a task fetches again at once instead, so that a
    // burst (a thousand replies' notices) drains at the speed of the work rather than one task every two seconds.
    const worker: string = await boss.work<object>(type.name, { batchSize: 1 }, async ([task]) => {
      if (!task) return;
      boss.notifyWorker(worker);
      try {
        await run(type.payload.parse(task.data));
      } catch (error) {
        taskFailures.inc({ type: type.name });
        throw error;
      }
    });
  }
  return {
    async deadLetters() {
      let count = 0;
      for (const { type } of options.work) count += await boss.getQueueSize(deadLetterOf(type));
      return count;
    },
    async stop() {
      stopping = true;
      // A task a fetch on its way takes is then running, and the graceful stop waits for it as for the others.
      await Promise.allSettled([...fetches]);
      await boss.stop({ graceful: true, close: false, timeout: options.timeoutMs ?? 30_000 });
    },
  };
}
