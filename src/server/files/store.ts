import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where file bytes live. Disk by default; an object store fits the same three calls. */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-f0-9-]{36}$/;

/** A file's row is there but the store has no bytes for it: lost from the disk or the bucket, not a bad request. */
export class MissingFileBytes extends Error {
  constructor(readonly key: string) {
    super('the file store has no bytes for this key');
  }
}

export function newStorageKey(): string {
  return randomUUID();
}

/** Where the bytes of `key` live under a store's `root`; only server-generated keys are accepted. */
export function storedFilePath(root: string, key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key ${key}`);
  return path.join(root, key.slice(0, 2), key);
}

/**
 * Files under `root`, named by server-generated keys only, outside any folder the web server serves.
 * A write is synced to disk before it returns: the row that points at a file is committed after it.
 */
export function diskFileStore(root: string): FileStore {
  const pathOf = (key: string) => storedFilePath(root, key);
  return {
    async put(key, data) {
      const target = pathOf(key);
      const dir = path.dirname(target);
      await fs.mkdir(dir, { recursive: true });
      const temporary = `${target}.partial`;
      const handle = await fs.open(temporary, 'w', 0o600);
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(temporary, target);
      const dirHandle = await fs.open(dir, 'r');
      try {
        await dirHandle.sync();
      } finally {
        await dirHandle.close();
      }
    },
    read: (key) =>
      fs.readFile(pathOf(key)).catch((error: unknown) => {
        throw (error as NodeJS.ErrnoException).code === 'ENOENT' ? new MissingFileBytes(key) : error;
      }),
    remove: (key) => fs.rm(pathOf(key), { force: true }),
  };
}

/** The app's file store: `DATA_DIR/files`. */
export function fileStoreFor(dataDir: string): FileStore {
  return diskFileStore(path.join(dataDir, 'files'));
}
