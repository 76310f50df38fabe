import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import type { Capability } from '../capability.js';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { withDatabase } from './global-setup.js';
import { newBucketEnv } from './s3.js';

/**
 * A fresh database of its own for the calling test file, dropped when the file ends: migrated to this build's schema,
 * or empty.
 */
export async function createTestDatabase({ empty = false } = {}): Promise<DatabaseHandle & { url: string }> {
  const adminUrl = inject('adminUrl');
  const name = `openhire_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${empty ? 'template0' : inject('templateDatabase')}`);
  await admin.end();

  const url = withDatabase(adminUrl, name);
  const handle = openDatabase(url, 5);
  afterAll(async () => {
    await handle.close();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });
  return { ...handle, url };
}

/** With the suite on FILE_STORE=s3, the variables of a new, empty bucket on its local server; none on the disk store. */
export async function suiteBucketEnv(): Promise<Record<string, string>> {
  const s3Endpoint = inject('s3Endpoint');
  return s3Endpoint ? newBucketEnv(s3Endpoint) : {};
}

export async function testConfig(overrides: Record<string, string> = {}): Promise<Config> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'openhire-test-data-'));
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));
  return loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(await suiteBucketEnv()), ...overrides });
}

/** The real app on a real database, driven through `inject`. */
export async function createTestApp(
  options: { env?: Record<string, string>; capabilities?: readonly Capability[] } = {},
) {
  const database = await createTestDatabase();
  const config = await testConfig(options.env);
  const app = await buildApp({ config, db: database.db, capabilities: options.capabilities });
  afterAll(() => app.close());
  return { app, database, config };
}
