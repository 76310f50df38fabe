import { type SQL, sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as applyMigrations } from 'drizzle-orm/node-postgres/migrator';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { SERVER_TIME_ZONE } from '../clock.js';
import { MeasuredPool } from './measured-pool.js';
import * as schema from './schema.js';
import { connectionFailure } from './tls.js';

export type Database = NodePgDatabase<typeof schema>;

/** A transaction's handle, which every write that must commit with others takes. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a statement run on one held connection can do (`withConnectionHeld`). */
export type HeldConnection = Pick<Database, 'execute' | 'update'>;

/** The pool Drizzle sends `db`'s statements through. */
function poolOf(db: Database): pg.Pool {
  return (db as Database & { $client: pg.Pool }).$client;
}

/**
 * Runs `work` holding one of `db`'s pooled connections, which it hands to `work`: a statement run there never waits
 * behind a busy pool. What records that a message left the app (an e-mail accepted, a webhook answered) takes its
 * connection before sending, so that the record follows the receiver's acceptance by one round trip (decision 101).
 */
export async function withConnectionHeld<T>(db: Database, work: (held: HeldConnection) => Promise<T>): Promise<T> {
  const client = await poolOf(db).connect();
  try {
    return await work(drizzle(client));
  } finally {
    client.release();
  }
}

/** Any number of app processes may start at once against one database; this key serializes their migrations. */
const MIGRATION_LOCK_KEY = 7_316_001;
const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseHandle {
  pool: pg.Pool;
  db: Database;
  /**
   * A new connection with the pool's settings that the pool neither counts nor lends: for one held open for good, as a
   * LISTEN's must be, which would otherwise take one of the pool's connections from every request.
   */
  dedicatedClient(): pg.Client;
  close(): Promise<void>;
}

/**
 * Set on every connection. The session's time zone is the app's, so that "today" in SQL is the app's day (decision
 * 003). Every statement is planned once per connection and the plan kept (decision 011): PostgreSQL's default
 * re-plans a prepared statement on every call when the parameters' values might change the plan, as a `LIMIT $1`
 * always does, and planning was most of the database's work on the lists.
 */
const SESSION_OPTIONS = `-c TimeZone=${SERVER_TIME_ZONE} -c plan_cache_mode=force_generic_plan`;

/**
 * What each sort and hash of such a statement may hold before it spills to disk: a report's 50,000 moves take 6 MB
 * sorted, more than the 4 MB PostgreSQL's default allows, and a few run at a time.
 */
const STATEMENT_WORK_MEM = '16MB';

/**
 * Runs a statement planned for its own values, for the few that read thousands of rows chosen by them (reports and
 * search): the plan made for any values, which every other statement keeps, guesses ten rows where a big company has
 * thirty thousand and joins them by comparing each with each (decision 109). Its sorts and hashes may hold more.
 */
export function plannedForItsValues<Row extends Record<string, unknown>>(db: Database, statement: SQL) {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('plan_cache_mode', 'force_custom_plan', true), set_config('work_mem', ${STATEMENT_WORK_MEM}, true)`,
    );
    return tx.execute<Row>(statement);
  });
}

export function openDatabase(url: string, maxConnections: number): DatabaseHandle {
  const settings = { connectionString: url, connectionTimeoutMillis: 10_000, options: SESSION_OPTIONS };
  const pool = new MeasuredPool({ ...settings, max: maxConnections });
  // A connection that loses its server must not take the process down: an idle one is dropped by the pool, and one lent
  // out fails the statement it runs or the borrower's next one, which reports it.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return {
    pool,
    db: drizzle(pool, { schema }),
    // A connection that only listens sends nothing: TCP's keepalive is what notices a server that went away unheard.
    dedicatedClient: () => new pg.Client({ ...settings, keepAlive: true, keepAliveInitialDelayMillis: 30_000 }),
    close: () => pool.end(),
  };
}

/**
 * Brings the database's schema up to this build's, or only up to the shipped migration `upTo`: a restore loads an
 * older archive's rows under the schema they were written in, then migrates them as an upgrade would. The job queue's
 * own schema (`pgboss`, decision 049) is installed or upgraded with it, so that every database the app opens has it.
 */
export async function migrate(pool: pg.Pool, upTo?: string): Promise<void> {
  const folder = upTo === undefined ? MIGRATIONS_FOLDER : await migrationsUpTo(upTo);
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await applyMigrations(drizzle(client), { migrationsFolder: folder });
      await installQueue(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
    if (folder !== MIGRATIONS_FOLDER) await fs.rm(folder, { recursive: true, force: true });
  }
}

/** pg-boss creates or migrates its schema as it starts; nothing else of it runs here. */
async function installQueue(client: pg.PoolClient): Promise<void> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => client.query(text, values) },
    schedule: false,
    supervise: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

/** A migrations folder of its own holding the shipped migrations up to `tag`: drizzle applies a folder whole. */
async function migrationsUpTo(tag: string): Promise<string> {
  const journal = JSON.parse(await fs.readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`This Openhire ships no migration ${tag}`);
  const entries = journal.entries.slice(0, last + 1);
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'openhire-migrations-'));
  await fs.mkdir(path.join(folder, 'meta'));
  await fs.writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) {
    await fs.copyFile(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return folder;
}

interface Migration {
  tag: string;
  /** drizzle records an applied migration by this time from the journal. */
  when: number;
}

/** The migrations this build ships, oldest first, as drizzle-kit's journal lists them. */
export function shippedMigrations(): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: Migration[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** Fails with a message a person can act on when the database cannot be reached. */
export async function assertReachable(pool: pg.Pool, description: string): Promise<void> {
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    throw new Error(`Cannot reach the database at ${description}: ${connectionFailure(error as Error)}`);
  }
}
