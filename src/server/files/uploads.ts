import { fileTypeFromBuffer } from 'file-type';
import { Refusal } from '../refusal.js';

export interface DetectedFile {
  data: Buffer;
  contentType: string;
  extension: string;
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

/** A PDF, DOCX or DOC by its magic bytes, or a refusal with `invalid`. */
export async function detectDocument(data: Buffer, invalid: string): Promise<DetectedFile> {
  const type = await fileTypeFromBuffer(data);
  if (type && DOCUMENT_TYPES[type.mime]) {
    return { data, contentType: type.mime, extension: DOCUMENT_TYPES[type.mime]! };
  }
  if (type?.mime === 'application/x-cfb' && data.includes(WORD_97_STREAM)) {
    return { data, contentType: WORD_97_CONTENT_TYPE, extension: 'doc' };
  }
  throw new Refusal('invalid', invalid);
}

const PICTURE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** PNG, JPEG, WebP or GIF by magic bytes; SVG never (it can carry script). */
export async function detectPicture(data: Buffer, invalid: string): Promise<DetectedFile> {
  const type = await fileTypeFromBuffer(data);
  if (type && PICTURE_TYPES[type.mime]) return { data, contentType: type.mime, extension: PICTURE_TYPES[type.mime]! };
  throw new Refusal('invalid', invalid);
}
