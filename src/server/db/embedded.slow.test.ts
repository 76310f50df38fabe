import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../data-dir-lock.js';
import { startEmbeddedPostgres } from './embedded.js';

const quiet = { info() {}, warn() {}, debug() {} };

async function tempDataDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'openhire-embedded-'));
  await fs.chmod(dir, 0o755);
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

async function query(url: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL server', () => {
  it('keeps committed data across a clean restart and across a server left running by a killed app', async () => {
    const dataDir = await tempDataDir();
    const first = await startEmbeddedPostgres(dataDir, quiet);
    await query(first.url, 'CREATE TABLE kept (note text); INSERT INTO kept VALUES ($$before restart$$)');
    await first.stop();

    const second = await startEmbeddedPostgres(dataDir, quiet);
    expect((await query(second.url, 'SELECT note FROM kept')).rows).toEqual([{ note: 'before restart' }]);
    await query(second.url, 'INSERT INTO kept VALUES ($$before the app died$$)');
    // The app dies without stopping its server: the next start must take the cluster over.
    const third = await startEmbeddedPostgres(dataDir, quiet);
    try {
      const notes = (await query(third.url, 'SELECT note FROM kept ORDER BY note')).rows.map((row) => row.note);
      expect(notes).toEqual(['before restart', 'before the app died']);
      expect(third.url).not.toBe(second.url);
    } finally {
      await third.stop();
    }
  }, 120_000);
});

describe('the data directory lock', () => {
  it('refuses a second holder until the first lets go', async () => {
    const dataDir = await tempDataDir();
    const unlock = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(
      `${dataDir} is in use by another Openhire process (pid ${String(process.pid)}). Stop it first or set another DATA_DIR.`,
    );
    unlock();
    lockDataDir(dataDir)();
  });

  it('is not held by a lock file that names a live process which does not hold it', async () => {
    const dataDir = await tempDataDir();
    const other = spawn('sleep', ['30']);
    try {
      await fs.writeFile(path.join(dataDir, 'openhire.lock'), String(other.pid));
      const unlock = lockDataDir(dataDir);
      expect(await fs.readFile(path.join(dataDir, 'openhire.lock'), 'utf8')).toBe(String(process.pid));
      unlock();
    } finally {
      other.kill();
    }
  });
});
