import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { ApiClient } from './factories.js';
import { freePort } from './smtp.js';

const REPOSITORY = fileURLToPath(new URL('../../..', import.meta.url));
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface AppProcess {
  url: string;
  child: ChildProcess;
  /** The exit code, or the signal that ended the process. */
  exited: Promise<number | NodeJS.Signals>;
  /** Resolves once the app has logged a line containing `text` (now or earlier). */
  logged(text: string): Promise<void>;
  /** Everything the app has logged so far, one JSON line each. */
  logLines: string[];
  api: ReturnType<typeof httpClient>;
}

const started = new Set<AppProcess>();
const dataDirs: string[] = [];

/**
 * The real server from its sources, as its own process group: a test can kill the app together with the
 * embedded PostgreSQL it started. `env` adds to or replaces the defaults (an empty value unsets a variable).
 */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const port = await freePort();
  // The suite may run against a server named by DATABASE_URL; an app here uses one only when asked to.
  const { DATABASE_URL: _suiteDatabase, SMTP_URL: _suiteSmtp, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPOSITORY,
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiting = new Set<{ text: string; resolve: () => void; reject: (error: Error) => void }>();
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  createInterface({ input: child.stdout! }).on('line', (line) => {
    lines.push(line);
    for (const waiter of waiting) {
      if (line.includes(waiter.text)) {
        waiting.delete(waiter);
        waiter.resolve();
      }
    }
  });
  const exited = once(child, 'exit').then(([code, signal]) => {
    for (const waiter of waiting) {
      waiter.reject(new Error(`the app exited (${code ?? signal}) before logging "${waiter.text}": ${stderr}`));
    }
    return (code ?? signal) as number | NodeJS.Signals;
  });

  const app: AppProcess = {
    url: `http://127.0.0.1:${port}`,
    child,
    exited,
    logLines: lines,
    logged: (text) =>
      lines.some((line) => line.includes(text))
        ? Promise.resolve()
        : child.exitCode !== null || child.signalCode !== null
          ? Promise.reject(new Error(`the app has exited without logging "${text}": ${stderr}`))
          : new Promise((resolve, reject) => waiting.add({ text, resolve, reject })),
    api: httpClient(`http://127.0.0.1:${port}`),
  };
  started.add(app);
  await app.logged('Openhire is ready');
  return app;
}

/** SIGKILL to the app's process group: Node and the PostgreSQL it runs die at once, as in a power cut. */
export function killGroup(app: AppProcess, signal: NodeJS.Signals = 'SIGKILL'): void {
  try {
    process.kill(-app.child.pid!, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/**
 * For afterAll: kills every app started here with its group (a PostgreSQL left behind by a Node process
 * killed alone is still in it), then removes the data directories.
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

/** The factories' `inject` over real HTTP, with the answer's bytes as `rawPayload`. */
export function httpClient(baseUrl: string) {
  return {
    async inject({ method, url, headers = {}, payload }: Parameters<ApiClient['inject']>[0]) {
      const response = await fetch(new URL(url, baseUrl), {
        method,
        headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
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
