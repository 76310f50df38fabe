import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestDatabase, testConfig } from '../test/harness.js';

const webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'openhire-web-'));
await fs.mkdir(path.join(webRoot, 'assets'));
await fs.writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Openhire</title>');
await fs.writeFile(path.join(webRoot, 'assets', 'main-abc123.js'), 'console.log(1)');
afterAll(() => fs.rm(webRoot, { recursive: true, force: true }));

const database = await createTestDatabase();
const app = await buildApp({ config: await testConfig(), db: database.db, webRoot });
afterAll(() => app.close());

describe('serving the web app', () => {
  it.each(['/', '/login', '/forgot', '/reset', '/jobs', '/apply/123', '/login?next=1'])(
    'answers GET %s with the app',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Openhire</title>');
    },
  );

  it('caches hashed assets for good', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers unknown API paths and other methods with JSON 404', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/nope' })).json()).toEqual({
      status: 404,
      error: 'Not found.',
    });
    expect((await app.inject({ method: 'GET', url: '/api' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/jobs' })).statusCode).toBe(404);
  });
});
