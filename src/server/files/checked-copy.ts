import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MissingFileBytes, type FileStore } from './store.js';

/** What a file row records of its bytes. */
interface RecordedFile {
  key: string;
  size_bytes: number;
  sha256: string;
}

/** A pass-through that measures the bytes flowing through it, for checking them against their row on the way. */
export function measuring(): { stream: Transform; size(): number; sha256(): string } {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  let digest: string | undefined;
  return { stream, size: () => size, sha256: () => (digest ??= hash.digest('hex')) };
}

/** The bytes of `key` as a stream, or an operator's error naming the file and the store that lost it. */
export async function openForCopy(store: FileStore, key: string): Promise<Readable> {
  return store.openRead(key).catch((error: unknown) => {
    throw error instanceof MissingFileBytes ? new Error(`The file ${key} is missing from ${store.location}`) : error;
  });
}

/** Whether `store` holds exactly the bytes `file` records, read back as a stream. */
export async function holdsRecorded(store: FileStore, file: RecordedFile): Promise<boolean> {
  const measured = measuring();
  await pipeline(await store.openRead(file.key), measured.stream, async (source: AsyncIterable<Buffer>) => {
    for await (const _chunk of source);
  });
  return measured.size() === file.size_bytes && measured.sha256() === file.sha256;
}

/**
 * Writes `file`'s bytes into `store` from a stream and reads them back: a bucket may accept an upload its checksum
 * settings did not cover, so only the bytes read back count. Bytes that do not match are taken out again.
 */
export async function putChecked(store: FileStore, file: RecordedFile, bytes: Readable): Promise<void> {
  await store.put(file.key, bytes, file.size_bytes);
  if (!(await holdsRecorded(store, file))) {
    await store.remove(file.key);
    throw new Error(`The file ${file.key} written to ${store.location} does not match its recorded size and sha256`);
  }
}
