// `npm run backup -- FILE`, `npm run restore -- FILE`, `npm run files:migrate` and `npm run migrate`; in a deployment,
// `node dist/server/backup/cli.js backup FILE` (or `restore FILE`, `files:migrate`, or `migrate`).
import { CAPABILITIES, candidateDataOf } from '../capabilities.js';
import { loadConfig, type Config } from '../config.js';
import { lockDataDir } from '../data-dir-lock.js';
import { assertReachable, migrate as migrateDatabase, openDatabase, shippedMigrations } from '../db/database.js';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { quiet, withInstallationDatabase } from '../db/installation.js';
import { fileStoreFor } from '../files/configured-store.js';
import { migrateFiles, migrationStores, type MigrationProgress } from '../files/migrate.js';
import type { FileStore } from '../files/store.js';
import { oneLine } from '../one-line.js';
import type { Manifest } from './archive.js';
import { writeBackup } from './backup.js';
import { restoreBackup, type DatabaseAccess } from './restore.js';

const PROGRESS_EVERY = 100;

async function restore(config: Config, store: FileStore, archive: string): Promise<Manifest> {
  const { databaseUrl, dataDir } = config;
  if (databaseUrl) {
    const connect = async () => ({ url: databaseUrl, close: async () => {} });
    return restoreBackup(archive, dataDir, store, connect, candidateDataOf(CAPABILITIES));
  }
  // The app must not run on the DATA_DIR being restored: the lock refuses while it does.
  const unlock = lockDataDir(dataDir);
  try {
    const connect = async (): Promise<DatabaseAccess> => {
      const server = await startEmbeddedPostgres(dataDir, quiet);
      return { url: server.url, close: () => server.stop() };
    };
    return await restoreBackup(archive, dataDir, store, connect, candidateDataOf(CAPABILITIES));
  } finally {
    unlock();
  }
}

async function migrate(config: Config): Promise<MigrationProgress> {
  const { from, to } = await migrationStores(config);
  return withInstallationDatabase(config, async (url) => {
    const database = openDatabase(url, 1);
    try {
      return await migrateFiles({
        db: database.db,
        from,
        to,
        report: (progress) => {
          const done = progress.copied + progress.present;
          if (done % PROGRESS_EVERY === 0 && done < progress.total) console.log(`${done} of ${progress.total} files`);
        },
      });
    } finally {
      await database.close();
    }
  });
}

/**
 * Brings the database's schema, the task queue's with it, up to this build's, as a start would: for a job that runs
 * before the processes of a new version start (decision 101). Under the same advisory lock as a start's.
 */
async function migrateSchema(config: Config): Promise<void> {
  await withInstallationDatabase(config, async (url) => {
    const database = openDatabase(url, 1);
    try {
      await assertReachable(database.pool, config.databaseUrl ? 'DATABASE_URL' : 'the embedded server');
      await migrateDatabase(database.pool);
    } finally {
      await database.close();
    }
  });
}

function describe(manifest: Manifest): string {
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  return `${manifest.tables.length} tables (${rows} rows) and ${manifest.files.length} files`;
}

async function main(): Promise<void> {
  const [command, archive, ...extra] = process.argv.slice(2);
  const alone = archive === undefined;
  const migrating = command === 'files:migrate' && alone;
  if (command === 'migrate' && alone) {
    await migrateSchema(loadConfig());
    console.log(`The database is at this version's schema (${shippedMigrations().at(-1)!.tag})`);
    return;
  }
  if (!migrating && ((command !== 'backup' && command !== 'restore') || !archive || extra.length > 0)) {
    throw new Error(
      'Usage: npm run backup -- FILE, npm run restore -- FILE, npm run files:migrate, or npm run migrate',
    );
  }
  const config = loadConfig();
  const store = fileStoreFor(config);
  if (migrating) {
    const moved = await migrate(config);
    console.log(
      `${moved.total} files are in ${store.location}: ${moved.copied} copied, ${moved.present} already there`,
    );
  } else if (command === 'backup') {
    const manifest = await withInstallationDatabase(config, (url) => writeBackup(url, config.dataDir, store, archive!));
    console.log(`Backed up ${describe(manifest)} to ${archive}`);
  } else {
    console.log(`Restored ${describe(await restore(config, store, archive!))} into ${config.dataDir}`);
  }
}

main().catch((error: unknown) => {
  // One line, whatever failed, configuration problems included.
  process.stderr.write(`${oneLine(error)}\n`);
  process.exit(1);
});
