import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../db/database.js';
import { startEmbeddedPostgres, type EmbeddedServer } from '../db/embedded.js';

export const TEMPLATE_DATABASE = 'openhire_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
  }
}

/**
 * One PostgreSQL server for the whole run: the embedded one, or the server DATABASE_URL names (CI runs
 * the suite once more against PostgreSQL 15 that way). A migrated template makes each file's database cheap.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let embedded: EmbeddedServer | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'openhire-test-pg-'));
    // The cluster may be run by the system user `postgres`, who must be able to enter the folder.
    await fs.chmod(dataDir, 0o755);
    const quiet = { info() {}, warn() {}, debug() {} };
    embedded = await startEmbeddedPostgres(dataDir, quiet);
    adminUrl = embedded.url;
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();

  const template = openDatabase(withDatabase(adminUrl, TEMPLATE_DATABASE), 1);
  await migrate(template.pool);
  await template.close();

  project.provide('adminUrl', adminUrl);
  return async () => {
    await embedded?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
