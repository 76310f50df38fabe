import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CompressedCopies, keptCopyFor } from './compression.js';

/** An answer as read at one version of its data: its JSON and the compressed copies asked for so far. */
interface KeptAnswer {
  tag: string;
  json: Buffer;
  copies: CompressedCopies;
}

/** An answer that `read` gives with the tag of the version it was read at. */
interface TaggedAnswer {
  tag: string;
  answer: object;
}

/** `If-None-Match` names the tag (weak comparison, as for GET), or says `*`. */
function clientHas(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((value) => {
    const candidate = value.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });
}

/**
 * Answers that are costly to read and to compress and change seldom (the spec's whole applications list), kept per
 * owner in this process with the tag of the version they were read at. A request whose version's tag the client
 * already has gets 304; one whose version is kept gets the kept bytes; any other is read and kept. The tag comes from
 * the database on every request, so each process answers the same, and a change made through another one shows at
 * once. At most `maxBytes` are kept, the least recently used given up first.
 */
export class KeptAnswers {
  private readonly answers = new Map<string, KeptAnswer>();
  /**
   * The reads under way, by owner and tag: requests that arrive while an answer is read wait for that read rather
   * than each reading it again, which under 50 clients held 50 copies of a 3,200-row list at once.
   */
  private readonly reading = new Map<string, Promise<KeptAnswer>>();
  private keptBytes = 0;

  constructor(private readonly maxBytes: number) {}

  /**
   * Answers `owner`'s request: `tag` is the current version's, `read` reads the answer when it is not kept. Answers
   * are `private, no-cache`: a browser keeps them for its own user and asks again each time with `If-None-Match`.
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    owner: string,
    tag: string,
    read: () => Promise<TaggedAnswer>,
  ): Promise<FastifyReply> {
    if (clientHas(request, etagOf(tag))) return reply.code(304).headers(validatorHeaders(tag)).send();
    const answer = this.find(owner, tag) ?? (await this.readOnce(owner, tag, read));
    reply.headers(validatorHeaders(answer.tag)).type('application/json; charset=utf-8');
    // Each copy is made once per version of an answer and sent many times, yet a list of 2,000 must not wait long.
    const preferred = keptCopyFor(request, answer.json, answer.copies, 5);
    if (!preferred) return reply.send(answer.json);
    return reply.header('content-encoding', preferred.encoding).send(await preferred.copy);
  }

  private readOnce(owner: string, tag: string, read: () => Promise<TaggedAnswer>): Promise<KeptAnswer> {
    const key = `${owner} ${tag}`;
    let pending = this.reading.get(key);
    if (!pending) {
      pending = read()
        .then((answer) => this.keep(owner, answer))
        .finally(() => this.reading.delete(key));
      this.reading.set(key, pending);
    }
    return pending;
  }

  private find(owner: string, tag: string): KeptAnswer | undefined {
    const answer = this.answers.get(owner);
    if (answer?.tag !== tag) return undefined;
    // Map keeps insertion order: put back at the end, the most recently used.
    this.answers.delete(owner);
    this.answers.set(owner, answer);
    return answer;
  }

  private keep(owner: string, { tag, answer }: TaggedAnswer): KeptAnswer {
    const kept: KeptAnswer = { tag, json: Buffer.from(JSON.stringify(answer)), copies: {} };
    this.forget(owner);
    // Room for the compressed copies too, which come to well under the JSON's size.
    const bytes = kept.json.length * 2;
    if (bytes > this.maxBytes) return kept;
    while (this.keptBytes + bytes > this.maxBytes) this.forget(this.answers.keys().next().value!);
    this.answers.set(owner, kept);
    this.keptBytes += bytes;
    return kept;
  }

  private forget(owner: string): void {
    const answer = this.answers.get(owner);
    if (!answer) return;
    this.answers.delete(owner);
    this.keptBytes -= answer.json.length * 2;
  }
}

/** Weak: the bytes differ with the encoding, the JSON they carry does not. */
function etagOf(tag: string): string {
  return `W/"${tag}"`;
}

function validatorHeaders(tag: string): Record<string, string> {
  return { etag: etagOf(tag), 'cache-control': 'private, no-cache', vary: 'accept-encoding' };
}
