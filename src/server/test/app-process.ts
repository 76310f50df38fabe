import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { ApiClient } from './factories.js';
import { suiteBucketEnv } from './harness.js';
import { freePort } from './smtp.js';

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
const REPOSITORY = fileURLToPath(new URL('../../..', import.meta.url));
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

/** Waits until the app process answers `GET /api/health` with 200; fails at once if it exits first. */
export async function waitUntilHealthy(baseUrl: string, exited: Promise<number | null>): Promise<void> {
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code ?? -1));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`The app exited with code ${String(exitCode)} before it was ready`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app did not answer GET /api/health with 200 within ${String(READY_TIMEOUT_MS / 1000)} s`);
}

const COMMANDS = fileURLToPath(new URL('../backup/cli.ts', import.meta.url));

/**
 * `npm run backup|restore -- FILE` or `npm run files:migrate` without the build step: the same entry, compiled on the
 * fly. As for the apps, the suite's DATABASE_URL is not passed on: a command uses one only when `env` says so.
 */
export function runCommand(args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _suiteDatabase, ...inherited } = process.env;
  const command = spawn(process.execPath, ['--import', 'tsx', COMMANDS, ...args], { env: { ...inherited, ...env } });
  let stdout = '';
  let stderr = '';
  command.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  command.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    command.once('close', (code) => resolve({ code, stdout, stderr })),
  );
}

/** SIGTERM, then wait for the exit: the app stops its embedded PostgreSQL on the way out. */
export async function stopApp(app: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (app.exitCode !== null || app.signalCode !== null) return;
  app.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS);
  });
  const outcome = await Promise.race([exited, timedOut]);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    app.kill('SIGKILL');
    await exited;
    throw new Error(`The app did not stop within ${String(STOP_TIMEOUT_MS / 1000)} s of SIGTERM`);
  }
}

export interface AppProcess {
  baseUrl: string;
  /** Drives the running app through HTTP with the factories. */
  client: ReturnType<typeof httpClient>;
  child: ChildProcess;
  /** The exit code; null when a signal ended the process. */
  exited: Promise<number | null>;
  /** Resolves once the app has logged a line containing `text` (now or earlier). */
  logged(text: string): Promise<void>;
  /** Everything the app has logged so far, one JSON line each. */
  logLines: string[];
  stop(): Promise<void>;
}

const started = new Set<AppProcess>();
const dataDirs: string[] = [];
const buckets = new Map<string, Promise<Record<string, string>>>();

/**
 * With the suite on FILE_STORE=s3, the bucket of every app and command on `dataDir`, which share it as they would
 * share DATA_DIR/files; nothing on the disk store.
 */
export function fileStoreEnvOf(dataDir: string): Promise<Record<string, string>> {
  let env = buckets.get(dataDir);
  if (!env) buckets.set(dataDir, (env = suiteBucketEnv()));
  return env;
}

/**
 * The app from its sources (compiled on the fly by tsx) on a free port, as its own process group: a test can
 * kill it together with the embedded PostgreSQL it runs. `env` adds to the test's environment, which never
 * passes the suite's DATABASE_URL or SMTP_URL on: an app here uses them only when `env` says so. With the suite on
 * FILE_STORE=s3, an app keeps its files in its DATA_DIR's bucket unless `env` names a store.
 */
export async function startAppProcess(env: NodeJS.ProcessEnv): Promise<AppProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startAppProcessOnce(env);
    } catch (error) {
      // A port found free can be taken by another test's connection before the app binds it: another one then.
      if (attempt === 3 || !(error as Error).message.includes('EADDRINUSE')) throw error;
    }
  }
}

async function startAppProcessOnce(env: NodeJS.ProcessEnv): Promise<AppProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  const { DATABASE_URL: _suiteDatabase, SMTP_URL: _suiteSmtp, ...inherited } = process.env;
  const store = env.FILE_STORE || !env.DATA_DIR ? {} : await fileStoreEnvOf(env.DATA_DIR);
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPOSITORY,
    env: { ...inherited, LOG_LEVEL: 'info', ...store, ...env, PORT: String(port), HOST: '127.0.0.1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiting = new Set<{ text: string; resolve: () => void; reject: (error: Error) => void }>();
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  createInterface({ input: child.stdout! }).on('line', (line) => {
    lines.push(line);
    for (const waiter of waiting) {
      if (line.includes(waiter.text)) {
        waiting.delete(waiter);
        waiter.resolve();
      }
    }
  });
  // 'close' rather than 'exit': by then everything the app wrote, its last words on stderr above all, is read.
  const exited = once(child, 'close').then(([code]) => {
    for (const waiter of waiting) {
      waiter.reject(new Error(`The app exited before logging "${waiter.text}": ${errors.trim()}`));
    }
    return code as number | null;
  });

  const app: AppProcess = {
    baseUrl,
    client: httpClient(baseUrl),
    child,
    exited,
    logLines: lines,
    logged: (text) =>
      lines.some((line) => line.includes(text))
        ? Promise.resolve()
        : child.exitCode !== null || child.signalCode !== null
          ? Promise.reject(new Error(`The app has exited without logging "${text}": ${errors.trim()}`))
          : new Promise((resolve, reject) => waiting.add({ text, resolve, reject })),
    stop: () => stopApp(child, exited),
  };
  started.add(app);
  try {
    await waitUntilHealthy(baseUrl, exited);
  } catch (error) {
    killGroup(app);
    throw new Error(`${(error as Error).message}: ${errors.trim()}`);
  }
  return app;
}

/** SIGKILL to the app's process group: Node and the PostgreSQL it runs die at once, as in a power cut. */
export function killGroup(app: AppProcess): void {
  try {
    process.kill(-app.child.pid!, 'SIGKILL');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/**
 * For afterAll: kills every app started here with its group (a PostgreSQL left behind by a Node process
 * killed alone is still in it), then removes the data directories from `appDataDir`.
 */
export async function cleanUpAppProcesses(): Promise<void> {
  await Promise.all(
    [...started].map((app) => {
      killGroup(app);
      return app.exited;
    }),
  );
  await Promise.all(dataDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
}

/** A data directory the embedded PostgreSQL (run as the system user `postgres` under root) can enter. */
export async function appDataDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'openhire-process-'));
  await fs.chmod(dir, 0o755);
  dataDirs.push(dir);
  return dir;
}

/** The factories' `inject` over real HTTP, with the answer's headers and its bytes as `rawPayload`. */
export function httpClient(baseUrl: string) {
  return {
    async inject({ method, url, headers = {}, payload }: Parameters<ApiClient['inject']>[0]) {
      const response = await fetch(`${baseUrl}${url}`, {
        method,
        headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      const rawPayload = Buffer.from(await response.arrayBuffer());
      const body = rawPayload.toString('utf8');
      return {
        statusCode: response.status,
        headers: response.headers,
        body,
        rawPayload,
        json: <T>() => JSON.parse(body) as T,
      };
    },
  };
}
