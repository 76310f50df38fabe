import { and, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { postingLocation } from '../../shared/locations.js';
import type { RecentPosting, RecentPostingsList, RecentPostingsQuery } from '../../shared/recent-postings.js';
import { withCaller, type CallerOfRow } from '../auth/index.js';
import type { SessionKey } from '../auth/index.js';
import type { Database } from '../db/database.js';
import { pageWithTotal, totalColumn } from '../db/paging.js';
import { containsPattern } from '../db/patterns.js';
import { applications, companies, postings } from '../db/schema.js';
import { counts, isOpen } from './posting-rows.js';

/** How long a process reuses the count and cities of all open postings (see `openSummary`). */
const OPEN_SUMMARY_TTL_MS = 1000;

interface OpenSummary {
  total: number;
  cities: string[];
}

/**
 * A page of open postings as job cards, newest first, read in the statement that looks the candidate's session up
 * (`withCaller`): there are rows only for a live candidate session. Each row carries `total`: the count of the
 * matching postings, or NULL where the caller has it already.
 */
function prepareOpenPageQuery(db: Database, where: SQL | undefined, total: SQL<number | null>, name: string) {
  const candidate = withCaller(db);
  return (
    db
      .with(candidate.caller)
      .select({
        id: postings.id,
        title: postings.title,
        city: postings.city,
        country: postings.country,
        deadline: postings.deadline,
        companyName: companies.name,
        ...counts,
        appliedAt: applications.createdAt,
        applicationId: applications.id,
        total,
        sessionToTouch: candidate.sessionToTouch,
      })
      .from(postings)
      .innerJoin(companies, eq(companies.id, postings.companyId))
      // The caller's own application, if any: one look-up in the (posting, candidate) unique index per card.
      .leftJoin(
        applications,
        and(eq(applications.postingId, postings.id), eq(applications.candidateId, candidate.idOf('candidate'))),
      )
      .where(and(where, sql`${candidate.idOf('candidate')} IS NOT NULL`))
      .orderBy(desc(postings.createdAt), desc(postings.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name)
  );
}

/** How many postings match: alone, and as each row's total in a page of them. */
function prepareOpenCountQuery(db: Database, where: SQL | undefined, name: string) {
  const count = db
    .select({ total: sql<number>`count(*)::int` })
    .from(postings)
    .where(where);
  return { count, prepared: count.prepare(name) };
}

/**
 * The open postings candidates browse, as job cards. The calls are prepared statements: PostgreSQL plans them once per
 * connection instead of on every request.
 */
export class RecentPostings {
  private readonly openPageQuery;
  private readonly openCountQuery;
  private readonly matchingPageQuery;
  private readonly matchingCountQuery;
  private readonly openCitiesQuery;
  private summary?: { expiresAt: number; value: Promise<OpenSummary> };

  constructor(db: Database) {
    // Separate statements with and without filters: a generic plan for "search or not" cannot use the index order.
    // Without filters, the total is the open postings' summary; with them, each row of the page carries it.
    this.openPageQuery = prepareOpenPageQuery(db, isOpen, sql<null>`NULL::int`, 'open_postings_page');
    this.openCountQuery = prepareOpenCountQuery(db, isOpen, 'open_postings_count').prepared;
    const matching = and(
      isOpen,
      or(ilike(postings.title, sql.placeholder('pattern')), ilike(postings.city, sql.placeholder('pattern'))),
      sql`(${sql.placeholder('location')} = '' OR ${postings.city} = ${sql.placeholder('location')})`,
    );
    const matchingCount = prepareOpenCountQuery(db, matching, 'matching_open_postings_count');
    this.matchingCountQuery = matchingCount.prepared;
    this.matchingPageQuery = prepareOpenPageQuery(
      db,
      matching,
      totalColumn(matchingCount.count),
      'matching_open_postings_page',
    );
    this.openCitiesQuery = db
      .selectDistinct({ city: postings.city })
      .from(postings)
      // A remote posting may name no city: the filter offers none blank.
      .where(and(isOpen, ne(postings.city, '')))
      .orderBy(postings.city)
      .prepare('open_posting_cities');
  }

  /**
   * Open postings, newest first, for the candidate whose session `key` names: only what a job card shows, never the
   * descriptions. The route admits the caller with the `firstRow` (see `withCaller`).
   */
  async list(
    key: SessionKey,
    query: RecentPostingsQuery = {},
  ): Promise<RecentPostingsList & { firstRow: CallerOfRow | undefined }> {
    const limit = query.limit ?? null;
    const offset = limit ? ((query.page ?? 1) - 1) * limit : 0;
    const [{ rows, total }, summary] = await Promise.all([
      query.search || query.location ? this.matchingPage(key, query, limit, offset) : this.openPage(key, limit, offset),
      this.openSummary(),
    ]);
    return {
      firstRow: rows[0],
      data: rows.map((row): RecentPosting => ({
        posting_id: row.id,
        job_title: row.title,
        location: postingLocation(row),
        company_name: row.companyName,
        deadline: row.deadline?.toISOString() ?? null,
        num_applicants: row.numApplications,
        applied_today: row.appliedToday,
        applied_at: row.appliedAt?.toISOString() ?? null,
        application_id: row.applicationId,
      })),
      total: total ?? summary.total,
      locations: summary.cities,
    };
  }

  /** Every open posting: the total is the summary's. */
  private async openPage(key: SessionKey, limit: number | null, offset: number) {
    return { rows: await this.openPageQuery.execute({ ...key, limit, offset }), total: undefined };
  }

  private async matchingPage(key: SessionKey, query: RecentPostingsQuery, limit: number | null, offset: number) {
    const filters = { pattern: containsPattern(query.search ?? ''), location: query.location ?? '' };
    return pageWithTotal(await this.matchingPageQuery.execute({ ...key, ...filters, limit, offset }), offset, () =>
      this.matchingCountQuery.execute(filters),
    );
  }

  /**
   * How many postings are open and in which cities: the same for every candidate and asked on every visit, so each
   * process reuses the answer for a second, and drops it as soon as it changes a posting itself.
   */
  private openSummary(): Promise<OpenSummary> {
    const now = Date.now();
    if (!this.summary || this.summary.expiresAt <= now) {
      const value = Promise.all([this.openCountQuery.execute(), this.openCitiesQuery.execute()]).then(
        ([[counted], cities]) => ({ total: counted?.total ?? 0, cities: cities.map((row) => row.city) }),
      );
      // A failed read is not kept: the next call asks again.
      value.catch(() => {
        if (this.summary?.value === value) this.summary = undefined;
      });
      this.summary = { expiresAt: now + OPEN_SUMMARY_TTL_MS, value };
    }
    return this.summary.value;
  }

  /** Drops the reused summary: a posting changed in this process shows at once. */
  forgetSummary(): void {
    this.summary = undefined;
  }
}
