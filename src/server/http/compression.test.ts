import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../shared/application-details.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { dataUrl, samplePdf } from '../test/pdf.js';
import { COMPRESS_THRESHOLD_BYTES } from './compression.js';
import { urlOf } from '../test/routes.js';
import { postingEndpoints } from '../../shared/postings-endpoints.js';
import { applicationEndpoints } from '../../shared/applications-endpoints.js';

const { app } = await createTestApp();

/** What Chromium sends. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

function get(url: string, token: string | undefined, acceptEncoding?: string) {
  return app.inject({
    method: 'GET',
    url,
    headers: {
      ...(token ? { authorization: token } : {}),
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
  });
}

describe('compressed answers', () => {
  it('sends a JSON answer over 1 KB as brotli to a browser, as gzip to a client without brotli, and says so in Vary', async () => {
    const company = await makeCompany(app);
    const posting = await makePosting(app, company.token);
    // A posting carries every skill option and its rich text: a few KB.
    const url = urlOf(postingEndpoints.list, { query: { id: posting.id } });
    const plain = await get(url, company.token);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const brotli = await get(url, company.token, BROWSER_ENCODINGS);
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('no-store');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get(url, company.token, 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends an answer under 1 KB as it is: health stays cheap', async () => {
    const health = await get('/api/health', undefined, BROWSER_ENCODINGS);
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 200, database: 'ok' });
  });

  it('sends a stored resume as it was uploaded: not compressed again, still an attachment, nosniff and no-store', async () => {
    const company = await makeCompany(app);
    const candidate = await makeCandidate(app);
    const posting = await makePosting(app, company.token);
    const resume = samplePdf(40);
    expect(resume.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const id = await makeApplication(app, candidate.token, posting, { resume: dataUrl(resume) });
    const detail = (
      await get(urlOf(applicationEndpoints.list, { query: { application_id: id, resume: 'url' } }), company.token)
    ).json<{
      data: ApplicationDetail;
    }>().data;

    const download = await get(detail.resume_url!, company.token, BROWSER_ENCODINGS);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-encoding']).toBeUndefined();
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(resume)).toBe(true);
  });
});
