import negotiate from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Below this many bytes an answer goes as it is: compressing it would cost more time than it saves on the wire. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli, else gzip: what every browser takes. zstd too where Node has it (22.15 and later) would make a client's
 * answers depend on the server's Node.
 */
const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];

/**
 * API answers are compressed as they are sent; the web build is compressed once, when it is built, and served as
 * such (see `registerWebApp`). Only types that mime-db calls compressible qualify, so stored PDFs, Word files and
 * pictures go as they were uploaded.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: [...ANSWER_ENCODINGS],
    threshold: COMPRESS_THRESHOLD_BYTES,
    // No client of ours sends compressed bodies: inflating them would be work and attack surface for nothing.
    globalDecompression: false,
  });
}

/** The compressed copies of an answer kept in memory, each made when a client first asks for its encoding. */
export type CompressedCopies = Partial<Record<AnswerEncoding, Promise<Buffer>>>;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The copy of a kept answer in the encoding `request` takes best, made once and then sent as often as asked, or
 * `undefined` when the client takes none. `brotliQuality` weighs the one compression's time against the bytes of
 * every later send.
 */
export function keptCopyFor(
  request: FastifyRequest,
  body: Buffer,
  copies: CompressedCopies,
  brotliQuality: number,
): { encoding: AnswerEncoding; copy: Promise<Buffer> } | undefined {
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', [...ANSWER_ENCODINGS]) as AnswerEncoding | null;
  if (!encoding) return undefined;
  copies[encoding] ??=
    encoding === 'br'
      ? brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : gzipped(body, { level: constants.Z_BEST_COMPRESSION });
  return { encoding, copy: copies[encoding] };
}
