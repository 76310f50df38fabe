// `node scripts/start-check.mjs`: starts the built app (dist/) with the Node running this script, on its embedded
// PostgreSQL in a fresh data folder and a free port, waits for GET /api/health to answer 200, stops it with SIGTERM
// and expects exit code 0. CI runs it once for each supported Node line.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const MAIN = 'dist/server/main.js';
// A first start creates the PostgreSQL cluster and migrates it: many seconds on a busy machine.
const START_LIMIT_MS = 180_000;
const STOP_LIMIT_MS = 60_000;

if (!existsSync(MAIN)) {
  console.error(`${MAIN} is missing: run \`npm run build\` first`);
  process.exit(1);
}

const port = await new Promise((resolve, reject) => {
  const probe = createServer().once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const dataDir = await mkdtemp(path.join(tmpdir(), 'openhire-start-check-'));
// Under root the embedded PostgreSQL runs as the system user `postgres`, which must enter the folder.
await chmod(dataDir, 0o755);

// Only what a shell gives a fresh install: every setting of the app keeps its default.
const app = spawn(process.execPath, [MAIN], {
  env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, PORT: String(port) },
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
app.stdout.on('data', (chunk) => (output += chunk));
app.stderr.on('data', (chunk) => (output += chunk));
const exited = once(app, 'close').then(([code, signal]) => code ?? signal);

const started = Date.now();
try {
  await answersHealth();
  app.kill('SIGTERM');
  const code = await within(exited, STOP_LIMIT_MS, 'stop after SIGTERM');
  if (code !== 0) throw new Error(`it exited with ${String(code)} after SIGTERM`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Node ${process.version}: the app answered /api/health with 200 and stopped with 0 (${seconds} s)`);
} catch (error) {
  console.error(`Node ${process.version}: the app failed its start check: ${error.message}\n${output}`);
  process.exitCode = 1;
} finally {
  // The whole group: a Node process killed alone would leave its PostgreSQL running.
  if (app.exitCode === null && app.signalCode === null) process.kill(-app.pid, 'SIGKILL');
  await exited;
  await rm(dataDir, { recursive: true, force: true });
}

async function answersHealth() {
  let gone = false;
  void exited.then(() => (gone = true));
  while (Date.now() - started < START_LIMIT_MS) {
    if (gone) throw new Error(`it exited with ${String(await exited)} before answering`);
    const status = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.status,
      () => undefined,
    );
    if (status === 200) return;
    await sleep(500);
  }
  throw new Error(`/api/health did not answer 200 within ${START_LIMIT_MS / 1000} s`);
}

function within(promise, limit, what) {
  return Promise.race([
    promise,
    sleep(limit, undefined, { ref: false }).then(() =>
      Promise.reject(new Error(`it did not ${what} within ${limit / 1000} s`)),
    ),
  ]);
}
