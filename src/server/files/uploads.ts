import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer, fileTypeFromFile, type FileTypeResult } from 'file-type';
import type { UploadKind } from '../../shared/uploads.js';
import { Refusal } from '../refusal.js';

/** What a file's bytes show it is. */
interface FileKind {
  contentType: string;
  extension: string;
}

export interface DetectedFile extends FileKind {
  data: Buffer;
}

const DOCUMENT_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};
const WORD_97_CONTENT_TYPE = 'application/msword';
// A Word 97-2003 file is an OLE compound file holding a stream named "WordDocument" (UTF-16 in the directory).
const WORD_97_STREAM = Buffer.from('WordDocument', 'utf16le');

/**
 * Decodes a file sent as a data URL or as bare base64. The declared type is ignored: only the bytes count.
 * The size is checked on the encoded text first, so an oversized upload is never decoded.
 */
export function decodeBase64File(encoded: string, maxBytes: number, tooLarge: string, invalid: string): Buffer {
  const comma = encoded.startsWith('data:') ? encoded.indexOf(',') : -1;
  if (encoded.startsWith('data:') && (comma < 0 || !encoded.slice(0, comma).endsWith(';base64'))) {
    throw new Refusal('invalid', invalid);
  }
  const base64 = encoded.slice(comma + 1).replace(/\s/g, '');
  if (Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0) > maxBytes) {
    throw new Refusal('too-large', tooLarge);
  }
  if (base64.length === 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new Refusal('invalid', invalid);
  return Buffer.from(base64, 'base64');
}

/** A PDF, DOCX or DOC by its magic bytes; a compound file is a DOC only if it holds Word's stream. */
function documentKind(type: FileTypeResult | undefined, holdsWordStream: () => boolean): FileKind | undefined {
  if (type && DOCUMENT_TYPES[type.mime]) return { contentType: type.mime, extension: DOCUMENT_TYPES[type.mime]! };
  if (type?.mime === 'application/x-cfb' && holdsWordStream()) {
    return { contentType: WORD_97_CONTENT_TYPE, extension: 'doc' };
  }
  return undefined;
}

/** A PDF, DOCX or DOC by its magic bytes, or a refusal with `invalid`. */
export async function detectDocument(data: Buffer, invalid: string): Promise<DetectedFile> {
  const kind = documentKind(await fileTypeFromBuffer(data), () => data.includes(WORD_97_STREAM));
  if (!kind) throw new Refusal('invalid', invalid);
  return { data, ...kind };
}

const PICTURE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const pictureKind = (type: FileTypeResult | undefined): FileKind | undefined =>
  type && PICTURE_TYPES[type.mime] ? { contentType: type.mime, extension: PICTURE_TYPES[type.mime]! } : undefined;

/** PNG, JPEG, WebP or GIF by magic bytes; SVG never (it can carry script). */
export async function detectPicture(data: Buffer, invalid: string): Promise<DetectedFile> {
  const kind = pictureKind(await fileTypeFromBuffer(data));
  if (!kind) throw new Refusal('invalid', invalid);
  return { data, ...kind };
}

/** What a streamed file must be: its kind, its largest size and the refusals of each, as the base64 calls word them. */
interface StreamedFileRule {
  kind: UploadKind;
  maxBytes: number;
  tooLarge: string;
  invalid: string;
}

/** A file received whole into a temporary file, checked, with what its row records. */
export interface SpooledFile extends FileKind {
  path: string;
  size: number;
  sha256: string;
}

/**
 * Looks for `needle` in bytes that arrive in chunks, keeping only the last `needle.length - 1` bytes between them, so
 * that a DOC's stream name is found however the file is cut.
 */
function searchingFor(needle: Buffer) {
  const keep = needle.length - 1;
  let tail = Buffer.alloc(0);
  let found = false;
  return {
    update(chunk: Buffer) {
      if (found) return;
      found = Buffer.concat([tail, chunk.subarray(0, keep)]).includes(needle) || chunk.includes(needle);
      tail =
        chunk.length >= keep
          ? Buffer.from(chunk.subarray(chunk.length - keep))
          : Buffer.concat([tail, chunk]).subarray(-keep);
    },
    found: () => found,
  };
}

/**
 * Writes a file that arrives as a stream to `target`, never holding it: counted, hashed and searched on the way, and
 * refused with 413 as soon as it passes `rule.maxBytes`. Then its type is read from the written file's magic bytes, as
 * the base64 calls read it from their buffer. Whatever goes wrong, a cut connection among it, `target` is gone again.
 */
export async function spoolFile(source: Readable, target: string, rule: StreamedFileRule): Promise<SpooledFile> {
  const hash = createHash('sha256');
  const wordStream = searchingFor(WORD_97_STREAM);
  let size = 0;
  const measuring = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > rule.maxBytes) return done(new Refusal('too-large', rule.tooLarge));
      hash.update(chunk);
      wordStream.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, measuring, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
    const type = size === 0 ? undefined : await fileTypeFromFile(target);
    const kind =
      rule.kind === 'picture'
        ? pictureKind(type)
        : (documentKind(type, wordStream.found) ?? (rule.kind === 'either' ? pictureKind(type) : undefined));
    if (!kind) throw new Refusal('invalid', rule.invalid);
    return { path: target, size, sha256: hash.digest('hex'), ...kind };
  } catch (error) {
    await fs.rm(target, { force: true });
    throw error;
  }
}

/** Where files being received wait until they are checked and kept: beside the data, never in memory. */
export function spoolDirOf(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}
