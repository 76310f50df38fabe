import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { applicationEndpoints, candidateApplicationEndpoints } from '../src/shared/applications-endpoints.js';
import { httpClient, waitUntilHealthy } from '../src/server/test/app-process.js';
import { makeCandidate, makeCompany, type TestAccount } from '../src/server/test/factories.js';
import { applicationInput } from '../src/server/test/factories-applications.js';
import { makePosting } from '../src/server/test/factories-postings.js';
import { dataUrl, samplePdf } from '../src/server/test/pdf.js';
import { urlOf } from '../src/server/test/routes.js';
import { uploadEndpoints } from '../src/shared/uploads-endpoints.js';
import { startLocalS3, newBucketEnv } from '../src/server/test/s3.js';
import { freePort } from '../src/server/test/smtp.js';

/**
 * A burst of applications (decision 101): `BENCH_BURST` candidates (200 by default) apply at once to one posting of the
 * built server on its embedded defaults, each with a distinct PDF of `BENCH_BURST_MB` (5) megabytes, once with
 * `FILE_STORE=disk` and once with a local bucket (`s3`). A candidate answered 503 waits the `Retry-After` it was given
 * and sends again. It prints, per store: the applications kept with the right file (SHA-256 of the download), the 503s
 * answered (first tries and in all), any other answer, the server process's peak resident memory (VmHWM) and the
 * percentiles of an application's time, from its first try to its 201.
 *
 * With `--multipart` each candidate sends the resume through `POST /api/uploads/` as it is, then applies with its
 * `resume_file_id`: the time of an application is then both calls'.
 */
const CANDIDATES = Number(process.env.BENCH_BURST ?? 200);
const RESUME_BYTES = Number(process.env.BENCH_BURST_MB ?? 5) * 1024 * 1024;
const SERVER_ENTRY = path.resolve('dist/server/main.js');
const MAX_TRIES = 30;
const MULTIPART = process.argv.includes('--multipart');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A valid PDF made distinct and `RESUME_BYTES` long by a comment of random text after its end. */
function resumeOf(n: number): Buffer {
  const pdf = samplePdf(2, `Candidate ${String(n)}`);
  const filler = randomBytes(Math.ceil((RESUME_BYTES - pdf.length) / 2)).toString('hex');
  return Buffer.concat([pdf, Buffer.from(`%${filler}`.slice(0, RESUME_BYTES - pdf.length - 1)), Buffer.from('\n')]);
}

async function peakRss(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${String(pid)}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

interface Outcome {
  status: number;
  tries: number;
  refused: number;
  ms: number;
  applicationId?: string;
}

/** Sends until the answer is not 503, waiting the `Retry-After` it was given, up to `MAX_TRIES`. */
async function sendUntilTaken(send: () => Promise<Response>, counted: { tries: number; refused: number }) {
  for (;;) {
    counted.tries += 1;
    const response = await send().catch(() => undefined);
    if (response?.status !== 503 || counted.tries >= MAX_TRIES) return response;
    await response.arrayBuffer();
    counted.refused += 1;
    const wait = Number(response.headers.get('retry-after') ?? 5);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
}

async function applyUntilKept(
  base: string,
  candidate: TestAccount,
  application: Record<string, unknown>,
  resume: Buffer,
): Promise<Outcome> {
  const started = Date.now();
  const counted = { tries: 0, refused: 0 };
  const failed = async (response: Response | undefined): Promise<Outcome> => {
    await response?.arrayBuffer();
    return { status: response?.status ?? 0, ...counted, ms: Date.now() - started };
  };
  let body: Record<string, unknown> = { ...application, resume: dataUrl(resume) };
  if (MULTIPART) {
    const uploaded = await sendUntilTaken(() => {
      const form = new FormData();
      form.append('purpose', 'resume');
      form.append('file', new Blob([resume], { type: 'application/pdf' }), 'resume.pdf');
      return fetch(`${base}${urlOf(uploadEndpoints.upload)}`, {
        method: 'POST',
        headers: { authorization: candidate.token },
        body: form,
      });
    }, counted);
    if (uploaded?.status !== 201) return failed(uploaded);
    const { data } = (await uploaded.json()) as { data: { id: string } };
    body = { ...application, resume_file_id: data.id };
  }
  const text = JSON.stringify(body);
  const response = await sendUntilTaken(
    () =>
      fetch(`${base}${urlOf(candidateApplicationEndpoints.apply)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: candidate.token },
        body: text,
      }),
    counted,
  );
  if (response?.status !== 201) return failed(response);
  const { application_id } = (await response.json()) as { application_id: string };
  return { status: 201, ...counted, ms: Date.now() - started, applicationId: application_id };
}

async function burst(store: 'disk' | 's3', storeEnv: Record<string, string>): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'openhire-bench-burst-'));
  await fs.chmod(dataDir, 0o755);
  const port = await freePort();
  const base = `http://127.0.0.1:${String(port)}`;
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000000',
      ...storeEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
  try {
    await waitUntilHealthy(base, exited);
    const client = httpClient(base);
    const company = await makeCompany(client);
    const posting = await makePosting(client, company.token);
    const candidates: TestAccount[] = [];
    for (let n = 0; n < CANDIDATES; n += 1) candidates.push(await makeCandidate(client));
    const resumes = candidates.map((_, n) => resumeOf(n));
    const { resume: _base64, ...application } = applicationInput(posting);
    const before = await peakRss(server.pid!);

    const outcomes = await Promise.all(
      candidates.map((candidate, n) =>
        applyUntilKept(base, candidate, { ...application, email: candidate.email }, resumes[n]!),
      ),
    );
    const peak = await peakRss(server.pid!);

    let rightFile = 0;
    for (const [n, outcome] of outcomes.entries()) {
      if (!outcome.applicationId) continue;
      const detail = await client.inject({
        method: 'GET',
        url: urlOf(applicationEndpoints.list, { query: { application_id: outcome.applicationId } }),
        headers: { authorization: company.token },
      });
      const { resume_url } = detail.json<{ data: { resume_url: string } }>().data;
      const download = await fetch(`${base}${resume_url}`, { headers: { authorization: company.token } });
      if (sha256(Buffer.from(await download.arrayBuffer())) === sha256(resumes[n]!)) rightFile += 1;
    }
    const kept = outcomes.filter((outcome) => outcome.status === 201);
    const times = kept.map((outcome) => outcome.ms).sort((a, b) => a - b);
    const others = new Map<string, number>();
    for (const { status } of outcomes.filter((outcome) => outcome.status !== 201)) {
      // 0: no answer at all (the connection failed, or fetch's 300 s wait for the answer's head ran out).
      others.set(String(status), (others.get(String(status)) ?? 0) + 1);
    }
    console.log(
      `${store}${MULTIPART ? ' (multipart)' : ' (JSON)'}: ${String(kept.length)} of ${String(CANDIDATES)} kept, ${String(rightFile)} with the right file; ` +
        `503 to ${String(outcomes.filter((outcome) => outcome.refused > 0).length)} first tries, ` +
        `${String(outcomes.reduce((sum, outcome) => sum + outcome.refused, 0))} in all; ` +
        `other answers: ${others.size === 0 ? 'none' : [...others].map(([status, count]) => `${String(count)} × ${status}`).join(', ')}`,
    );
    console.log(
      `${store}${MULTIPART ? ' (multipart)' : ' (JSON)'}: peak RSS ${before.toFixed(0)} MB before the burst, ${peak.toFixed(0)} MB after; ` +
        `application from first try to 201: p50 ${String(percentile(times, 0.5))} ms, ` +
        `p95 ${String(percentile(times, 0.95))} ms, max ${String(times.at(-1))} ms`,
    );
  } finally {
    server.kill('SIGTERM');
    await exited;
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (!existsSync(SERVER_ENTRY)) throw new Error('Build first: npm run build');
  console.log(
    `load before: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  const stores = (process.env.BENCH_BURST_STORES ?? 'disk,s3').split(',');
  if (stores.includes('disk')) await burst('disk', { FILE_STORE: 'disk' });
  if (stores.includes('s3')) {
    const s3 = await startLocalS3();
    try {
      await burst('s3', await newBucketEnv(s3.endpoint));
    } finally {
      await s3.stop();
    }
  }
  console.log(
    `load after: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
}

await main();
