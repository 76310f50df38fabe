// `npm run backup -- FILE` and `npm run restore -- FILE`; in a deployment, `node dist/server/backup/cli.js backup FILE`.
import { loadConfig, type Config } from '../config.js';
import { DataDirInUseError, lockDataDir } from '../data-dir-lock.js';
import { hasEmbeddedCluster, runningEmbeddedUrl, startEmbeddedPostgres } from '../db/embedded.js';
import { oneLine } from '../one-line.js';
import type { Manifest } from './archive.js';
import { writeBackup } from './backup.js';
import { restoreBackup, type DatabaseAccess } from './restore.js';

const quiet = { info() {}, warn() {}, debug() {} };

async function backup(config: Config, archive: string): Promise<Manifest> {
  if (config.databaseUrl) return writeBackup(config.databaseUrl, config.dataDir, archive);
  if (!hasEmbeddedCluster(config.dataDir)) throw new Error(`${config.dataDir} holds no Openhire database`);
  let unlock: () => void;
  try {
    unlock = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    // While the app runs, its embedded server is shared: a snapshot does not disturb it.
    return writeBackup(await runningEmbeddedUrl(config.dataDir), config.dataDir, archive);
  }
  try {
    const server = await startEmbeddedPostgres(config.dataDir, quiet);
    try {
      return await writeBackup(server.url, config.dataDir, archive);
    } finally {
      await server.stop();
    }
  } finally {
    unlock();
  }
}

async function restore(config: Config, archive: string): Promise<Manifest> {
  const { databaseUrl, dataDir } = config;
  if (databaseUrl) {
    return restoreBackup(archive, dataDir, async () => ({ url: databaseUrl, close: async () => {} }));
  }
  // The app must not run on the DATA_DIR being restored: the lock refuses while it does.
  const unlock = lockDataDir(dataDir);
  try {
    return await restoreBackup(archive, dataDir, async (): Promise<DatabaseAccess> => {
      const server = await startEmbeddedPostgres(dataDir, quiet);
      return { url: server.url, close: () => server.stop() };
    });
  } finally {
    unlock();
  }
}

function describe(manifest: Manifest): string {
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  return `${manifest.tables.length} tables (${rows} rows) and ${manifest.files.length} files`;
}

async function main(): Promise<void> {
  const [command, archive, ...extra] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !archive || extra.length > 0) {
    throw new Error('Usage: npm run backup -- FILE, or npm run restore -- FILE');
  }
  const config = loadConfig();
  if (command === 'backup') {
    console.log(`Backed up ${describe(await backup(config, archive))} to ${archive}`);
  } else {
    console.log(`Restored ${describe(await restore(config, archive))} into ${config.dataDir}`);
  }
}

main().catch((error: unknown) => {
  // One line, whatever failed, configuration problems included.
  process.stderr.write(`${oneLine(error)}\n`);
  process.exit(1);
});
