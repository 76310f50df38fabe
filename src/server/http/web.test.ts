import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('a job link opened cold', () => {
  // A build with its manifest: the guest's apply page, with a chunk of its own, one it shares with the app's entry,
  // and its style sheet.
  const root = path.join(webRoot, 'with-manifest');
  const manifest = {
    'index.html': { file: 'assets/index-1.js', imports: ['_shared-1.js'] },
    '_shared-1.js': { file: 'assets/shared-1.js' },
    '_form-1.js': { file: 'assets/form-1.js' },
    'features/apply/pages/guest-apply-page.tsx': {
      file: 'assets/guest-apply-page-1.js',
      imports: ['index.html', '_shared-1.js', '_form-1.js'],
      css: ['assets/guest-apply-page-1.css'],
    },
    'app/company-splash-mark.tsx': { file: 'assets/company-splash-mark-1.js', imports: ['index.html'] },
  };
  const page = '<!doctype html><html><head><title>Openhire</title></head><body><div id="root"></div></body></html>';
  let withManifest: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    await fs.mkdir(path.join(root, '.vite'), { recursive: true });
    await fs.writeFile(path.join(root, 'index.html'), page);
    await fs.writeFile(path.join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
    withManifest = await buildApp({ config: await testConfig(), db: database.db, webRoot: root });
  });
  afterAll(() => withManifest.close());

  it("names the apply page's own chunks in the page, so that they come with the app's script", async () => {
    for (const url of ['/apply/3f2a-9c', '/apply/3f2a-9c/', '/apply/3f2a-9c?source=linkedin']) {
      const response = await withManifest.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      const head = response.body.slice(0, response.body.indexOf('</head>'));
      const preloaded = [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
      expect(preloaded.toSorted()).toEqual([
        '/assets/company-splash-mark-1.js',
        '/assets/form-1.js',
        '/assets/guest-apply-page-1.js',
      ]);
      expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/guest-apply-page-1.css">');
      // The posting is the app's to ask for: a preloaded guest's answer could reach a signed-in candidate's fetch.
      expect(head).not.toContain('as="fetch"');
    }
  });

  it('sends every other page, and an address that is no posting id, as the build wrote it', async () => {
    for (const url of ['/login', '/apply', '/apply/a/b', '/apply/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E']) {
      const response = await withManifest.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(page);
    }
  });

  it('never serves the manifest itself', async () => {
    const response = await withManifest.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(response.body).not.toContain('guest-apply-page');
  });
});
