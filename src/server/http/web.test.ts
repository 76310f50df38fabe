import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestDatabase, testConfig } from '../test/harness.js';

const webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'openhire-web-'));
await fs.mkdir(path.join(webRoot, 'assets'));
const indexHtml = '<!doctype html><title>Openhire</title>';
const script = 'console.log("Openhire");\n'.repeat(100);
// As the build leaves them: each file with its brotli and gzip copies beside it.
for (const [file, text] of [
  ['index.html', indexHtml],
  ['assets/main-abc123.js', script],
]) {
  await fs.writeFile(path.join(webRoot, file!), text!);
  await fs.writeFile(path.join(webRoot, `${file}.br`), brotliCompressSync(text!));
  await fs.writeFile(path.join(webRoot, `${file}.gz`), gzipSync(text!));
}
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

  it('answers HEAD for a page address as GET would, without the body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it('caches hashed assets for good', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends an asset as the build's brotli copy to a browser, gzip to a client without brotli, as it is otherwise", async () => {
    const url = '/assets/main-abc123.js';
    const brotli = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('sends the app compressed for a page address too', async () => {
    const response = await app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(indexHtml);
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
