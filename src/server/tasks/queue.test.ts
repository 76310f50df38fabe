import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../test/harness.js';
import { reminderTask } from '../test/tasks.js';
import { enqueueTask, startTasks, type TaskWork, type Tasks } from './queue.js';

const database = await createTestDatabase();
const { db } = database;
const log = { error() {} };
const running: Tasks[] = [];

async function start(run: TaskWork<{ note: string }>['run'], timeoutMs?: number): Promise<Tasks> {
  const tasks = await startTasks({
    pool: database.pool,
    work: [{ type: reminderTask, run } as TaskWork<object>],
    log,
    pollingIntervalSeconds: 0.5,
    timeoutMs,
  });
  running.push(tasks);
  return tasks;
}

async function states(): Promise<string[]> {
  const { rows } = await db.execute<{ state: string }>(
    sql`SELECT state::text AS state FROM pgboss.job WHERE name = ${reminderTask.name} ORDER BY created_on`,
  );
  return rows.map((row) => row.state);
}

/** Starts a process that notes each task it runs, and answers those notes once every task queued has completed. */
async function runAll(): Promise<string[]> {
  const notes: string[] = [];
  await start(async ({ note }) => {
    notes.push(note);
  });
  await vi.waitFor(async () => expect(await states()).toEqual(['completed']), { timeout: 20_000, interval: 200 });
  return notes;
}

afterEach(async () => {
  for (const tasks of running.splice(0)) await tasks.stop();
  await db.execute(sql`DELETE FROM pgboss.job`);
});

describe('the job queue', () => {
  it('runs a task queued while no process worked the queue once a new one starts, and once only', async () => {
    const first = await start(async () => {});
    await first.stop();
    await db.transaction((tx) => enqueueTask(tx, reminderTask, { note: 'call back' }));

    expect(await runAll()).toEqual(['call back']);
  });

  it('stops only once a fetch on its way has come back, so that no task queued after the stop is taken', async () => {
    // A pool that holds each fetch of a task until let go, as a busy pool holds a statement waiting for a connection.
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let fetched!: () => void;
    const fetchOnItsWay = new Promise<void>((resolve) => (fetched = resolve));
    const slowPool = new Proxy(database.pool, {
      get(pool, name) {
        if (name === 'query')
          return (text: string, values: unknown[]) => {
            if (!/SKIP LOCKED/.test(text) || !/WITH next/i.test(text)) return pool.query(text, values);
            fetched();
            return held.then(() => pool.query(text, values));
          };
        const value: unknown = Reflect.get(pool, name, pool);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(pool) : value;
      },
    });
    const first = await startTasks({
      pool: slowPool,
      work: [{ type: reminderTask, run: async () => {} } as TaskWork<object>],
      log,
      pollingIntervalSeconds: 0.5,
    });
    await fetchOnItsWay;
    let stopped = false;
    const stopping = first.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stopped).toBe(false);
    letGo();
    await stopping;
    await db.transaction((tx) => enqueueTask(tx, reminderTask, { note: 'call back' }));

    expect(await runAll()).toEqual(['call back']);
  });

  it('gives a task still running at shutdown back to the queue, and the next process completes it', async () => {
    let began!: () => void;
    const started = new Promise<void>((resolve) => (began = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const first = await start(async () => {
      began();
      await released;
    }, 1_000);
    await db.transaction((tx) => enqueueTask(tx, reminderTask, { note: 'in flight' }));
    await started;
    await first.stop();
    release();

    expect(await runAll()).toEqual(['in flight']);
  });

  it('drains a burst of tasks one after another without waiting a polling interval between them', async () => {
    await (await start(async () => {})).stop();
    const burst = Array.from({ length: 30 }, (_, index) => `reply ${index}`);
    await db.transaction(async (tx) => {
      for (const note of burst) await enqueueTask(tx, reminderTask, { note });
    });
    const notes: string[] = [];
    const tasks = await startTasks({
      pool: database.pool,
      work: [{ type: reminderTask, run: async ({ note }) => void notes.push(note) } as TaskWork<{ note: string }>],
      log,
      // A minute between polls: only a worker that fetches again after each task it found gets through the burst.
      pollingIntervalSeconds: 60,
    });
    running.push(tasks);

    await vi.waitFor(() => expect(notes.toSorted()).toEqual(burst.toSorted()), { timeout: 30_000, interval: 200 });
  });

  it('never runs a task whose transaction rolled back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueueTask(tx, reminderTask, { note: 'rolled back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await db.transaction((tx) => enqueueTask(tx, reminderTask, { note: 'committed' }));

    expect(await runAll()).toEqual(['committed']);
  });

  it('refuses a payload its type does not declare', async () => {
    await expect(
      db.transaction((tx) => enqueueTask(tx, reminderTask, { note: 42 } as unknown as { note: string })),
    ).rejects.toThrow();
    expect(await states()).toEqual([]);
  });

  it('logs a task whose end it cannot record for want of a connection, leaves it to run again, and goes on working', async () => {
    // Two connections: starting takes one for its lock and runs its statements on the other.
    const small = new pg.Pool({ connectionString: database.url, max: 2, connectionTimeoutMillis: 300 });
    small.on('error', () => {});
    const logged: string[] = [];
    const held: pg.PoolClient[] = [];
    const run: TaskWork<{ note: string }>['run'] = async ({ note }) => {
      // The first task leaves with the pool's every connection: its end then waits for one in vain.
      while (note === 'first' && held.length < 2) {
        const connection = await small.connect().catch(() => undefined);
        if (connection) held.push(connection);
      }
    };
    const tasks = await startTasks({
      pool: small,
      work: [{ type: reminderTask, run } as TaskWork<object>],
      log: { error: (_details, message) => logged.push(message) },
      pollingIntervalSeconds: 0.5,
    });
    try {
      await db.transaction((tx) => enqueueTask(tx, reminderTask, { note: 'first' }));
      await vi.waitFor(() => expect(logged.filter((message) => message.includes('how a task ended'))).toHaveLength(1), {
        timeout: 20_000,
        interval: 100,
      });
      for (const connection of held) connection.release();
      await db.transaction((tx) => enqueueTask(tx, reminderTask, { note: 'second' }));

      await vi.waitFor(async () => expect(await states()).toEqual(['active', 'completed']), {
        timeout: 20_000,
        interval: 200,
      });
    } finally {
      await tasks.stop();
      await small.end();
    }
  });

  it('retries a failing task as its type says, then keeps it in its dead-letter queue', async () => {
    let attempts = 0;
    const tasks = await start(async () => {
      attempts += 1;
      throw new Error('the calendar did not answer');
    });
    await db.transaction((tx) => enqueueTask(tx, reminderTask, { note: 'give up' }));

    await vi.waitFor(async () => expect(await tasks.deadLetters()).toBe(1), { timeout: 30_000, interval: 200 });
    expect(attempts).toBe(3);
    expect(await states()).toEqual(['failed']);
    const { rows } = await db.execute<{ data: unknown }>(
      sql`SELECT data FROM pgboss.job WHERE name = ${`${reminderTask.name}-failed`}`,
    );
    expect(rows.map((row) => row.data)).toEqual([{ note: 'give up' }]);
  });
});
