import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this many bytes an answer goes as it is: compressing it would cost more time than it saves on the wire. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli, else gzip: what every browser takes. zstd too where Node has it (22.15 and later) would make a client's
 * answers depend on the server's Node.
 */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
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
