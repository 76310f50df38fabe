import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shippedMigrations } from '../db/database.js';
import { fileStoreEnvOf, runCommand } from '../test/app-process.js';
import { createTestDatabase } from '../test/harness.js';

const database = await createTestDatabase({ empty: true });
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'openhire-migrate-'));
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

describe('npm run migrate', () => {
  it("brings a fresh database to this version's schema and the task queue's, and a second run changes nothing", async () => {
    // As a deployment's Job runs it: with the app's whole configuration, its file store's too.
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, ...(await fileStoreEnvOf(dataDir)) };
    const latest = shippedMigrations().at(-1)!.tag;
    const first = await runCommand(['migrate'], env);
    expect(first.stderr).toBe('');
    expect(first.stdout).toBe(`The database is at this version's schema (${latest})\n`);
    expect(first.code).toBe(0);

    const applied = await database.pool.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations',
    );
    expect(applied.rows[0]!.count).toBe(shippedMigrations().length);
    const queue = await database.pool.query("SELECT to_regclass('pgboss.job') AS job");
    expect(queue.rows[0]).toEqual({ job: 'pgboss.job' });

    const second = await runCommand(['migrate'], env);
    expect(second.stdout).toBe(first.stdout);
    expect(second.code).toBe(0);
    const again = await database.pool.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations',
    );
    expect(again.rows[0]!.count).toBe(shippedMigrations().length);
  });

  it('says in one line what is wrong when the database cannot be reached', async () => {
    const refused = await runCommand(['migrate'], {
      DATABASE_URL: 'postgres://nobody:nothing@127.0.0.1:1/openhire',
      DATA_DIR: dataDir,
      ...(await fileStoreEnvOf(dataDir)),
    });
    expect(refused.stderr).toMatch(/^Cannot reach the database at DATABASE_URL: .+\n$/);
    expect(refused.code).toBe(1);
  });
});
