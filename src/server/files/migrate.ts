import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStoreSettings } from '../config.js';
import type { Database } from '../db/database.js';
import { files } from '../db/schema.js';
import { holdsRecorded, openForCopy, putChecked } from './checked-copy.js';
import { s3FileStore } from './s3-store.js';
import { diskFileStore, type FileStore } from './store.js';

export interface MigrationProgress {
  /** The files the rows point at. */
  total: number;
  /** Copied by this run and read back whole. */
  copied: number;
  /** Found in the bucket whole, from an earlier run. */
  present: number;
}

/** The disk store to copy from and the bucket to copy into, or why `npm run files:migrate` cannot run. */
export async function migrationStores(config: {
  dataDir: string;
  fileStore: FileStoreSettings;
}): Promise<{ from: FileStore; to: FileStore }> {
  if (config.fileStore.kind !== 's3') {
    throw new Error('files:migrate copies DATA_DIR/files into a bucket: set FILE_STORE=s3 and the S3_* settings first');
  }
  const root = path.join(config.dataDir, 'files');
  const folder = await fs.stat(root).catch(() => undefined);
  if (!folder?.isDirectory()) throw new Error(`${root} does not exist: there are no files on disk to copy`);
  return { from: diskFileStore(root), to: s3FileStore(config.fileStore) };
}

/**
 * Copies every file a row points at from `from` into `to`, streaming each and reading it back whole. A file already
 * whole in `to` is skipped, so a run stopped half way is simply run again; bytes no row points at stay behind, as
 * the orphan sweep would remove them anyway.
 */
export async function migrateFiles(options: {
  db: Database;
  from: FileStore;
  to: FileStore;
  report: (progress: MigrationProgress) => void;
}): Promise<MigrationProgress> {
  const { db, from, to, report } = options;
  const rows = await db
    .select({ key: files.storageKey, size_bytes: files.sizeBytes, sha256: files.sha256 })
    .from(files)
    .orderBy(files.storageKey);
  const stored = new Map<string, number>();
  for await (const object of to.list()) stored.set(object.key, object.size);
  const onDisk = new Map<string, number>();
  for await (const object of from.list()) onDisk.set(object.key, object.size);

  const progress: MigrationProgress = { total: rows.length, copied: 0, present: 0 };
  for (const file of rows) {
    if (stored.get(file.key) === file.size_bytes && (await holdsRecorded(to, file))) {
      progress.present += 1;
    } else {
      // A bucket waits for the length it was promised: bytes of another size would end in a timeout, not an answer.
      if (onDisk.has(file.key) && onDisk.get(file.key) !== file.size_bytes) {
        throw new Error(`The file ${file.key} in ${from.location} does not match its recorded size`);
      }
      await putChecked(to, file, await openForCopy(from, file.key));
      progress.copied += 1;
    }
    report(progress);
  }
  return progress;
}
