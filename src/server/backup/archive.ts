import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { storedFilePath } from '../files/store.js';

/**
 * A backup is a gzipped tar: `manifest.json`, `tables/<table>.copy` (PostgreSQL's COPY text format, one file per
 * table), `tasks.json` (the task queue's waiting work, `queued-tasks.ts`) and `files/` laid out as the file store lays
 * out `DATA_DIR/files`.
 */
export const ARCHIVE_FORMAT = 1;
export const MANIFEST_NAME = 'manifest.json';
export const TABLES_DIR = 'tables';
const FILES_DIR = 'files';
export const TASKS_NAME = 'tasks.json';

const TableName = z.string().regex(/^[a-z_][a-z0-9_]*$/);

export const ManifestSchema = z.object({
  format_version: z.number().int(),
  created_at: z.iso.datetime(),
  /** The last database migration the rows were written under. */
  migration: z.string(),
  /** In load order: each table after the tables its foreign keys point at. */
  tables: z.array(z.object({ name: TableName, rows: z.number().int().nonnegative() })),
  /** Tasks waiting in `tasks.json`; an archive from before the task queue has none. */
  tasks: z.number().int().nonnegative().optional(),
  sequences: z.array(z.object({ name: TableName, last_value: z.string().regex(/^-?\d+$/), is_called: z.boolean() })),
  files: z.array(
    z.object({
      key: z.string(),
      size_bytes: z.number().int().nonnegative(),
      sha256: z.string().regex(/^[a-f0-9]{64}$/),
    }),
  ),
});
export type Manifest = z.infer<typeof ManifestSchema>;
export type ManifestFile = Manifest['files'][number];

export const tableDataPath = (root: string, table: string) => path.join(root, TABLES_DIR, `${table}.copy`);

/** A stored file's path under DATA_DIR, an unpacked archive or a staging folder: each keeps the store's layout. */
export const storedFileUnder = (root: string, key: string) => storedFilePath(path.join(root, FILES_DIR), key);

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Flushes a file or a folder's entries to disk. */
export async function syncPath(target: string): Promise<void> {
  const handle = await fs.open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Dates travel as ISO text in UTC, whatever the server's or the client's settings. */
export const COPY_SESSION_SETTINGS = "SET LOCAL datestyle = 'ISO, YMD'; SET LOCAL timezone = 'UTC'";
