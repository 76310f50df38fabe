import http from 'node:http';
import type { AddressInfo } from 'node:net';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Posting } from '../../shared/postings.js';
import { candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';
import { guestApplicationEndpoints } from '../../shared/guest-applications-endpoints.js';
import { applicationInput, downloadResume } from '../test/factories-applications.js';
import { makeCandidate, makeCompany, type TestAccount } from '../test/factories.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { dataUrl, samplePdf } from '../test/pdf.js';
import { urlOf } from '../test/routes.js';
import { uploadEndpoints } from '../../shared/uploads-endpoints.js';

const TOKEN = 'scraper-token-0123456789';
const { app } = await createTestApp({ env: { UPLOADS_IN_FLIGHT: '3', METRICS_TOKEN: TOKEN } });
let base = '';
let company: TestAccount;
let posting: Posting;
beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${String((app.server.address() as AddressInfo).port)}`;
  company = await makeCompany(app);
  posting = await makePosting(app, company.token);
});

/** A resume big enough to count as a file in flight: a PDF with a long comment after its end. */
const resumeOf = (name: string) => Buffer.concat([samplePdf(2, name), Buffer.from(`%${'x'.repeat(200_000)}\n`)]);

/** An application over HTTP, as a browser sends it, with a resume of its own. */
async function apply(candidate: TestAccount, resume: Buffer): Promise<Response> {
  return fetch(`${base}${urlOf(candidateApplicationEndpoints.apply)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: candidate.token },
    body: JSON.stringify(applicationInput(posting, { resume: dataUrl(resume) })),
  });
}

/**
 * An upload whose head and first bytes are sent and whose body never ends: it holds its place until cut. Resolves
 * with its answer if it gets one before the body is sent, which a refusal that does not read the body is.
 */
function stalledUpload(length: 'declared' | 'chunked' = 'declared') {
  const request = http.request(
    `${base}${urlOf(guestApplicationEndpoints.applyWithoutAccount, { params: { id: 'x' } })}`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(length === 'declared' ? { 'content-length': String(1024 * 1024) } : { 'transfer-encoding': 'chunked' }),
      },
    },
  );
  const answer = new Promise<{ status: number; retryAfter?: string; connection?: string; body: string }>((resolve) => {
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          retryAfter: response.headers['retry-after'],
          connection: response.headers.connection,
          body,
        }),
      );
    });
  });
  request.on('error', () => {});
  request.flushHeaders();
  request.write('{"first_name":"');
  return { answer, cut: () => request.destroy() };
}

async function uploadsInFlight(): Promise<number> {
  const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  const family = parsePrometheusTextFormat(await response.text()).find(
    (each) => each.name === 'openhire_uploads_in_flight',
  );
  return Number(family?.metrics[0]?.value);
}

describe('uploads in flight', () => {
  it('answers uploads beyond the cap 503 with Retry-After before reading them, and frees places as connections are cut', async () => {
    const candidates = await Promise.all([1, 2, 3, 4, 5].map(() => makeCandidate(app)));
    const held = [stalledUpload(), stalledUpload(), stalledUpload()];
    await vi.waitFor(async () => expect(await uploadsInFlight()).toBe(3), { timeout: 10_000, interval: 100 });

    // A fourth upload is answered from its head alone: its body is never sent, and the answer comes all the same.
    const fourth = stalledUpload();
    const refused = await fourth.answer;
    // Node reads on what it would have sent; it never comes.
    fourth.cut();
    expect(refused.status).toBe(503);
    expect(refused.retryAfter).toBe('5');
    expect(refused.connection).not.toBe('close');
    expect(JSON.parse(refused.body)).toEqual({
      status: 503,
      error: 'The service is busy right now. Please try again in a few seconds.',
    });
    // A body of no declared length is not read to its end: the connection ends with the answer.
    const unmeasured = await stalledUpload('chunked').answer;
    expect([unmeasured.status, unmeasured.connection]).toEqual([503, 'close']);
    const whole = await apply(candidates[0]!, resumeOf('Refused'));
    expect(whole.status).toBe(503);
    expect(whole.headers.get('retry-after')).toBe('5');
    // A file streamed as a form, as a browser sends it, gets the answer, not a connection reset under its feet.
    const form = new FormData();
    form.append('purpose', 'resume');
    const large = Buffer.concat([samplePdf(2, 'Streamed'), Buffer.from(`%${'x'.repeat(4 * 1024 * 1024)}\n`)]);
    form.append('file', new Blob([large], { type: 'application/pdf' }), 'resume.pdf');
    const streamed = await fetch(`${base}${urlOf(uploadEndpoints.upload)}`, {
      method: 'POST',
      headers: { authorization: candidates[0]!.token },
      body: form,
    });
    expect([streamed.status, streamed.headers.get('retry-after')]).toEqual([503, '5']);
    // A call to the same route that carries no file is let in: it gets the answer it would have got (no posting).
    const small = await fetch(`${base}${urlOf(candidateApplicationEndpoints.apply)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: candidates[0]!.token },
      body: JSON.stringify({ posting_id: 'none' }),
    });
    expect(small.status).toBe(400);

    for (const upload of held) upload.cut();
    await vi.waitFor(async () => expect(await uploadsInFlight()).toBe(0), { timeout: 10_000, interval: 100 });

    // As many applications as there are places, and then as many again once they are answered: every one is kept.
    const resumes = candidates.map((_, index) => resumeOf(`Candidate ${String(index)}`));
    const first = await Promise.all(
      candidates.slice(0, 3).map((candidate, index) => apply(candidate, resumes[index]!)),
    );
    const second = await Promise.all(
      candidates.slice(3).map((candidate, index) => apply(candidate, resumes[3 + index]!)),
    );
    const answers = [...first, ...second];
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    const ids = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { application_id: string }).application_id),
    );
    for (const [index, id] of ids.entries()) {
      expect((await downloadResume(app, company.token, id)).equals(resumes[index]!)).toBe(true);
    }
    expect(await uploadsInFlight()).toBe(0);
  });
});
