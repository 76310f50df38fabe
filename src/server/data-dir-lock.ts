import fs from 'node:fs';
import path from 'node:path';

const lockFileOf = (dataDir: string) => path.join(dataDir, 'openhire.lock');

/**
 * Holds DATA_DIR for this process: two app processes on one embedded cluster and one file store
 * would corrupt each other. A lock left by a process that no longer runs is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = lockFileOf(dataDir);
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = dataDirHolder(dataDir);
      if (holder !== undefined) {
        throw new Error(
          `${dataDir} is in use by another Openhire process (pid ${holder}). Stop it first or set another DATA_DIR.`,
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
}

/** The pid of another running process that holds `dataDir`, if any. */
export function dataDirHolder(dataDir: string): number | undefined {
  let holder: number;
  try {
    holder = Number.parseInt(fs.readFileSync(lockFileOf(dataDir), 'utf8'), 10);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return Number.isInteger(holder) && holder !== process.pid && isRunning(holder) ? holder : undefined;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
