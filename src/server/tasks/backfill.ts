import { z } from 'zod';
import type { Database } from '../db/database.js';
import { enqueueTask, type TaskType, type TaskWork } from './queue.js';

/**
 * A one-time pass over rows stored before a capability kept what it needs of them. What is done is in the rows, so
 * a restart resumes where the last finished batch left off, and a pass with nothing left to do is never queued.
 */
interface Backfill<Row> {
  /** Letters, digits and hyphens: the name of its task. */
  name: string;
  /** Up to `limit` rows still to do; a row once filled is no longer among them. */
  remaining(limit: number): Promise<Row[]>;
  /** Does one row; safe to run again on a row a lost task had already done. */
  fill(row: Row): Promise<void>;
  /** Rows per task: a restart loses at most one batch's work, which the next task does again. */
  batch: number;
}

/** A backfill's task, which queues the next one while rows remain, and `start`, which queues the first. */
export interface BackfillWork extends TaskWork<object> {
  start(): Promise<void>;
}

export function backfillWork<Row>(db: Database, backfill: Backfill<Row>): BackfillWork {
  const type: TaskType<object> = {
    name: backfill.name,
    payload: z.object({}).strict(),
    retryLimit: 5,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
    policy: 'stately',
  };
  return {
    type,
    async run() {
      const rows = await backfill.remaining(backfill.batch);
      for (const row of rows) await backfill.fill(row);
      if (rows.length === backfill.batch) await enqueueTask(db, type, {});
    },
    async start() {
      if ((await backfill.remaining(1)).length > 0) await enqueueTask(db, type, {});
    },
  };
}
