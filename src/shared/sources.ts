import { z } from 'zod';
import { answerOf } from './api.js';

// Where applicants come from: a short token that a link carries (`?src=linkedin`) into the application it leads to.

/** The query parameter our links name their source in. */
const SOURCE_PARAM = 'src';

/** What the list's filter calls an application that came with no source. */
export const DIRECT_SOURCE = 'direct';

/** How the screens show a source: as it was kept, or Direct for an application that came without one. */
export const sourceLabel = (source: string | null): string => source ?? 'Direct';

const SOURCE_PATTERN = /^[a-z0-9][a-z0-9._-]{0,39}$/;

/**
 * A source as it is kept: trimmed, lower-cased, a short token of letters, digits, dots, hyphens and underscores.
 * Anything else is no source (null), never an error: sources come from addresses people paste and edit. "direct" is
 * no source either, so that the list's Direct filter finds every application that came without one.
 */
export function normalizeSource(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const source = value.trim().toLowerCase();
  return SOURCE_PATTERN.test(source) && source !== DIRECT_SOURCE ? source : null;
}

/** The source an address names: its `src`, or the `utm_source` that campaign tools add when there is no `src`. */
export function sourceOfQuery(query: { src?: string | null; utm_source?: string | null }): string | null {
  return normalizeSource(query.src || query.utm_source);
}

/** `path` with its source in the query, for a link that carries the source on; unchanged without one. */
export function withSource(path: string, source: string | null): string {
  if (!source) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${SOURCE_PARAM}=${encodeURIComponent(source)}`;
}

/** A payload's source: kept normalised, and never the reason a payload is refused. */
export const SourceFieldSchema = z.unknown().transform(normalizeSource).optional();

/** How many of the company's applications came from one source; `source` is null for those that came with none. */
const SourceCountSchema = z.object({ source: z.string().nullable(), total: z.number().int() });
export type SourceCount = z.infer<typeof SourceCountSchema>;

/** `GET /api/applications/sources/`: the company's sources, the most applications first. */
export const ApplicationSourcesAnswerSchema = answerOf({ data: z.array(SourceCountSchema) });
