import { DataDirInUseError, lockDataDir } from '../data-dir-lock.js';
import { hasEmbeddedCluster, runningEmbeddedUrl, startEmbeddedPostgres } from './embedded.js';

/** The embedded server's messages, which a command run beside the app keeps to itself. */
export const quiet = { info() {}, warn() {}, debug() {} };

/**
 * Runs `use` on the installation's database, for a command run beside the app (`npm run backup`, `npm run
 * secrets:rotate`): DATABASE_URL's, the running app's embedded one, or one started for it.
 */
export async function withInstallationDatabase<T>(
  config: { databaseUrl: string | undefined; dataDir: string },
  use: (url: string) => Promise<T>,
): Promise<T> {
  if (config.databaseUrl) return use(config.databaseUrl);
  if (!hasEmbeddedCluster(config.dataDir)) throw new Error(`${config.dataDir} holds no Openhire database`);
  let unlock: () => void;
  try {
    unlock = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    // While the app runs, its embedded server is shared: reading from it does not disturb it.
    return use(await runningEmbeddedUrl(config.dataDir));
  }
  try {
    const server = await startEmbeddedPostgres(config.dataDir, quiet);
    try {
      return await use(server.url);
    } finally {
      await server.stop();
    }
  } finally {
    unlock();
  }
}
