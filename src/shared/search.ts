import { z } from 'zod';
import { answerOf } from './api.js';
import { APPLICATION_STATUSES } from './applications.js';

/** Longest search a member may type: a sentence of a resume, not a resume. */
export const SEARCH_MAX = 200;
/** Results a page. */
export const SEARCH_PAGE_SIZE = 20;

/**
 * The marks around each matched word of a snippet: private-use characters, which no resume, note or answer holds
 * (the text is stripped of them) and no browser renders as markup, so a client can split on them instead of parsing
 * HTML.
 */
export const HIGHLIGHT_START = '\uE000';
export const HIGHLIGHT_END = '\uE001';

export const SEARCH_MESSAGES = {
  query: 'Type what to search for, in 1 to 200 characters.',
  period: 'Give the dates applied as YYYY-MM-DD, the first on or before the last.',
  noResults: 'Nothing matches this search.',
} as const;

const day = z.iso.date({ error: SEARCH_MESSAGES.period });

/** Splits a snippet into plain text and the matched words between the highlight marks, in order. */
export function snippetParts(snippet: string): { text: string; matched: boolean }[] {
  return snippet
    .split(new RegExp(`(${HIGHLIGHT_START}[^${HIGHLIGHT_END}]*${HIGHLIGHT_END})`, 'u'))
    .filter((part) => part !== '')
    .map((part) =>
      part.startsWith(HIGHLIGHT_START) ? { text: part.slice(1, -1), matched: true } : { text: part, matched: false },
    );
}

export const SearchQuerySchema = z
  .object({
    q: z
      .string({ error: SEARCH_MESSAGES.query })
      .trim()
      .min(1, SEARCH_MESSAGES.query)
      .max(SEARCH_MAX, SEARCH_MESSAGES.query)
      // A NUL cannot reach PostgreSQL's text; the marks would forge highlights.
      .refine(
        (q) => !['\u0000', HIGHLIGHT_START, HIGHLIGHT_END].some((mark) => q.includes(mark)),
        SEARCH_MESSAGES.query,
      )
      .meta({
        description:
          'Web-search syntax: words all match, `"exact phrase"`, `-excluded`, `or` between alternatives. Names and ' +
          'e-mails also match with a typo.',
      }),
    posting_id: z.uuid().optional(),
    stage_id: z.uuid().optional(),
    status: z.enum(APPLICATION_STATUSES).optional(),
    /** A source, or 'direct' for the applications that came without one, as the applications list takes it. */
    source: z.string().trim().max(100).optional(),
    from: day.optional().meta({ description: 'The first day applied, in the app time zone.' }),
    to: day.optional().meta({ description: 'The last day applied, in the app time zone.' }),
    page: z.coerce.number().int().min(1).max(1000).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: SEARCH_MESSAGES.period,
    path: ['to'],
  });
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export const SearchResultSchema = z.object({
  application_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  posting: z.object({ id: z.string(), title: z.string() }),
  stage: z.object({ id: z.string(), name: z.string() }),
  status: z.enum(APPLICATION_STATUSES),
  source: z.string().nullable(),
  created_at: z.string(),
  snippet: z.string().meta({
    description:
      'Where the search matched, a few words around each match, with every matched word between U+E000 and U+E001. ' +
      'Plain text: render it as text, never as HTML.',
  }),
  rank: z
    .number()
    .meta({ description: 'Relevance: higher ranks first. A match in the name outranks one in a resume.' }),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchAnswerSchema = answerOf({
  data: z.array(SearchResultSchema),
  /** How many applications match, on every page. */
  total: z.number().int(),
});
export type SearchAnswer = z.infer<typeof SearchAnswerSchema>;
