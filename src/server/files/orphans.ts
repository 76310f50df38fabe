import fs from 'node:fs/promises';
import path from 'node:path';
import { and, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
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

// An upload is sent a moment before the call that uses it; one a day old that nothing used never will be.
const UNUSED_UPLOAD_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the uploads (`POST /api/uploads/`) nothing used within a day of their sending, rows and bytes; and what a
 * process that stopped mid-upload left in the spool folder. Answers how many uploads it removed.
 */
export async function sweepUnusedUploads(db: Database, store: FileStore, spoolDir: string, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNUSED_UPLOAD_MS);
  let removed = 0;
  for (;;) {
    const unused = db
      .select({ id: files.id })
      .from(files)
      .where(and(isNotNull(files.purpose), isNull(files.attachedAt), lt(files.createdAt, before)))
      .limit(SWEEP_BATCH);
    const gone = await db
      .delete(files)
      .where(and(inArray(files.id, unused), isNull(files.attachedAt)))
      .returning({ key: files.storageKey });
    // The rows go first: bytes without a row are the orphan sweep's to find, a row without bytes would be a fault.
    for (const { key } of gone) await store.remove(key).catch(() => {});
    removed += gone.length;
    if (gone.length < SWEEP_BATCH) break;
  }
  for (const name of await fs.readdir(spoolDir).catch(() => [])) {
    const spooled = path.join(spoolDir, name);
    const stat = await fs.stat(spooled).catch(() => undefined);
    if (stat && stat.mtime < before) await fs.rm(spooled, { force: true });
  }
  return removed;
}

/**
 * Sweeps the file store once a day, at 04:30 in the app's time zone: the unused uploads, then the bytes no row points
 * at. A failed sweep is done again by the next day's.
 */
export function orphanFilesWork(options: { db: Database; store: FileStore; spoolDir: string }): TaskWork<object> {
  return dailyAt('4:30', 'files-orphan-sweep', async (now) => {
    await sweepUnusedUploads(options.db, options.store, options.spoolDir, now);
    await sweepOrphanFiles(options.db, options.store, now);
  });
}
