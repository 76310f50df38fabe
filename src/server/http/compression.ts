import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/** Below this many bytes an answer goes as it is: compressing it would cost more time than it saves on the wire. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Up to this many bytes an answer is compressed on the main thread (at most about 300 µs at quality 3): cheaper than handing
 * it to libuv's threads. A larger one (a detail with its resume's base64) goes to those threads, so that it never
 * holds up the answers of other requests.
 */
const COMPRESS_INLINE_MAX_BYTES = 128 * 1024;

/** How hard to try: an answer made for one request is made quickly; one kept and sent many times is worth more. */
interface Effort {
  brotliQuality: number;
  gzipLevel: number;
}

const ONE_ANSWER: Effort = { brotliQuality: 3, gzipLevel: constants.Z_DEFAULT_COMPRESSION };

/**
 * Brotli, else gzip: what every browser takes. zstd too where Node has it (22.15 and later) would make a client's
 * answers depend on the server's Node.
 */
const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];

/** Text, JSON and XML (`application/rss+xml`, `application/ld+json` too): never a stored PDF, Word file or picture. */
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:[\w.-]+\+)?(?:json|xml)\s*(?:;|$))/i;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function brotliOptions(body: Buffer, quality: number) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      // A window no larger than the answer: the encoder then allocates kilobytes for a small answer, not megabytes.
      [constants.BROTLI_PARAM_LGWIN]: Math.min(
        constants.BROTLI_MAX_WINDOW_BITS,
        Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(body.length + 1))),
      ),
    },
  };
}

/** `body` in one go on this thread: for an answer small enough that a hand-off would cost more. */
function compressHere(body: Buffer, encoding: AnswerEncoding, effort: Effort): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, brotliOptions(body, effort.brotliQuality))
    : gzipSync(body, { level: effort.gzipLevel });
}

/** `body` in one go on libuv's threads, leaving this one to other requests. */
function compressOnThreads(body: Buffer, encoding: AnswerEncoding, effort: Effort): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, brotliOptions(body, effort.brotliQuality))
    : gzipAsync(body, { level: effort.gzipLevel });
}

function acceptedEncoding(request: FastifyRequest): AnswerEncoding | undefined {
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', [...ANSWER_ENCODINGS]);
  return (encoding as AnswerEncoding | null) ?? undefined;
}

function addVary(reply: FastifyReply, header: string): void {
  const vary = reply.getHeader('vary');
  const present = String(vary ?? '')
    .split(',')
    .some((name) => name.trim().toLowerCase() === header);
  if (!present) reply.header('vary', vary ? `${String(vary)}, ${header}` : header);
}

/**
 * Compresses every text answer of 1 KB or more that the client takes compressed, at once, as one buffer. Every answer
 * the API and the careers pages make is a string or a buffer by the time it is sent; a stream (a stored file, the
 * web build's files, which the build compressed already) goes as it is. Decision 029 says why not a compressing stream.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_THRESHOLD_BYTES) return payload;
    // Which bytes a client gets depends on its Accept-Encoding: a shared cache must not hand one's to another.
    addVary(reply, 'accept-encoding');
    const encoding = acceptedEncoding(request);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return body.length <= COMPRESS_INLINE_MAX_BYTES
      ? compressHere(body, encoding, ONE_ANSWER)
      : compressOnThreads(body, encoding, ONE_ANSWER);
  });
}

/** The compressed copies of an answer kept in memory, each made when a client first asks for its encoding. */
export type CompressedCopies = Partial<Record<AnswerEncoding, Promise<Buffer>>>;

/**
 * The copy of a kept answer in the encoding `request` takes best, made once (on libuv's threads) and then sent as
 * often as asked, or `undefined` when the client takes none. `brotliQuality` weighs the one compression's time
 * against the bytes of every later send.
 */
export function keptCopyFor(
  request: FastifyRequest,
  body: Buffer,
  copies: CompressedCopies,
  brotliQuality: number,
): { encoding: AnswerEncoding; copy: Promise<Buffer> } | undefined {
  const encoding = acceptedEncoding(request);
  if (!encoding) return undefined;
  copies[encoding] ??= compressOnThreads(body, encoding, { brotliQuality, gzipLevel: constants.Z_BEST_COMPRESSION });
  return { encoding, copy: copies[encoding] };
}
