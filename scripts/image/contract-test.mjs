// `node scripts/image/contract-test.mjs`: the image's contract, tested by running it with podman (rootful, runc and
// the limits of scripts/image/containers.conf). CI runs it after `npm run image` and scripts/image/test-services.sh;
// compose.yaml is brought up by Debian's docker-compose through podman's own Docker API. Every container, volume and
// network it makes is named after this run and removed at the end. Ends with `image: N passed, N failed`.
import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmod, chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const IMAGE = process.env.OPENHIRE_IMAGE ?? 'localhost/openhire:latest';
const POSTGRES_IMAGE = process.env.POSTGRES_IMAGE ?? 'localhost/openhire-postgres:15';
const BUCKET_IMAGE = process.env.BUCKET_IMAGE ?? 'localhost/openhire-bucket:s3rver';
const SIZE_LIMIT = 450_000_000;
const APP_UID = '10001';
// A first start creates the PostgreSQL cluster and migrates it: many seconds on a busy machine.
const START_LIMIT_MS = 240_000;
// The grace period given to `podman stop` before it kills; the app needs far less when idle.
const GRACE_SECONDS = 60;
const PASSWORD = 'Str0ng!pass';

const run = `openhire-contract-${process.pid}`;
const env = { ...process.env, CONTAINERS_CONF: path.resolve('scripts/image/containers.conf') };
const scratch = await mkdtemp(path.join(tmpdir(), `${run}-`));
// The container's user reads the backup archive from here.
await chmod(scratch, 0o755);

function exec(command, args, options = {}) {
  return new Promise((resolve) => {
    execFile(command, args, { env: options.env ?? env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

async function podman(...args) {
  const result = await exec('podman', args);
  if (result.code !== 0)
    throw new Error(`podman ${args.join(' ')} exited with ${result.code}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

/** Starts the app's image as a container with its data in `volume`; answers its address on this machine. */
async function startApp(name, volume, extra = []) {
  const port = await freePort();
  await podman(
    'run',
    '--detach',
    '--name',
    name,
    '--volume',
    `${volume}:/data`,
    '--publish',
    `127.0.0.1:${port}:3000`,
    ...extra,
    IMAGE,
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await untilReady(baseUrl, async () => {
    const state = await podman('inspect', '--format', '{{.State.Status}} {{.State.ExitCode}}', name);
    if (!state.startsWith('running')) {
      throw new Error(
        `${name} stopped (${state}) before it was ready:\n${(await exec('podman', ['logs', name])).stderr}`,
      );
    }
  });
  return baseUrl;
}

async function untilReady(baseUrl, stillRunning = async () => {}) {
  const started = Date.now();
  while (Date.now() - started < START_LIMIT_MS) {
    await stillRunning();
    const status = await fetch(`${baseUrl}/api/health/ready`).then(
      (response) => response.status,
      () => undefined,
    );
    if (status === 200) return;
    await sleep(1000);
  }
  throw new Error(`${baseUrl}/api/health/ready did not answer 200 within ${START_LIMIT_MS / 1000} s`);
}

async function call(baseUrl, method, url, { token, body } = {}) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { ...(token ? { authorization: token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) };
}

async function signIn(baseUrl, email) {
  const login = await call(baseUrl, 'POST', '/login/', { body: { email, password: PASSWORD } });
  expect(login.status === 200, `signing in as ${email} answered ${login.status}: ${login.text}`);
  return login.json().refresh_token;
}

/** A one-page PDF built byte by byte, so that its cross-reference offsets are exact. */
function resumePdf() {
  const stream = 'BT /F1 24 Tf 72 700 Td (Ada Lovelace, resume) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A company signs up and posts a job; a candidate signs up and applies with a resume. */
async function companyAndApplication(baseUrl) {
  const company = `company-${randomUUID().slice(0, 8)}@example.test`;
  const candidate = `candidate-${randomUUID().slice(0, 8)}@example.test`;
  const signUp = await call(baseUrl, 'POST', '/api/register/', {
    body: { email: company, password: PASSWORD, name: 'Acme Robotics', address: 'Toronto Canada' },
  });
  expect(signUp.status === 201, `the company's sign-up answered ${signUp.status}: ${signUp.text}`);
  const companyToken = await signIn(baseUrl, company);
  const day = 86_400_000;
  const posted = await call(baseUrl, 'POST', '/api/new_posting/', {
    token: companyToken,
    body: {
      title: 'Backend Engineer',
      department: 'Engineering',
      city: 'Toronto',
      country: 'Canada',
      posting_date: new Date().toISOString(),
      deadline: new Date(Date.now() + 30 * day).toISOString(),
      soft_skills: ['Teamwork'],
      technical_skills: ['PostgreSQL'],
      questions: ['Tell me about yourself?'],
      recruiter_name: 'Rita Recruiter',
      recruiter_email: 'rita@acme.example',
      about_company: '<p>We build robots.</p>',
      about_job: '<p>Build the API.</p>',
      qualification: '<p>Five years of Node.js.</p>',
      key_requirements: '<ul><li>SQL</li></ul>',
      nice_to_have: '',
      other_remarks: '',
      is_active: true,
    },
  });
  expect(posted.status === 201, `posting a job answered ${posted.status}: ${posted.text}`);
  const posting = posted.json().data;

  const candidateSignUp = await call(baseUrl, 'POST', '/api/candidate/register/', {
    body: { email: candidate, password: PASSWORD, name: 'Ada Lovelace' },
  });
  expect(candidateSignUp.status === 201, `the candidate's sign-up answered ${candidateSignUp.status}`);
  const candidateToken = await signIn(baseUrl, candidate);
  const resume = resumePdf();
  const applied = await call(baseUrl, 'POST', '/api/candidate/new_application/', {
    token: candidateToken,
    body: {
      posting_id: posting.id,
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '+1 416 555 0101',
      country: 'Canada',
      address: '12 King Street',
      email: candidate,
      city: 'Toronto',
      province: 'Ontario',
      postal_code: 'M5H 1A1',
      short_bio: 'Mathematician and first programmer.',
      resume: `data:application/pdf;base64,${resume.toString('base64')}`,
      questions: posting.questions.map((question) => ({ question, answer: 'Engines that compute.' })),
      legal_questions: {
        work_eligibility: 'Yes',
        sex: 'Female',
        language_preference: 'English',
        race: 'White',
        graduation_year: 2020,
        graduation_month: 'June',
        disabled: 'No',
      },
    },
  });
  expect(applied.status === 201, `applying answered ${applied.status}: ${applied.text}`);
  const application = { company, id: applied.json().application_id, resume };
  await companySeesApplication(baseUrl, application);
  return application;
}

/** The company signs in, opens the application and downloads the very resume the candidate sent. */
async function companySeesApplication(baseUrl, application) {
  const token = await signIn(baseUrl, application.company);
  const detail = await call(baseUrl, 'GET', `/api/applications/?application_id=${application.id}`, { token });
  expect(detail.status === 200, `the application's detail answered ${detail.status}: ${detail.text}`);
  const { first_name: firstName, resume_url: resumeUrl } = detail.json().data;
  expect(firstName === 'Ada', `the application's detail names ${firstName}`);
  const download = await fetch(new URL(resumeUrl, baseUrl), { headers: { authorization: token } });
  const bytes = Buffer.from(await download.arrayBuffer());
  expect(download.status === 200, `downloading the resume answered ${download.status}`);
  expect(bytes.equals(application.resume), 'the downloaded resume differs from the one sent');
}

const results = [];
async function test(name, body) {
  const started = Date.now();
  try {
    await body();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    results.push(true);
    console.log(`ok - ${name} (${seconds} s)`);
  } catch (error) {
    results.push(false);
    console.log(`not ok - ${name}\n  ${String(error.message).split('\n').join('\n  ')}`);
  }
}

let compose;
try {
  let baseUrl;
  let application;

  await test('the image is under 450 MB, runs as openhire under tini, and holds only what runs', async () => {
    const [inspected] = JSON.parse(await podman('image', 'inspect', IMAGE));
    expect(inspected.Size < SIZE_LIMIT, `the image is ${inspected.Size} bytes, more than ${SIZE_LIMIT}`);
    const config = inspected.Config;
    expect(config.User === 'openhire', `it runs as ${config.User}`);
    expect(config.Entrypoint?.[0] === '/usr/bin/tini', `its entrypoint is ${JSON.stringify(config.Entrypoint)}`);
    expect(config.Env.includes('HOST=0.0.0.0') && config.Env.includes('DATA_DIR=/data'), 'HOST or DATA_DIR unset');
    expect('3000/tcp' in (config.ExposedPorts ?? {}), 'port 3000 is not exposed');
    expect('/data' in (config.Volumes ?? {}), '/data is not a volume');
    expect(JSON.stringify(inspected.Healthcheck?.Test ?? []).includes('/api/health/live'), 'no health check');
    for (const label of ['version', 'revision', 'source', 'licenses', 'created']) {
      expect(`org.opencontainers.image.${label}` in (config.Labels ?? {}), `the label ${label} is missing`);
    }
    // No sources, no dev dependencies, no compilers: only what runs.
    const inside = await exec('podman', [
      'run',
      '--rm',
      '--health-cmd',
      'none',
      '--entrypoint',
      '/bin/sh',
      IMAGE,
      '-c',
      'ls /app; ls /app/node_modules/vite /app/node_modules/typescript /app/src 2>/dev/null; ' +
        'command -v cc gcc g++ make python3 npm || true',
    ]);
    expect(inside.code === 0, `listing the image failed: ${inside.stderr}`);
    expect(
      inside.stdout.trim().split('\n').join(' ') === 'dist node_modules package.json sbom.cdx.json',
      `the image holds more than it runs: ${inside.stdout.trim().split('\n').join(' ')}`,
    );
  });

  await test('health and readiness answer through the published port, and the image health check passes', async () => {
    baseUrl = await startApp(`${run}-app`, `${run}-data`);
    expect((await fetch(`${baseUrl}/api/health/live`)).status === 200, 'liveness did not answer 200');
    expect((await fetch(`${baseUrl}/api/health`)).status === 200, 'health did not answer 200');
    expect((await podman('exec', `${run}-app`, 'cat', '/proc/1/comm')) === 'tini', 'PID 1 is not tini');
    expect((await podman('exec', `${run}-app`, 'id', '-u')) === APP_UID, 'the app does not run as openhire');
    await podman('healthcheck', 'run', `${run}-app`);
  });

  await test('a company signs up and a candidate applies with a resume through the published port', async () => {
    application = await companyAndApplication(baseUrl);
  });

  await test('a backup made inside the container restores into a fresh container', async () => {
    expect(application, 'no application to back up');
    const backup = await exec('podman', [
      'exec',
      `${run}-app`,
      'node',
      'dist/server/backup/cli.js',
      'backup',
      '/data/backup.tar.gz',
    ]);
    expect(backup.code === 0, `the backup exited with ${backup.code}: ${backup.stderr}`);
    await podman('cp', `${run}-app:/data/backup.tar.gz`, scratch);
    // Copied out, the archive is root's and readable by its owner alone; the image's user must read it.
    await chown(path.join(scratch, 'backup.tar.gz'), Number(APP_UID), Number(APP_UID));
    const restore = await exec('podman', [
      'run',
      '--rm',
      '--health-cmd',
      'none',
      '--volume',
      `${run}-restored:/data`,
      '--volume',
      `${scratch}:/backups:ro`,
      IMAGE,
      'node',
      'dist/server/backup/cli.js',
      'restore',
      '/backups/backup.tar.gz',
    ]);
    expect(restore.code === 0, `the restore exited with ${restore.code}: ${restore.stderr}${restore.stdout}`);
    const restoredUrl = await startApp(`${run}-restored-app`, `${run}-restored`);
    await companySeesApplication(restoredUrl, application);
    await podman('rm', '--force', '--time', '0', `${run}-restored-app`);
  });

  await test(`SIGTERM stops it with exit code 0 within the ${GRACE_SECONDS}-second grace period`, async () => {
    const started = Date.now();
    await podman('stop', '--time', String(GRACE_SECONDS), `${run}-app`);
    const seconds = (Date.now() - started) / 1000;
    const code = await podman('inspect', '--format', '{{.State.ExitCode}}', `${run}-app`);
    expect(code === '0', `it exited with ${code}`);
    expect(seconds < GRACE_SECONDS, `it took ${seconds} s`);
    expect((await exec('podman', ['logs', `${run}-app`])).stdout.includes('stopped cleanly'), 'no clean stop logged');
  });

  await test('the data survives removing the container and creating it again on the same volume', async () => {
    expect(application, 'no application to find again');
    await podman('rm', `${run}-app`);
    const again = await startApp(`${run}-app-again`, `${run}-data`);
    await companySeesApplication(again, application);
    await podman('stop', '--time', String(GRACE_SECONDS), `${run}-app-again`);
  });

  await test('a bad DATABASE_URL stops the start with exit code 1 and a one-line reason', async () => {
    // Detached, so that its own output is read apart from podman's.
    const name = `${run}-bad-url`;
    await podman('run', '--detach', '--name', name, '--env', 'DATABASE_URL=postgres://openhire@127.0.0.1:1/x', IMAGE);
    const code = Number(await podman('wait', name));
    const said = (await exec('podman', ['logs', name])).stderr.trim();
    expect(code === 1, `it exited with ${code}`);
    expect(!said.includes('\n') && /^Openhire could not start: .*DATABASE_URL/.test(said), `it said: ${said}`);
  });

  compose = await composeClient();

  await test('compose.yaml runs the app alone on its volume, and it answers health', async () => {
    const port = await freePort();
    await compose.up(`${run}-compose`, [], { OPENHIRE_PORT: String(port) });
    await untilReady(`http://127.0.0.1:${port}`);
    await compose.down(`${run}-compose`, []);
  });

  await test("compose.yaml's server profile runs it on PostgreSQL and a bucket, and a resume lands there", async () => {
    const port = await freePort();
    const password = randomUUID();
    await compose.up(`${run}-server`, ['--profile', 'server'], {
      OPENHIRE_PORT: String(port),
      POSTGRES_IMAGE,
      POSTGRES_PASSWORD: password,
      DATABASE_URL: `postgres://openhire:${password}@postgres:5432/openhire`,
      BUCKET_IMAGE,
      BUCKET_COMMAND: '--directory /data --address 0.0.0.0 --port 9000 --no-vhost-buckets --configure-bucket openhire',
      FILE_STORE: 's3',
      S3_ENDPOINT: 'http://bucket:9000',
      S3_BUCKET: 'openhire',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
    const serverUrl = `http://127.0.0.1:${port}`;
    await untilReady(serverUrl);
    await companyAndApplication(serverUrl);
    const stored = await exec('podman', [
      'run',
      '--rm',
      '--health-cmd',
      'none',
      '--volume',
      `${run}-server_bucket-data:/bucket:ro`,
      '--entrypoint',
      'find',
      IMAGE,
      '/bucket/openhire',
      '-type',
      'f',
    ]);
    expect(stored.stdout.trim() !== '', `the bucket holds no file: ${stored.stderr}`);
    await compose.down(`${run}-server`, ['--profile', 'server']);
  });
} finally {
  await compose?.close();
  const names = (await exec('podman', ['ps', '--all', '--format', '{{.Names}}'])).stdout.split('\n');
  const ours = names.filter((name) => name.startsWith(run));
  if (ours.length > 0) await exec('podman', ['rm', '--force', '--volumes', '--time', '0', ...ours]);
  const volumes = (await exec('podman', ['volume', 'ls', '--format', '{{.Name}}'])).stdout.split('\n');
  const ourVolumes = volumes.filter((name) => name.startsWith(run));
  if (ourVolumes.length > 0) await exec('podman', ['volume', 'rm', '--force', ...ourVolumes]);
  const networks = (await exec('podman', ['network', 'ls', '--format', '{{.Name}}'])).stdout.split('\n');
  const ourNetworks = networks.filter((name) => name.startsWith(run));
  if (ourNetworks.length > 0) await exec('podman', ['network', 'rm', '--force', ...ourNetworks]);
  await rm(scratch, { recursive: true, force: true });
}

/**
 * Debian's docker-compose speaks to podman's Docker API on a socket of this run's own, so that compose.yaml runs as a
 * Docker user runs it; each project is named after the run and removed with its volumes.
 */
async function composeClient() {
  const socket = path.join(scratch, 'podman.sock');
  const service = spawn('podman', ['system', 'service', '--time=0', `unix://${socket}`], { env, stdio: 'ignore' });
  const composeEnv = (extra) => ({ ...env, DOCKER_HOST: `unix://${socket}`, OPENHIRE_IMAGE: IMAGE, ...extra });
  for (let tries = 0; tries < 50 && !(await readFile(socket).catch((error) => error.code !== 'ENOENT')); tries++) {
    await sleep(200);
  }
  const composeRun = async (project, args, extra) => {
    const result = await exec('docker-compose', ['--project-name', project, '--file', 'compose.yaml', ...args], {
      env: composeEnv(extra),
    });
    if (result.code !== 0) throw new Error(`docker-compose ${args.join(' ')}: ${result.stderr.trim()}`);
  };
  return {
    up: (project, profiles, extra) => composeRun(project, [...profiles, 'up', '--detach'], extra),
    down: (project, profiles) => composeRun(project, [...profiles, 'down', '--volumes', '--timeout', '60'], {}),
    close: async () => {
      service.kill('SIGTERM');
    },
  };
}

const passed = results.filter(Boolean).length;
const failed = results.length - passed;
console.log(`image: ${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
