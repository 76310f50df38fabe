import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appDataDir, cleanUpAppProcesses, killGroup, startAppProcess } from './test/app-process.js';

// Process tests: every start is a Node process with its own embedded PostgreSQL, seconds each.
afterAll(cleanUpAppProcesses);

const refusal = (error: Error) => error.message.replace(/^The app exited with code 1 before it was ready: /, '');

describe('the app restarted at once after kill -9, as a supervisor restarts it', () => {
  it('answers health after each kill of the whole app and of its Node process alone, three rounds over', async () => {
    const dataDir = await appDataDir();
    let app = await startAppProcess({ DATA_DIR: dataDir });
    for (let round = 1; round <= 3; round += 1) {
      // No wait for the killed process to be reaped: a supervisor starts the next one straight away.
      killGroup(app);
      app = await startAppProcess({ DATA_DIR: dataDir });
      app.child.kill('SIGKILL');
      app = await startAppProcess({ DATA_DIR: dataDir });
    }
    expect((await fetch(`${app.baseUrl}/api/health`)).status).toBe(200);
  }, 300_000);

  it('refuses a second app on a DATA_DIR in use with one line, and the first keeps answering', async () => {
    const dataDir = await appDataDir();
    const first = await startAppProcess({ DATA_DIR: dataDir });

    const error = await startAppProcess({ DATA_DIR: dataDir }).catch((failure: Error) => failure);
    expect(error).toBeInstanceOf(Error);
    expect(refusal(error as Error)).toBe(
      `Openhire could not start: ${dataDir} is in use by another Openhire process (pid ${String(first.child.pid)}). Stop it first or set another DATA_DIR.`,
    );
    expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);
  }, 120_000);

  it('starts when the dead app left its pid and its PostgreSQL pid to a live process that is not Openhire', async () => {
    const dataDir = await appDataDir();
    const first = await startAppProcess({ DATA_DIR: dataDir });
    killGroup(first);
    await first.exited;
    // As after a container restarts: the pids written by the dead app now belong to another program.
    const other = spawn('sleep', ['600']);
    try {
      await fs.writeFile(path.join(dataDir, 'openhire.lock'), String(other.pid));
      const postmasterPid = path.join(dataDir, 'pg', 'postmaster.pid');
      const [, ...rest] = (await fs.readFile(postmasterPid, 'utf8')).split('\n');
      await fs.writeFile(postmasterPid, [String(other.pid), ...rest].join('\n'));

      const app = await startAppProcess({ DATA_DIR: dataDir });
      expect((await fetch(`${app.baseUrl}/api/health`)).status).toBe(200);
      expect(other.exitCode).toBeNull();
      expect(other.signalCode).toBeNull();
    } finally {
      other.kill('SIGKILL');
    }
  }, 120_000);
});

describe('a DATA_DIR that the embedded PostgreSQL cannot enter', () => {
  // Only under root does PostgreSQL run as another user, `postgres`, whom a folder's mode can shut out.
  it.skipIf(process.getuid?.() !== 0)(
    'stops with exit code 1 and one line that names the folder and the fix, and opens nothing itself',
    async () => {
      const dataDir = await appDataDir();
      // What `mktemp -d` makes.
      await fs.chmod(dataDir, 0o700);

      const error = await startAppProcess({ DATA_DIR: dataDir }).catch((failure: Error) => failure);
      expect(error).toBeInstanceOf(Error);
      expect(refusal(error as Error)).toMatch(
        new RegExp(
          `^Openhire could not start: [^\\n]*cannot enter ${dataDir}: allow it with \`chmod o\\+x ${dataDir}\`[^\\n]*$`,
        ),
      );
      expect((await fs.stat(dataDir)).mode & 0o777).toBe(0o700);
      expect(await fs.readdir(dataDir)).not.toContain('pg');
    },
    60_000,
  );
});
