import { drizzle } from 'drizzle-orm/node-postgres';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import * as tar from 'tar';
import { shippedMigrations } from '../db/database.js';
import { files } from '../db/schema.js';
import { measuring, openForCopy } from '../files/checked-copy.js';
import type { FileStore } from '../files/store.js';
import { TOMBSTONES_NAME, tombstonesPath } from '../privacy/index.js';
import { SECRETS_KEY_FILE, secretsKeyPath } from '../secrets/index.js';
import {
  ARCHIVE_FORMAT,
  COPY_SESSION_SETTINGS,
  MANIFEST_NAME,
  TABLES_DIR,
  TASKS_NAME,
  storedFileUnder,
  syncPath,
  tableDataPath,
  type Manifest,
  type ManifestFile,
} from './archive.js';
import { sequenceNames, tablesInLoadOrder } from './catalog.js';
import { readQueuedTasks } from './queued-tasks.js';

/**
 * Writes one archive of the database at `databaseUrl`, of the files in `store` and of `dataDir`'s tombstones and
 * secrets key to `archive`. The rows come from one snapshot and the files they point at are copied after it: a file is
 * stored before its row commits and never changes, so the pair is consistent while the app keeps serving.
 */
export async function writeBackup(
  databaseUrl: string,
  dataDir: string,
  store: FileStore,
  archive: string,
): Promise<Manifest> {
  const staging = await fs.mkdtemp(path.join(path.dirname(path.resolve(archive)), '.openhire-backup-'));
  const partial = `${archive}.partial`;
  try {
    const manifest = await dumpDatabase(databaseUrl, staging);
    await copyStoredFiles(store, staging, manifest.files);
    await fs.writeFile(path.join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = manifest.files.map((file) => path.relative(staging, storedFileUnder(staging, file.key)));
    // The installation's erasures, so that a restore elsewhere erases them again, and the key of its stored secrets,
    // so that a restore elsewhere opens them (`SECRETS_KEY`, when set, is the operator's to keep).
    for (const [kept, name] of [
      [tombstonesPath(dataDir), TOMBSTONES_NAME],
      [secretsKeyPath(dataDir), SECRETS_KEY_FILE],
    ] as const) {
      if (await copyIfPresent(kept, path.join(staging, name))) entries.push(name);
    }
    // The archive holds password hashes and resumes: only its owner may read it (a mode applies to new files only).
    await fs.rm(partial, { force: true });
    await pipeline(
      tar.c({ cwd: staging, gzip: true, portable: true }, [MANIFEST_NAME, TABLES_DIR, TASKS_NAME, ...entries]),
      createWriteStream(partial, { mode: 0o600 }),
    );
    await syncPath(partial);
    await fs.rename(partial, archive);
    await syncPath(path.dirname(path.resolve(archive)));
    return manifest;
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

async function dumpDatabase(databaseUrl: string, staging: string): Promise<Manifest> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await client.query(COPY_SESSION_SETTINGS);
    const migration = await appliedMigration(client);
    const tableNames = await tablesInLoadOrder(client);
    // As pg_dump does: a migration that would change a table waits until the snapshot is written.
    await client.query(
      `LOCK TABLE ${tableNames.map((name) => pg.escapeIdentifier(name)).join(', ')} IN ACCESS SHARE MODE`,
    );

    await fs.mkdir(path.join(staging, TABLES_DIR));
    const tables: Manifest['tables'] = [];
    for (const name of tableNames) {
      const copy = client.query(copyTo(`COPY ${pg.escapeIdentifier(name)} TO STDOUT`));
      await pipeline(copy, createWriteStream(tableDataPath(staging, name)));
      tables.push({ name, rows: copy.rowCount });
    }
    const sequences: Manifest['sequences'] = [];
    for (const name of await sequenceNames(client)) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
        `SELECT last_value, is_called FROM ${pg.escapeIdentifier(name)}`,
      );
      sequences.push({ name, ...rows[0]! });
    }
    const queued = await readQueuedTasks(client);
    await fs.writeFile(path.join(staging, TASKS_NAME), JSON.stringify(queued));
    const storedFiles = await drizzle(client)
      .select({ key: files.storageKey, size_bytes: files.sizeBytes, sha256: files.sha256 })
      .from(files)
      .orderBy(files.storageKey);
    await client.query('COMMIT');
    return {
      format_version: ARCHIVE_FORMAT,
      created_at: new Date().toISOString(),
      migration,
      tables,
      tasks: queued.tasks.length,
      sequences,
      files: storedFiles,
    };
  } finally {
    await client.end();
  }
}

/** Copies a file the installation may not have (yet), answering whether it did. */
async function copyIfPresent(from: string, to: string): Promise<boolean> {
  try {
    await fs.copyFile(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

const UNDEFINED_TABLE = '42P01';

/** The last migration applied to the database, which must be one this build ships. */
async function appliedMigration(client: pg.ClientBase): Promise<string> {
  let applied: string | null | undefined;
  try {
    // drizzle's own record of the migrations it applied.
    const { rows } = await client.query<{ when: string | null }>(
      'SELECT max(created_at) AS "when" FROM drizzle.__drizzle_migrations',
    );
    applied = rows[0]?.when;
  } catch (error) {
    if ((error as { code?: string }).code !== UNDEFINED_TABLE) throw error;
  }
  if (applied === null || applied === undefined) {
    throw new Error('The database holds no Openhire schema: start the app once on it first');
  }
  const migration = shippedMigrations().find((shipped) => shipped.when === Number(applied));
  if (!migration) {
    throw new Error('The database schema is newer than this Openhire version: back up with the version that runs it');
  }
  return migration.tag;
}

/**
 * Copies each file from the store, disk or bucket alike, into the staging folder in the archive's layout, checked
 * against its row's size and SHA-256 as it streams.
 */
async function copyStoredFiles(store: FileStore, staging: string, stored: ManifestFile[]): Promise<void> {
  for (const file of stored) {
    const target = storedFileUnder(staging, file.key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const measured = measuring();
    await pipeline(await openForCopy(store, file.key), measured.stream, createWriteStream(target, { mode: 0o600 }));
    if (measured.size() !== file.size_bytes || measured.sha256() !== file.sha256) {
      throw new Error(`The stored file ${file.key} in ${store.location} does not match its recorded sha256`);
    }
  }
}
