import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestDatabase, testConfig } from '../test/harness.js';
import { Readiness } from './health.js';

const database = await createTestDatabase();
const readiness = new Readiness();
const app = await buildApp({ config: await testConfig(), db: database.db, readiness });
afterAll(() => app.close());

describe('the health probes', () => {
  it('answers liveness and readiness apart, and readiness no more once the process is stopping', async () => {
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.json()).toEqual({ status: 200, process: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.json()).toEqual({ status: 200, database: 'ok', migrations: 'ok' });

    readiness.stop();
    const stopping = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(stopping.statusCode).toBe(503);
    expect(stopping.json()).toEqual({ status: 503, error: 'This server is stopping.' });
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 200, database: 'ok' });
  });

  it('is not ready on a database this version has not migrated yet', async () => {
    const older = await createTestDatabase();
    const newest = sql`(SELECT max(created_at) FROM drizzle.__drizzle_migrations)`;
    await older.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = ${newest}`);
    const behind = await buildApp({ config: await testConfig(), db: older.db });
    try {
      const ready = await behind.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 503, error: 'The database is not migrated to this version yet.' });
    } finally {
      await behind.close();
    }
  });
});
