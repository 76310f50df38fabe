import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { files } from '../db/schema.js';
import { dailyAt, type TaskWork } from '../tasks/queue.js';
import type { FileStore } from './store.js';

// Bytes are written before their row commits: younger bytes without a row may still be on their way to one.
const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 500;

/**
 * Removes the bytes no file row points at, once they are older than a day: those of a change that rolled back or of
 * a process that stopped between writing the bytes and committing the row. Answers how many it removed.
 */
export async function sweepOrphanFiles(db: Database, store: FileStore, now: Date): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const removeUnreferenced = async () => {
    const kept = await db.select({ key: files.storageKey }).from(files).where(inArray(files.storageKey, batch));
    const referenced = new Set(kept.map((row) => row.key));
    for (const key of batch.filter((each) => !referenced.has(each))) {
      await store.remove(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const stored of store.list()) {
    if (now.getTime() - stored.storedAt.getTime() < ORPHAN_GRACE_MS) continue;
    batch.push(stored.key);
    if (batch.length === SWEEP_BATCH) await removeUnreferenced();
  }
  if (batch.length > 0) await removeUnreferenced();
  return removed;
}

/** Sweeps the file store once a day, at 04:30 in the app's time zone; a failed sweep is done again by the next day's. */
export function orphanFilesWork(options: { db: Database; store: FileStore }): TaskWork<object> {
  return dailyAt('4:30', 'files-orphan-sweep', (now) => sweepOrphanFiles(options.db, options.store, now));
}
