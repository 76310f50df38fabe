import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/server/config.js';
import { fileStoreFor } from '../src/server/files/configured-store.js';
import { diskFileStore } from '../src/server/files/store.js';
import { httpClient, waitUntilHealthy } from '../src/server/test/app-process.js';
import { makeCandidate, makeCompany } from '../src/server/test/factories.js';
import { makeApplication } from '../src/server/test/factories-applications.js';
import { makePosting } from '../src/server/test/factories-postings.js';
import { dataUrl, samplePdf } from '../src/server/test/pdf.js';
import { newBucketEnv, startLocalS3 } from '../src/server/test/s3.js';
import { freePort } from '../src/server/test/smtp.js';
import { RESUME_MAX_BYTES } from '../src/shared/application-submissions.js';
import { ANNOTATIONS_MAX, INK_MAX_POINTS_PER_RESUME, STAMP_MAX_SIDE, STAMPS_MAX } from '../src/shared/annotations.js';
import { compareFileOf, markdownTable, recordRun } from './compare.js';
import { benchScale, seededDatabase } from './scale.js';
import { BENCH_PASSWORD, HISTORY_DAYS } from './seed.js';

const CONNECTIONS = 50;
const SCALE = benchScale();
/** An earlier run's JSON (`npm run bench -- --compare FILE`), checked before the minutes of seeding. */
const COMPARE_WITH = compareFileOf(process.argv.slice(2));
/**
 * Searches and hiring reports are asked by a company's recruiters, a few at a time, never by every visitor: DESIGN.md
 * budgets their latency, not a throughput under the lists' 50 connections.
 */
const RECRUITERS_AT_ONCE = 5;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARM_UP_S = 2;
const SERVER_ENTRY = path.resolve('dist/server/main.js');
/** Node's flags as `npm start` and the image run the server with (decision 102). */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=25'];
/** Every call asks as Chromium does: answers over 1 KB come compressed, as a browser receives them. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

interface Scenario {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  token?: string;
  /** The body of each request: a new one every time. */
  body?: () => object;
  headers?: Record<string, string>;
  /** The answer's status when it is not 2xx (a revalidation's 304). */
  expectedStatus?: number;
  /** How many connections ask at once, when not CONNECTIONS. */
  connections?: number;
}

async function main(): Promise<void> {
  if (!existsSync(SERVER_ENTRY)) throw new Error('Build first: npm run build');
  // A kept BENCH_DATA_DIR holds its seed for the next run; the S3 run moves the files away, so it never keeps one.
  const kept = process.env.BENCH_FILE_STORE === 's3' ? undefined : process.env.BENCH_DATA_DIR;
  const dataDir = kept ? path.resolve(kept) : await fs.mkdtemp(path.join(os.tmpdir(), 'openhire-bench-'));
  await fs.mkdir(dataDir, { recursive: true });
  await fs.chmod(dataDir, 0o755);
  try {
    const seedStarted = Date.now();
    const annotatedApplication = await seededDatabase(dataDir, SCALE);
    const bucket = process.env.BENCH_FILE_STORE === 's3' ? await moveFilesToBucket(dataDir) : undefined;
    const { postings, candidates, applicationsPerCandidate } = SCALE.sizes;
    console.log(
      `seeded ${postings} postings and ${candidates * applicationsPerCandidate} applications in ${Math.round((Date.now() - seedStarted) / 1000)} s`,
    );
    try {
      await measure(dataDir, annotatedApplication, bucket?.env ?? {});
    } finally {
      await bucket?.stop();
    }
  } finally {
    if (!kept) await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * With BENCH_FILE_STORE=s3, the seeded files go to a bucket on a local S3-compatible server and leave the disk: the
 * server can then read them from the bucket only. They are copied as they are, since the seed's rows record made-up
 * sizes and digests that `npm run files:migrate` would rightly refuse.
 */
async function moveFilesToBucket(dataDir: string) {
  const s3 = await startLocalS3();
  const env = await newBucketEnv(s3.endpoint);
  const disk = diskFileStore(path.join(dataDir, 'files'));
  const bucket = fileStoreFor(loadConfig({ ...env, DATA_DIR: dataDir }));
  let moved = 0;
  for await (const file of disk.list()) {
    await bucket.put(file.key, await disk.openRead(file.key), file.size);
    moved += 1;
  }
  await fs.rm(path.join(dataDir, 'files'), { recursive: true });
  console.log(`moved ${moved} files to a bucket on a local S3-compatible server`);
  return { env, stop: s3.stop };
}

async function measure(
  dataDir: string,
  annotatedApplication: string,
  fileStore: Record<string, string>,
): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    env: {
      ...process.env,
      ...fileStore,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
  try {
    await waitUntilHealthy(base, exited);
    const recruiter = await login(base, 'company1@bench.test');
    const candidate = await login(base, 'candidate1@bench.test');
    const [firstApplication] = (await getJson(base, '/api/applications/?limit=1', recruiter)).data as {
      application_id: string;
      last_name: string;
    }[];
    // A typo a person makes: one letter typed twice.
    const typedName = firstApplication!.last_name.replace('t', 'tt');
    const cards = (await getJson(base, '/api/postings/', recruiter)).data as {
      id: string;
      title: string;
      num_applications: number;
    }[];
    const firstPosting = cards.find((card) => card.num_applications < 1000);
    const scored = cards.find((card) => card.title === 'Scorecard Opening')!;
    // A posting with the seeded history behind it, unlike the two openings made for the board and the scorecards.
    const historied = cards.find((card) => card !== scored && card.title !== 'Busy Opening')!;
    const busiest = cards.reduce((most, card) => (card.num_applications > most.num_applications ? card : most));
    const wholeList = await wholeListOf(base, recruiter);
    const careersPage = {
      ...(await publicPageOf(base, '/careers/company-1')),
      path: '/careers/company-1',
      postings: 0,
    };
    careersPage.postings = ((await getJson(base, '/careers/company-1/jobs.json', recruiter)).data as unknown[]).length;
    const postingPage = {
      ...(await publicPageOf(base, `/careers/company-1/${firstPosting!.id}`)),
      path: `/careers/company-1/${firstPosting!.id}`,
    };

    const historyFrom = new Date(Date.now() - HISTORY_DAYS * 86_400_000).toISOString().slice(0, 10);

    let signIns = 0;
    const health: Scenario = { name: 'GET /api/health', path: '/api/health' };
    const calls: Scenario[] = [
      { name: 'recruiter postings list', path: '/api/postings/', token: recruiter },
      { name: 'recruiter applications, first page', path: '/api/applications/?limit=20&page=1', token: recruiter },
      {
        name: 'recruiter applications, filtered page',
        path: '/api/applications/?limit=20&page=2&status=Under%20Review&search=First',
        token: recruiter,
      },
      {
        name: `recruiter applications, whole list (${wholeList.total}, ${Math.round(wholeList.bytes / 1024)} KB br)`,
        path: '/api/applications/',
        token: recruiter,
      },
      {
        name: 'recruiter applications, whole list revalidated (304)',
        path: '/api/applications/',
        token: recruiter,
        headers: { 'if-none-match': wholeList.etag },
        expectedStatus: 304,
      },
      {
        name: 'recruiter application detail',
        path: `/api/applications/?application_id=${firstApplication!.application_id}&resume=url`,
        token: recruiter,
      },
      {
        name: `posting board (${busiest.num_applications} applications)`,
        path: `/api/pipeline/?posting_id=${busiest.id}`,
        token: recruiter,
      },
      {
        name: `posting scorecard comparison (${scored.num_applications} applications, 4 scorecards each)`,
        path: `/api/postings/${scored.id}/scorecards/`,
        token: recruiter,
      },
      // Company 1's hiring reports over the eighteen months of its history, for all its postings and for one.
      ...['funnel', 'time_in_stage', 'sources', 'offers'].map((report) => ({
        name: `hiring report: ${report}, all jobs over ${HISTORY_DAYS} days (${wholeList.total} applications)`,
        path: `/api/reports/${report}/?from=${historyFrom}`,
        token: recruiter,
        connections: RECRUITERS_AT_ONCE,
      })),
      {
        name: `hiring report: time_in_stage, one job over ${HISTORY_DAYS} days (${historied.num_applications} applications)`,
        path: `/api/reports/time_in_stage/?from=${historyFrom}&posting_id=${historied.id}`,
        token: recruiter,
        connections: RECRUITERS_AT_ONCE,
      },
      // Company-wide search: a word every resume holds, a phrase a tenth of the resumes hold and nothing else, a name
      // through trigrams, and operators within a job's applications in one status.
      {
        name: 'search, a word in every resume',
        path: '/api/search/?q=engineer',
        token: recruiter,
        connections: RECRUITERS_AT_ONCE,
      },
      {
        name: 'search, a phrase only in resumes',
        path: `/api/search/?q=${encodeURIComponent('"distributed systems"')}`,
        token: recruiter,
        connections: RECRUITERS_AT_ONCE,
      },
      {
        name: 'search, a name with a typo',
        path: `/api/search/?q=${encodeURIComponent(typedName)}`,
        token: recruiter,
        connections: RECRUITERS_AT_ONCE,
      },
      {
        name: 'search, exclusion and or, in one job and status',
        path: `/api/search/?q=${encodeURIComponent('kubernetes -golang or rust')}&posting_id=${historied.id}&status=${encodeURIComponent('Not Selected')}`,
        token: recruiter,
        connections: RECRUITERS_AT_ONCE,
      },
      {
        name: 'application history and likely duplicates',
        path: `/api/applications/${firstApplication!.application_id}/related/`,
        token: recruiter,
      },
      { name: 'candidate recent postings', path: '/api/candidate/recent_postings/?limit=10&page=1', token: candidate },
      { name: 'candidate own applications', path: '/api/candidate/applications', token: candidate },
      { name: 'public job view', path: `/api/apply/${firstPosting!.id}` },
      // The careers pages as a crawler or a visitor without the page in its cache asks for them.
      { name: `public careers page (${careersPage.postings} jobs, ${careersPage.kb} KB br)`, path: careersPage.path },
      { name: `public job page (${postingPage.kb} KB br)`, path: postingPage.path },
      {
        // Candidates signing in, each as themselves: one account's limit on attempts does not come into it.
        name: 'login',
        method: 'POST',
        path: '/login/',
        body: () => ({
          email: `candidate${(signIns++ % SCALE.sizes.candidates) + 1}@bench.test`,
          password: BENCH_PASSWORD,
        }),
      },
    ];

    // Health is measured before the first call and after each one, and a call is compared with the health measured
    // on either side of it: a shared machine's speed drifts by more than 10 % over the minutes of a run.
    const healthRuns = [await measureCall(base, server.pid!, health)];
    const results = [];
    for (const call of calls) {
      // The server's peak so far, read after each call: the column shows which call raised it.
      results.push({ ...(await measureCall(base, server.pid!, call)), peakMb: await residentMb(server.pid!, 'VmHWM') });
      healthRuns.push(await measureCall(base, server.pid!, health));
    }
    const drawing = await healthWhileDrawing(base, recruiter, annotatedApplication);
    const peakRssMb = await residentMb(server.pid!, 'VmHWM');
    await new Promise((resolve) => setTimeout(resolve, AFTER_DRAWING_S * 1000));
    const afterDrawingMb = await residentMb(server.pid!, 'VmRSS');
    const upload = await resumeUploadMemory(base, server.pid!);

    console.log(
      `\n${CONNECTIONS} connections, ${DURATION_S} s per call after ${WARM_UP_S} s unmeasured, health before the first call and after each, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}\n`,
    );
    const table = markdownTable();
    const row = table.row;
    row([
      'call',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p97.5 ms',
      'p99 ms',
      'vs health',
      'errors',
      'server µs',
      'db µs',
      'peak MB',
    ]);
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']);
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const healthRate = (run: Measured) => run.result.requests.average;
    row([
      `${health.name} (median of ${healthRuns.length})`,
      Math.round(median(healthRuns.map(healthRate))),
      median(healthRuns.map((run) => run.result.latency.p50)),
      median(healthRuns.map((run) => percentile95(run.result))),
      median(healthRuns.map((run) => percentile975(run.result))),
      median(healthRuns.map((run) => run.result.latency.p99)),
      '1.00',
      healthRuns.reduce((sum, run) => sum + run.failed, 0),
      median(healthRuns.map((run) => run.cpuUs.server)),
      median(healthRuns.map((run) => run.cpuUs.database)),
      '',
    ]);
    results.forEach(({ scenario, result, failed, cpuUs, peakMb }, index) => {
      const around = (healthRate(healthRuns[index]!) + healthRate(healthRuns[index + 1]!)) / 2;
      row([
        scenario.connections ? `${scenario.name}, ${scenario.connections} connections` : scenario.name,
        Math.round(result.requests.average),
        result.latency.p50,
        percentile95(result),
        percentile975(result),
        result.latency.p99,
        (result.requests.average / around).toFixed(2),
        failed,
        cpuUs.server,
        cpuUs.database,
        peakMb,
      ]);
    });
    const drawingHealth = (at: number) => Math.round(latencyOf(drawing.healthMs, at) * 10) / 10;
    console.log(
      `\nGET /api/health, one request after another, while the annotated resume with the most marks allowed is drawn ` +
        `(${ANNOTATIONS_MAX} marks, ${INK_MAX_POINTS_PER_RESUME.toLocaleString('en-US')} points of ink, ${STAMPS_MAX} stamps of ` +
        `${STAMP_MAX_SIDE} px; ${DRAWINGS} downloads one after another, each in ${drawing.downloadS.join(', ')} s): ` +
        `${drawing.healthMs.length} answers, p50 ${drawingHealth(50)} ms, p99 ${drawingHealth(99)} ms, ` +
        `slowest ${drawingHealth(100)} ms`,
    );
    console.log(
      `\nserver peak resident memory (VmHWM) over the calls and the drawings: ${peakRssMb} MB; ` +
        `${AFTER_DRAWING_S} s after the last drawing: ${afterDrawingMb} MB`,
    );
    console.log(
      `a ${RESUME_MAX_BYTES / 1024 / 1024} MB resume sent with an application (${fileStore.FILE_STORE ?? 'disk'} store): ` +
        `server resident memory ${upload.beforeMb} MB before, peak ${upload.peakMb} MB while it was taken ` +
        `(+${upload.peakMb - upload.beforeMb} MB)`,
    );
    if (await recordRun(table.rows, COMPARE_WITH)) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}

const DRAWINGS = 3;
/** The server's resident memory is read again this long after the last drawing, once what it held is given back. */
const AFTER_DRAWING_S = 30;

/** The latency below which `percent` of the answers came. */
function latencyOf(sortedMs: number[], percent: number): number {
  return sortedMs[Math.min(sortedMs.length - 1, Math.floor((sortedMs.length * percent) / 100))] ?? 0;
}

/**
 * Downloads the annotated resume with the most marks allowed, `DRAWINGS` times one after another, while health is
 * asked one request after another: how long the server takes to answer anyone else while it draws.
 */
async function healthWhileDrawing(
  base: string,
  token: string,
  applicationId: string,
): Promise<{ downloadS: number[]; healthMs: number[] }> {
  const downloadS: number[] = [];
  const healthMs: number[] = [];
  for (let run = 0; run < DRAWINGS; run++) {
    const started = performance.now();
    let drawn = false;
    const download = fetch(`${base}/api/applications/annotated_resume/?application_id=${applicationId}`, {
      headers: { authorization: token },
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`annotated resume: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
      })
      .finally(() => (drawn = true));
    while (!drawn) {
      const asked = performance.now();
      await (await fetch(`${base}/api/health`)).arrayBuffer();
      healthMs.push(performance.now() - asked);
    }
    await download;
    downloadS.push(Math.round((performance.now() - started) / 100) / 10);
  }
  return { downloadS, healthMs: healthMs.sort((a, b) => a - b) };
}

interface Measured {
  scenario: Scenario;
  result: autocannon.Result;
  failed: number;
  /** CPU time a request took on average, in µs: in the server's process and in PostgreSQL's. */
  cpuUs: { server: number; database: number };
}

function headersOf(scenario: Scenario): Record<string, string> {
  return {
    'content-type': 'application/json',
    ...BROWSER_HEADERS,
    ...(scenario.token ? { authorization: scenario.token } : {}),
    ...scenario.headers,
  };
}

/** One request before the load: a scenario that answers an error would only measure how fast errors come. */
async function assertAnswered(base: string, scenario: Scenario): Promise<void> {
  const response = await fetch(`${base}${scenario.path}`, {
    method: scenario.method ?? 'GET',
    headers: headersOf(scenario),
    body: scenario.body && JSON.stringify(scenario.body()),
  });
  const answered = scenario.expectedStatus ? response.status === scenario.expectedStatus : response.ok;
  if (!answered) throw new Error(`${scenario.name}: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

async function measureCall(base: string, serverPid: number, scenario: Scenario): Promise<Measured> {
  await assertAnswered(base, scenario);
  const load = (duration: number) =>
    autocannon({
      url: `${base}${scenario.path}`,
      method: scenario.method ?? 'GET',
      connections: scenario.connections ?? CONNECTIONS,
      duration,
      headers: headersOf(scenario),
      requests: [
        { setupRequest: (request) => ({ ...request, body: scenario.body && JSON.stringify(scenario.body()) }) },
      ],
    });
  // Unmeasured first: the JIT compiles the call's code and every pooled connection plans its statements.
  await load(WARM_UP_S);
  const before = await cpuSecondsOf(serverPid);
  const result = await load(DURATION_S);
  const after = await cpuSecondsOf(serverPid);
  console.log(`measured ${scenario.name}`);
  const unexpected = scenario.expectedStatus
    ? result.requests.total - (result.statusCodeStats?.[`${scenario.expectedStatus}`]?.count ?? 0)
    : result.non2xx;
  const perRequestUs = (seconds: number) => Math.round((seconds * 1e6) / Math.max(1, result.requests.total));
  return {
    scenario,
    result,
    failed: unexpected + result.errors + result.timeouts,
    cpuUs: {
      server: perRequestUs(after.server - before.server),
      database: perRequestUs(after.database - before.database),
    },
  };
}

/** Linux's `USER_HZ`, the unit of `/proc/PID/stat`'s times: 100 on every architecture Node runs on there. */
const CLOCK_TICKS_PER_S = 100;

/**
 * CPU seconds used so far by the server's process and by every PostgreSQL process on the machine (the bench's
 * database is the only one running), from Linux's account (`/proc/PID/stat`'s user and system time): where a call's
 * time goes when the server, its database and the load share the cores.
 */
async function cpuSecondsOf(serverPid: number): Promise<{ server: number; database: number }> {
  const cpuOf = async (pid: string): Promise<{ command: string; seconds: number } | undefined> => {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
    if (!stat) return undefined;
    // The command is in brackets and may hold spaces; the fields after it are counted from the closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { command: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), seconds: ticks / CLOCK_TICKS_PER_S };
  };
  const processes = (await fs.readdir('/proc')).filter((name) => /^\d+$/.test(name));
  const all = await Promise.all(processes.map(cpuOf));
  return {
    server: all[processes.indexOf(String(serverPid))]?.seconds ?? 0,
    database: all.reduce((sum, each) => sum + (each?.command === 'postgres' ? each.seconds : 0), 0),
  };
}

/** autocannon reports p90 and p97.5 but not p95: interpolate between them. */
function percentile95(result: autocannon.Result): number {
  const p90 = latencyAt(result, 'p90');
  const p975 = percentile975(result);
  return Math.round((p90 + ((95 - 90) / (97.5 - 90)) * (p975 - p90)) * 10) / 10;
}

/** DESIGN.md's budget of the whole applications list is at the 97.5th percentile. */
function percentile975(result: autocannon.Result): number {
  return latencyAt(result, 'p97_5');
}

function latencyAt(result: autocannon.Result, percentile: string): number {
  return (result.latency as unknown as Record<string, number>)[percentile] ?? 0;
}

/** The process's resident memory now (`VmRSS`) or at its peak (`VmHWM`), from Linux's account of it. */
async function residentMb(pid: number, figure: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${figure}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * The server's resident memory before a resume of the largest size allowed is sent as an application's base64, and
 * its peak while the server takes it: decoded, checked, stored and committed.
 */
async function resumeUploadMemory(base: string, pid: number): Promise<{ beforeMb: number; peakMb: number }> {
  const client = httpClient(base);
  const company = await makeCompany(client);
  const candidate = await makeCandidate(client);
  const posting = await makePosting(client, company.token);
  const pdf = samplePdf(1, 'Resume of the largest size');
  // Trailing white space keeps it a PDF, as a scanner's padding does.
  const resume = dataUrl(Buffer.concat([pdf, Buffer.alloc(RESUME_MAX_BYTES - pdf.length, ' ')]));
  // Writing 5 to clear_refs sets the peak back to the memory in use now.
  await fs.writeFile(`/proc/${pid}/clear_refs`, '5');
  const beforeMb = await residentMb(pid, 'VmRSS');
  await makeApplication(client, candidate.token, posting, { email: candidate.email, resume });
  return { beforeMb, peakMb: await residentMb(pid, 'VmHWM') };
}

async function login(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login as ${email} failed: ${await response.text()}`);
  return ((await response.json()) as { refresh_token: string }).refresh_token;
}

/** The whole list as a browser first receives it: its size on the wire, and the ETag it revalidates with. */
async function wholeListOf(base: string, token: string): Promise<{ total: number; bytes: number; etag: string }> {
  const response = await fetch(`${base}/api/applications/`, { headers: { authorization: token, ...BROWSER_HEADERS } });
  if (!response.ok) throw new Error(`/api/applications/: ${response.status} ${await response.text()}`);
  const etag = response.headers.get('etag');
  if (response.headers.get('content-encoding') !== 'br' || !etag)
    throw new Error('the whole list came without br or ETag');
  const { total } = (await response.json()) as { total: number };
  const bytes = Number(response.headers.get('content-length') ?? 0);
  return { total, bytes, etag };
}

/** A public page as a browser first receives it: its size on the wire, which DESIGN.md holds under 30 KB. */
async function publicPageOf(base: string, url: string): Promise<{ kb: number }> {
  const response = await fetch(`${base}${url}`, { headers: BROWSER_HEADERS });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  if (response.headers.get('content-encoding') !== 'br') throw new Error(`${url} came without br`);
  await response.arrayBuffer();
  return { kb: Math.round(Number(response.headers.get('content-length') ?? 0) / 102.4) / 10 };
}

async function getJson(base: string, url: string, token: string): Promise<{ data: unknown }> {
  const response = await fetch(`${base}${url}`, { headers: { authorization: token } });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { data: unknown };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
