import { sql, type SQL } from 'drizzle-orm';
import {
  HIGHLIGHT_END,
  HIGHLIGHT_START,
  SEARCH_PAGE_SIZE,
  type SearchQuery,
  type SearchResult,
} from '../../shared/search.js';
import type { Member } from '../auth/index.js';
import { sourceFilterOf } from '../applications/index.js';
import { type Database, plannedForItsValues } from '../db/database.js';
import { applications, applicationNotes, pipelineStages, postings, resumeTexts } from '../db/schema.js';
import { memberSeesApplication } from '../auth/index.js';

/** The line of names and e-mail that trigram similarity reads, written as its index (migration 0048) is. */
const namesLine = sql`(${applications.firstNameLower} || ' ' || ${applications.lastNameLower} || ' ' || lower(${applications.email}))`;

/** A search with more matches than this ranks them by their own fields alone, not by their resumes' words too. */
const RESUME_RANKED_MATCHES = 1_000;

/**
 * The rank of a match: its own fields by their weights, A for the names down to C for notes and answers, read from the
 * small `search_fields` kept in the row (migration 0069); plus, when no more than `RESUME_RANKED_MATCHES` match, its
 * resume's mentions bounded below 0.1, so that a name, an e-mail or a posting always outranks a resume however often
 * the resume repeats the word. Reading a resume's words means reading the whole document from its out-of-line storage:
 * for a word most resumes hold, tens of thousands of them for a big company (decision 108). Equal ranks go newest first.
 */
const fieldRankOf = (query: SQL) =>
  sql`ts_rank_cd('{0, 0.2, 0.4, 1}', ${sql.raw('applications.search_fields')}, ${query})`;
const resumeRankOf = (query: SQL, resumeRankedMatches: number) => sql`CASE
    WHEN (SELECT total FROM counted) <= ${resumeRankedMatches}
    THEN 0.1 * (SELECT ts_rank_cd('{1, 0, 0, 0}', ${sql.raw('applications.search_document')}, ${query}, 32)
      FROM ${applications} WHERE ${applications.id} = matched.id)
    ELSE 0 END`;

/** How much of a resume its snippet is looked for in: a snippet over a whole resume costs far more than the search. */
const SNIPPET_RESUME_CHARS = 20_000;

// Snippets are plain text with private-use marks around matches; the text is stripped of those marks first.
const HEADLINE_OPTIONS = `StartSel="${HIGHLIGHT_START}", StopSel="${HIGHLIGHT_END}", MaxWords=18, MinWords=6, MaxFragments=2, FragmentDelimiter=" … "`;

/** Whether `q` uses none of the web-search operators, so that a typo in a name may match it. */
const isPlainWords = (q: string) => !/["-]|(^|\s)or(\s|$)/iu.test(q);

export class SearchService {
  constructor(
    private readonly db: Database,
    private readonly resumeRankedMatches = RESUME_RANKED_MATCHES,
  ) {}

  /** The page of applications `member` may see that match `query`, best first, and how many match in all. */
  async search(member: Member, query: SearchQuery): Promise<{ data: SearchResult[]; total: number }> {
    const tsquery = sql`websearch_to_tsquery('simple', ${query.q})`;
    const typed = query.q.toLowerCase();
    const page = query.page ?? 1;
    // Each match is ranked by its own fields as it is found, in the same read of its row; only the page's rows are
    // read whole. The typo matches are found through the names' trigram index and their similarity computed for them
    // alone: computed for every application the words match, it cost more than the words' own search. Words and typos
    // are gathered into one row per application, never joined: PostgreSQL cannot guess how many names a typo finds,
    // and guessing one it compared each with every other (1,200 names, 1.4 million comparisons). Looked up again by
    // id, or ranked in a window with their fields, 30,000 matches took most of the time (decision 110).
    const seen = sql`${applications.companyId} = ${member.companyId} AND ${memberSeesApplication(member)}
      AND NOT ${applications.quarantined} ${filtersOf(query)}`;
    const wordMatches = sql`
      SELECT ${applications.id} AS id, ${applications.createdAt} AS created_at, ${fieldRankOf(tsquery)} AS field_rank,
        NULL::real AS similarity
      FROM ${applications} WHERE ${seen} AND ${sql.raw('applications.search_document')} @@ ${tsquery}`;
    // Only plain words may match a name by a typo too: then an application found both ways is one match.
    const matches = isPlainWords(query.q)
      ? sql`
        SELECT id, max(created_at) AS created_at, max(field_rank) AS field_rank, max(similarity) AS similarity
        FROM (${wordMatches}
          UNION ALL
          SELECT ${applications.id}, ${applications.createdAt}, ${fieldRankOf(tsquery)},
            word_similarity(${typed}, ${namesLine})
          FROM ${applications} WHERE ${seen} AND ${typed} <% ${namesLine}
        ) AS found
        GROUP BY id`
      : wordMatches;
    const { rows } = await plannedForItsValues<{
      id: string;
      first_name: string;
      last_name: string;
      email: string;
      posting_id: string;
      title: string;
      stage_id: string;
      stage_name: string;
      status: SearchResult['status'];
      source: string | null;
      created_at: Date;
      rank: number;
      total: string;
    }>(
      this.db,
      sql`
      WITH matched AS MATERIALIZED (${matches}
      ), counted AS (
        SELECT count(*) AS total FROM matched
      ), ranked AS MATERIALIZED (
        SELECT id, created_at, (field_rank + ${resumeRankOf(tsquery, this.resumeRankedMatches)}
          + coalesce(0.5 * similarity, 0))::float8 AS rank
        FROM matched
      ), page AS (
        SELECT id, created_at, rank, (SELECT total FROM counted) AS total FROM ranked
        ORDER BY rank DESC, created_at DESC, id DESC
        LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${(page - 1) * SEARCH_PAGE_SIZE}
      )
      SELECT ${applications.id} AS id, ${applications.firstName} AS first_name, ${applications.lastName} AS last_name,
        ${applications.email} AS email, ${applications.postingId} AS posting_id, ${postings.title} AS title,
        ${applications.stageId} AS stage_id, ${pipelineStages.name} AS stage_name, ${applications.status} AS status,
        ${applications.source} AS source, ${applications.createdAt} AS created_at, page.rank, page.total
      FROM page
      JOIN ${applications} ON ${applications.id} = page.id
      JOIN ${postings} ON ${postings.id} = ${applications.postingId}
      JOIN ${pipelineStages} ON ${pipelineStages.id} = ${applications.stageId}
      ORDER BY page.rank DESC, page.created_at DESC, page.id DESC`,
    );
    const snippets = await this.snippetsOf(
      rows.map((row) => row.id),
      query.q,
    );
    return {
      total: Number(rows[0]?.total ?? 0),
      data: rows.map((row) => ({
        application_id: row.id,
        first_name: row.first_name,
        last_name: row.last_name,
        email: row.email,
        posting: { id: row.posting_id, title: row.title },
        stage: { id: row.stage_id, name: row.stage_name },
        status: row.status,
        source: row.source,
        created_at: new Date(row.created_at).toISOString(),
        snippet: snippets.get(row.id) ?? '',
        rank: row.rank,
      })),
    };
  }

  /** The snippets of one page's applications: their text is gathered and highlighted for those rows alone. */
  private async snippetsOf(applicationIds: string[], q: string): Promise<Map<string, string>> {
    if (applicationIds.length === 0) return new Map();
    const { rows } = await this.db.execute<{ id: string; snippet: string }>(sql`
      SELECT ${applications.id} AS id, ts_headline('simple',
        translate(concat_ws(' · ',
          ${applications.firstName} || ' ' || ${applications.lastName}, ${applications.email}, ${applications.phone},
          ${applications.city}, ${postings.title}, ${applications.source},
          (SELECT string_agg(value #>> '{}', ' ') FROM jsonb_path_query(${applications.answers}, 'strict $.**') AS value
           WHERE jsonb_typeof(value) = 'string'),
          (SELECT string_agg(${applicationNotes.body}, ' ') FROM ${applicationNotes}
           WHERE ${applicationNotes.applicationId} = ${applications.id}),
          (SELECT left(${resumeTexts.text}, ${SNIPPET_RESUME_CHARS}) FROM ${resumeTexts}
           WHERE ${resumeTexts.applicationId} = ${applications.id})),
        ${HIGHLIGHT_START + HIGHLIGHT_END}, ''),
        websearch_to_tsquery('simple', ${q}), ${HEADLINE_OPTIONS}) AS snippet
      FROM ${applications} JOIN ${postings} ON ${postings.id} = ${applications.postingId}
      WHERE ${applications.id} IN ${applicationIds}`);
    return new Map(rows.map((row) => [row.id, row.snippet]));
  }
}

function filtersOf(query: SearchQuery): SQL {
  const filters: SQL[] = [];
  if (query.posting_id) filters.push(sql`${applications.postingId} = ${query.posting_id}`);
  if (query.stage_id) filters.push(sql`${applications.stageId} = ${query.stage_id}`);
  if (query.status) filters.push(sql`${applications.status} = ${query.status}`);
  if (query.source !== undefined) {
    filters.push(sql`${applications.source} IS NOT DISTINCT FROM ${sourceFilterOf(query.source)}`);
  }
  // Days applied in the app's time zone, which every connection sets (decision 003).
  if (query.from) filters.push(sql`${applications.createdAt} >= ${query.from}::date`);
  if (query.to) filters.push(sql`${applications.createdAt} < ${query.to}::date + 1`);
  return sql.join(
    filters.map((filter) => sql` AND ${filter}`),
    sql``,
  );
}
