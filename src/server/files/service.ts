import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/database.js';
import { files } from '../db/schema.js';
import type { DetectedFile, SpooledFile } from './uploads.js';
import { FILE_MESSAGES } from '../../shared/files.js';
import type { UploadedFile, UploadPurpose } from '../../shared/uploads.js';
import { HttpError } from '../http/errors.js';
import { MissingFileBytes, newStorageKey, type FileStore } from './store.js';

export type FileRow = typeof files.$inferSelect;

/** The answer for a stored file whose bytes are gone: the operator restores them, and the caller may try again. */
export class FileUnavailable extends HttpError {
  constructor(fileId: string) {
    super(503, FILE_MESSAGES.unavailable, {}, { fileId, problem: 'stored file missing' });
  }
}
export interface StoredFile {
  id: string;
  storageKey: string;
}

export class FileService {
  constructor(
    private readonly db: Database,
    readonly store: FileStore,
  ) {}

  /**
   * Writes the bytes first, then hands `commit` a way to insert the row inside the caller's transaction.
   * If the transaction fails, the bytes are removed again: a row never points at a missing file.
   */
  storeWith<T>(
    ownerId: string,
    file: DetectedFile,
    commit: (tx: Tx, insertFile: (tx: Tx) => Promise<StoredFile>) => Promise<T>,
  ): Promise<T> {
    return this.storeAllWith(ownerId, [file], (tx, insertFiles) =>
      commit(tx, async (inner) => (await insertFiles(inner))[0]!),
    );
  }

  /** `storeWith` for several files that one change points at: all of them are kept, or none. */
  async storeAllWith<T>(
    ownerId: string,
    stored: DetectedFile[],
    commit: (tx: Tx, insertFiles: (tx: Tx) => Promise<StoredFile[]>) => Promise<T>,
  ): Promise<T> {
    const keys: string[] = [];
    try {
      for (const file of stored) {
        const key = newStorageKey();
        keys.push(key);
        await this.store.put(key, file.data);
      }
    } catch (error) {
      await this.removeAll(keys);
      throw error;
    }
    try {
      return await this.db.transaction((tx) => commit(tx, (inner) => this.insertRows(inner, ownerId, stored, keys)));
    } catch (error) {
      await this.removeAll(keys);
      throw error;
    }
  }

  /**
   * Runs `commit` in one transaction that stores a file only once it knows it needs one: `storeFile` writes the
   * bytes and inserts the row in that transaction, and the bytes go again if it fails.
   */
  async transactionStoring<T>(
    ownerId: string,
    commit: (tx: Tx, storeFile: (file: DetectedFile) => Promise<StoredFile>) => Promise<T>,
  ): Promise<T> {
    const keys: string[] = [];
    try {
      return await this.db.transaction((tx) =>
        commit(tx, async (file) => {
          const key = newStorageKey();
          keys.push(key);
          await this.store.put(key, file.data);
          return (await this.insertRows(tx, ownerId, [file], [key]))[0]!;
        }),
      );
    } catch (error) {
      await this.removeAll(keys);
      throw error;
    }
  }

  /**
   * Keeps a file received whole into a temporary file (`spoolFile`) as an upload of `ownerId`'s for `purpose`: the
   * bytes go to the store first, streamed with their size, then the row; a failure of either leaves neither.
   */
  async keepUpload(
    ownerId: string,
    spooled: SpooledFile,
    { purpose, name }: { purpose: UploadPurpose; name: string },
  ): Promise<UploadedFile> {
    const key = newStorageKey();
    try {
      await this.store.put(key, createReadStream(spooled.path), spooled.size);
      const [row] = await this.db
        .insert(files)
        .values({
          ownerId,
          storageKey: key,
          contentType: spooled.contentType,
          extension: spooled.extension,
          sizeBytes: spooled.size,
          sha256: spooled.sha256,
          name,
          purpose,
        })
        .returning({ id: files.id });
      return { id: row!.id, name, size: spooled.size, content_type: spooled.contentType };
    } catch (error) {
      await this.removeAll([key]);
      throw error;
    }
  }

  /**
   * The upload `fileId` of `ownerId`'s for `purpose`, marked used in `tx`; nothing for any other id, so that a caller
   * never learns whose a file is. An upload may be used again by its uploader, for the same purpose.
   */
  async claimUpload(
    tx: Tx,
    ownerId: string,
    fileId: string,
    purpose: UploadPurpose,
  ): Promise<(UploadedFile & { storageKey: string; extension: string }) | undefined> {
    const [row] = await tx
      .update(files)
      .set({ attachedAt: sql`coalesce(${files.attachedAt}, now())` })
      .where(and(eq(files.id, fileId), eq(files.ownerId, ownerId), eq(files.purpose, purpose)))
      .returning();
    return (
      row && {
        id: row.id,
        name: row.name ?? '',
        size: row.sizeBytes,
        content_type: row.contentType,
        storageKey: row.storageKey,
        extension: row.extension,
      }
    );
  }

  /** Marks uploads used by a change in `tx`, that the sweep of unused uploads keeps them. */
  async markAttached(tx: Tx, fileIds: string[]): Promise<void> {
    if (fileIds.length === 0) return;
    await tx
      .update(files)
      .set({ attachedAt: sql`now()` })
      .where(and(inArray(files.id, fileIds), isNull(files.attachedAt)));
  }

  private removeAll(keys: string[]) {
    return Promise.all(keys.map((key) => this.store.remove(key).catch(() => {})));
  }

  private async insertRows(tx: Tx, ownerId: string, stored: DetectedFile[], keys: string[]): Promise<StoredFile[]> {
    if (stored.length === 0) return [];
    const rows = await tx
      .insert(files)
      .values(
        stored.map((file, index) => ({
          ownerId,
          storageKey: keys[index]!,
          contentType: file.contentType,
          extension: file.extension,
          sizeBytes: file.data.length,
          sha256: createHash('sha256').update(file.data).digest('hex'),
        })),
      )
      .returning({ id: files.id, storageKey: files.storageKey });
    // Answered in the order the files came: each caller knows which is which by position.
    return keys.map((key) => rows.find((row) => row.storageKey === key)!);
  }

  /** Deletes a file's row inside `tx`; answers where its bytes are, for `removeBytes` once `tx` commits. */
  async deleteRow(tx: Tx, fileId: string): Promise<string | undefined> {
    const [file] = await tx.delete(files).where(eq(files.id, fileId)).returning({ storageKey: files.storageKey });
    return file?.storageKey;
  }

  /** A file's bytes once its row is gone; a failure leaves unreferenced bytes, never a row without its file. */
  async removeBytes(storageKey: string | undefined): Promise<void> {
    if (storageKey) await this.store.remove(storageKey).catch(() => {});
  }

  async find(fileId: string): Promise<FileRow | undefined> {
    const [row] = await this.db.select().from(files).where(eq(files.id, fileId)).limit(1);
    return row;
  }

  /** A file's bytes; a file the store has lost answers 503 and is logged by its id, which names no one. */
  read(file: FileRow): Promise<Buffer> {
    return this.store.read(file.storageKey).catch(unavailableIfMissing(file));
  }

  /** `read` as a stream, for downloads: the answer never holds the whole file. */
  openRead(file: Pick<FileRow, 'id' | 'storageKey'>): Promise<Readable> {
    return this.store.openRead(file.storageKey).catch(unavailableIfMissing(file));
  }
}

const unavailableIfMissing = (file: Pick<FileRow, 'id'>) => (error: unknown) => {
  throw error instanceof MissingFileBytes ? new FileUnavailable(file.id) : error;
};
