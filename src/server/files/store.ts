import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where file bytes live: the disk by default, or an S3-compatible bucket. */
export interface FileStore {
  /** Where the bytes are, for an operator's messages: a folder or `s3://bucket`. */
  readonly location: string;
  /** Answers once the bytes are durable: the row that points at them commits after it. A stream needs `size`. */
  put(key: string, data: Buffer | Readable, size?: number): Promise<void>;
  read(key: string): Promise<Buffer>;
  /** The bytes as a stream, so a download never holds the whole file; `MissingFileBytes` before any byte. */
  openRead(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
  /** Every stored key with when it was written, for the sweep of bytes no row points at. */
  list(): AsyncIterable<StoredObject>;
}

export interface StoredObject {
  key: string;
  size: number;
  storedAt: Date;
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

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Where the bytes of `key` live under a store's `root`; only server-generated keys are accepted. */
export function storedFilePath(root: string, key: string): string {
  if (!isStorageKey(key)) throw new Error(`invalid storage key ${key}`);
  return path.join(root, key.slice(0, 2), key);
}

const missingAs = (key: string) => (error: unknown) => {
  throw (error as NodeJS.ErrnoException).code === 'ENOENT' ? new MissingFileBytes(key) : error;
};

/**
 * Files under `root`, named by server-generated keys only, outside any folder the web server serves.
 * A write is synced to disk before it returns: the row that points at a file is committed after it.
 */
export function diskFileStore(root: string): FileStore {
  const pathOf = (key: string) => storedFilePath(root, key);
  return {
    location: root,
    async put(key, data) {
      const target = pathOf(key);
      const dir = path.dirname(target);
      await fs.mkdir(dir, { recursive: true });
      const temporary = `${target}.partial`;
      const handle = await fs.open(temporary, 'w', 0o600);
      try {
        if (Buffer.isBuffer(data)) await handle.writeFile(data);
        else for await (const chunk of data) await handle.write(chunk as Buffer);
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
    read: (key) => fs.readFile(pathOf(key)).catch(missingAs(key)),
    async openRead(key) {
      const handle = await fs.open(pathOf(key), 'r').catch(missingAs(key));
      return handle.createReadStream();
    },
    remove: (key) => fs.rm(pathOf(key), { force: true }),
    async *list() {
      const folders = await fs.readdir(root).catch(() => []);
      for (const folder of folders) {
        for (const name of await fs.readdir(path.join(root, folder)).catch(() => [])) {
          if (!isStorageKey(name)) continue;
          const stat = await fs.stat(pathOf(name)).catch(() => undefined);
          if (stat) yield { key: name, size: stat.size, storedAt: stat.mtime };
        }
      }
    },
  };
}
