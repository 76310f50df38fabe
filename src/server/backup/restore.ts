import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import * as tar from 'tar';
import type { CandidateData } from '../candidate-data.js';
import { SERVER_TIME_ZONE } from '../clock.js';
import { migrate, openDatabase, shippedMigrations } from '../db/database.js';
import { files } from '../db/schema.js';
import { putChecked } from '../files/checked-copy.js';
import type { FileStore } from '../files/store.js';
import { erasedFilesWork } from '../privacy/index.js';
import { reapplyTombstones } from '../privacy/index.js';
import { addTombstones, readTombstones, TOMBSTONES_NAME } from '../privacy/index.js';
import { SECRETS_KEY_FILE, secretsKeyPath } from '../secrets/index.js';
import { startTasks } from '../tasks/queue.js';
import {
  ARCHIVE_FORMAT,
  COPY_SESSION_SETTINGS,
  MANIFEST_NAME,
  ManifestSchema,
  sha256OfFile,
  storedFileUnder,
  tableDataPath,
  TASKS_NAME,
  type Manifest,
} from './archive.js';
import { tablesInLoadOrder } from './catalog.js';
import { parseQueuedTasks, requeueTasks, type QueuedTasks } from './queued-tasks.js';

export interface DatabaseAccess {
  url: string;
  close(): Promise<void>;
}

/**
 * Brings an empty DATA_DIR, file store and database back to the state an archive holds, whichever store wrote it.
 * The whole archive is checked before the database is touched, and the rows go in as one transaction committed after
 * the files are in the store and read back whole: a refused or failed restore leaves no rows behind and can simply be
 * run again. Before anything serves the restored data, the candidates erased since the archive was written are erased
 * again.
 */
export async function restoreBackup(
  archive: string,
  dataDir: string,
  store: FileStore,
  connect: () => Promise<DatabaseAccess>,
  candidateData: readonly CandidateData[],
): Promise<Manifest> {
  for await (const _stored of store.list()) {
    throw new Error(`${store.location} already holds files: restore into a fresh DATA_DIR or an empty bucket`);
  }
  await fs.mkdir(dataDir, { recursive: true });
  const staging = await fs.mkdtemp(path.join(dataDir, '.restore-'));
  try {
    const manifest = await unpack(archive, staging);
    const queued = await readTasks(archive, staging, manifest);
    const database = await connect();
    try {
      await loadRows(database.url, staging, manifest, queued, () => placeFiles(staging, store, manifest));
      await placeSecretsKey(staging, dataDir);
      await upgrade(database.url);
      // The installation's tombstones are the truth; the archive's own add what it erased before it was written.
      await addTombstones(dataDir, await readTombstones(path.join(staging, TOMBSTONES_NAME)));
      await eraseAgain(database.url, dataDir, store, manifest, candidateData);
    } finally {
      await database.close();
    }
    return manifest;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/**
 * Puts the archive's secrets key, if it has one, in DATA_DIR in place of any there: the restored rows' secrets are
 * sealed under it, and a restore fills an empty database only, so nothing sealed under a key it replaces is left.
 */
async function placeSecretsKey(staging: string, dataDir: string): Promise<void> {
  const staged = path.join(staging, SECRETS_KEY_FILE);
  try {
    await fs.chmod(staged, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  // The staging folder is inside DATA_DIR: the key appears whole, in one step.
  await fs.rename(staged, secretsKeyPath(dataDir));
}

async function unpack(archive: string, staging: string): Promise<Manifest> {
  try {
    await tar.x({
      file: archive,
      cwd: staging,
      strict: true,
      // Plain files and folders only: a link in a crafted archive could point outside DATA_DIR.
      filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    });
  } catch (error) {
    throw new Error(`${archive} is not a readable backup archive: ${(error as Error).message}`);
  }

  let manifest: Manifest;
  try {
    manifest = ManifestSchema.parse(JSON.parse(await fs.readFile(path.join(staging, MANIFEST_NAME), 'utf8')));
  } catch {
    throw new Error(`${archive} is not an Openhire backup: its ${MANIFEST_NAME} is missing or unreadable`);
  }
  if (manifest.format_version !== ARCHIVE_FORMAT) {
    throw new Error(`${archive} is in backup format ${manifest.format_version}, which this Openhire cannot read`);
  }
  checkMigration(manifest.migration);

  for (const table of manifest.tables) {
    await fs.access(tableDataPath(staging, table.name)).catch(() => {
      throw new Error(`${archive} is damaged: the rows of table ${table.name} are missing`);
    });
  }
  for (const file of manifest.files) {
    const unpacked = storedFileUnder(staging, file.key);
    const matches = await sha256OfFile(unpacked).then(
      (sha256) => sha256 === file.sha256,
      () => false,
    );
    if (!matches)
      throw new Error(`${archive} is damaged: the file ${file.key} is missing or does not match its sha256`);
  }
  return manifest;
}

async function readTasks(archive: string, staging: string, manifest: Manifest): Promise<QueuedTasks | undefined> {
  if (manifest.tasks === undefined) return undefined;
  try {
    const queued = parseQueuedTasks(await fs.readFile(path.join(staging, TASKS_NAME), 'utf8'));
    if (queued.tasks.length === manifest.tasks) return queued;
  } catch {
    // Reported below, as a count that does not match is.
  }
  throw new Error(`${archive} is damaged: its ${TASKS_NAME} is missing or does not match the manifest`);
}

/**
 * Rows load under the schema they were written in, which this version must ship: an older archive's rows are then
 * migrated as an upgrade migrates a running database.
 */
function checkMigration(migration: string): void {
  const shipped = shippedMigrations().map((entry) => entry.tag);
  if (shipped.includes(migration)) return;
  throw new Error(
    `The archive comes from a newer Openhire (schema ${migration}, this version has ${shipped.at(-1)}): upgrade Openhire first`,
  );
}

/** Migrates the restored rows of an older archive to this version's schema; nothing to do for a current one. */
async function upgrade(databaseUrl: string): Promise<void> {
  const database = openDatabase(databaseUrl, 1);
  try {
    await migrate(database.pool);
  } finally {
    await database.close();
  }
}

/** Erases again the candidates the older archive brings back, and the restored files their rows pointed at. */
async function eraseAgain(
  databaseUrl: string,
  dataDir: string,
  store: FileStore,
  manifest: Manifest,
  candidateData: readonly CandidateData[],
): Promise<void> {
  const database = openDatabase(databaseUrl, 2);
  try {
    // An archive from before erasures has no queue for their files' removal, and the queue drops a task without one.
    const log = { error: (_error: unknown, message: string) => console.error(message) };
    await (await startTasks({ pool: database.pool, work: [erasedFilesWork({ store, dataDir })], log })).stop();
    if ((await reapplyTombstones(database.db, dataDir, candidateData)) === 0) return;
    const kept = new Set((await database.db.select({ key: files.storageKey }).from(files)).map((each) => each.key));
    for (const file of manifest.files) if (!kept.has(file.key)) await store.remove(file.key);
  } finally {
    await database.close();
  }
}

async function loadRows(
  databaseUrl: string,
  staging: string,
  manifest: Manifest,
  queued: QueuedTasks | undefined,
  placeFiles: () => Promise<() => Promise<void>>,
): Promise<void> {
  const database = openDatabase(databaseUrl, 1);
  try {
    await migrate(database.pool, manifest.migration);
  } finally {
    await database.close();
  }

  // One connection: if anything fails before COMMIT, ending it rolls everything back.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(COPY_SESSION_SETTINGS);
    // The rows carry their UTC offsets; the triggers that rebuild the application counts work out "today" in the
    // app's time zone, as they do in the app.
    await client.query("SELECT set_config('timezone', $1, true)", [SERVER_TIME_ZONE]);
    for (const table of await tablesInLoadOrder(client)) {
      const { rowCount } = await client.query(`SELECT 1 FROM ${pg.escapeIdentifier(table)} LIMIT 1`);
      if (rowCount)
        throw new Error(`The database already holds data (table ${table} has rows): restore into an empty one`);
    }
    for (const table of manifest.tables) {
      const copy = client.query(copyFrom(`COPY ${pg.escapeIdentifier(table.name)} FROM STDIN`));
      await pipeline(createReadStream(tableDataPath(staging, table.name)), copy);
      if (copy.rowCount !== table.rows) {
        throw new Error(`Table ${table.name} received ${copy.rowCount} rows where the archive lists ${table.rows}`);
      }
    }
    for (const sequence of manifest.sequences) {
      await client.query('SELECT setval($1::regclass, $2, $3)', [
        pg.escapeIdentifier(sequence.name),
        sequence.last_value,
        sequence.is_called,
      ]);
    }
    if (queued) await requeueTasks(client, queued);
    // As in the app, the files are in place before the rows that point at them commit.
    const removeFiles = await placeFiles();
    try {
      await client.query('COMMIT');
    } catch (error) {
      await removeFiles();
      throw error;
    }
  } finally {
    await client.end();
  }
}

/** Writes the verified files into the store, each read back whole; the returned function takes them out again. */
async function placeFiles(staging: string, store: FileStore, manifest: Manifest): Promise<() => Promise<void>> {
  const placed: string[] = [];
  const remove = async () => {
    for (const key of placed) await store.remove(key);
  };
  try {
    for (const file of manifest.files) {
      placed.push(file.key);
      await putChecked(store, file, createReadStream(storedFileUnder(staging, file.key)));
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return remove;
}
