import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { type CompressedCopies, keptCopyFor } from '../http/compression.js';

/** A public page as rendered once: its status, type, body, tag and the compressed copies asked for so far. */
export interface PublicPage {
  status: number;
  type: string;
  body: string;
  /** Where a 301 sends the visitor. */
  location?: string;
  headers?: Record<string, string>;
}

interface KeptPage {
  page: PublicPage;
  bytes: Buffer;
  etag: string;
  expiresAt: number;
  copies: CompressedCopies;
}

/** How long a browser or a shared cache may show a public page without asking again. */
const MAX_AGE_S = 60;

/**
 * The public pages (careers sites, feeds, sitemap) as rendered in this process, each kept for `ttlMs` by its path and
 * the query parameters that change it (`search`, made by `pageSearch`): crawlers and link previews ask for the same few
 * pages again and again, and a kept page costs neither a query, a render nor a compression, however many other
 * parameters a link adds. A change shows in at most `ttlMs` here, and in at most a minute more in a cache that kept it
 * (`max-age`). At most `maxPages` are kept, the oldest given up first.
 */
export class PageCache {
  private readonly pages = new Map<string, KeptPage>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxPages = 1000,
  ) {}

  /** How many pages are kept now. */
  get size(): number {
    return this.pages.size;
  }

  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    search: string,
    /** The visitor's language, for a page that writes dates and amounts in it (none for one the same for all). */
    language: { locale: string | undefined } | undefined,
    render: () => Promise<PublicPage>,
  ): Promise<FastifyReply> {
    // `/careers/acme` and `/careers/acme/` are one page.
    const key = `${request.url.split('?')[0]!.replace(/(.)\/+$/, '$1')}${search} ${language?.locale ?? ''}`;
    const now = Date.now();
    let kept = this.pages.get(key);
    if (!kept || kept.expiresAt <= now) {
      kept = this.keep(key, await render(), now);
    }
    const { page, etag } = kept;
    reply
      .code(page.status)
      .header('cache-control', `public, max-age=${MAX_AGE_S}`)
      .header('vary', language ? 'accept-encoding, accept-language' : 'accept-encoding')
      .headers(page.headers ?? {});
    if (page.location) return reply.header('location', page.location).type(page.type).send(kept.bytes);
    reply.header('etag', etag);
    if (page.status === 200 && clientHas(request, etag)) return reply.code(304).send();
    reply.type(page.type);
    // A page is rendered once and sent many times: worth a stronger brotli than an answer compressed as it goes.
    const preferred = request.method === 'HEAD' ? undefined : keptCopyFor(request, kept.bytes, kept.copies, 9);
    if (!preferred) return reply.send(kept.bytes);
    return reply.header('content-encoding', preferred.encoding).send(await preferred.copy);
  }

  private keep(key: string, page: PublicPage, now: number): KeptPage {
    const bytes = Buffer.from(page.body);
    const etag = `W/"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;
    const kept: KeptPage = { page, bytes, etag, expiresAt: now + this.ttlMs, copies: {} };
    this.pages.delete(key);
    if (this.pages.size >= this.maxPages) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, kept);
    return kept;
  }
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
 * The query string of a public page's address with only the parameters that change it, in one order, empty without
 * any: a kept page's key, and what a moved page's redirect carries on.
 */
export function pageSearch(parameters: Record<string, string | null | undefined>): string {
  const kept = Object.entries(parameters).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return kept.length === 0 ? '' : `?${new URLSearchParams(kept).toString()}`;
}
