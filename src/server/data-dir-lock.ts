import fs from 'node:fs';
import path from 'node:path';
import { tryLock } from 'fs-native-extensions';

const lockFileOf = (dataDir: string) => path.join(dataDir, 'openhire.lock');

/** A live Openhire process (the app, a backup or a restore) holds the DATA_DIR. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

/**
 * Holds DATA_DIR for this process: two app processes on one embedded cluster and one file store would corrupt
 * each other. The hold is a lock on an open file, which the operating system drops when its holder dies, however
 * it dies: a pid would outlive its process and could name another one later (containers reuse small pids at once).
 * Throws DataDirInUseError while another process, or another hold in this one, has it.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = lockFileOf(dataDir);
  for (;;) {
    const fd = fs.openSync(lockFile, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o644);
    try {
      if (!tryLock(fd)) {
        const holder = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
        throw new DataDirInUseError(
          `${dataDir} is in use by another Openhire process (pid ${Number.isInteger(holder) ? holder : 'unknown'}). Stop it first or set another DATA_DIR.`,
        );
      }
      // A holder that let go removed the file after we opened it: our lock is on a file nobody else will open.
      if (fs.fstatSync(fd).ino !== fs.statSync(lockFile, { throwIfNoEntry: false })?.ino) {
        fs.closeSync(fd);
        continue;
      }
      // Only for the message another process shows; the lock itself is what counts.
      fs.ftruncateSync(fd);
      fs.writeSync(fd, String(process.pid), 0);
    } catch (error) {
      fs.closeSync(fd);
      throw error;
    }
    // Removed while still locked, so that no other process can lock this file once we let go of it.
    return () => {
      fs.rmSync(lockFile, { force: true });
      fs.closeSync(fd);
    };
  }
}
