import { and, desc, eq, isNull, like, or, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import {
  APPLICATION_STATUSES,
  type ApplicationListItem,
  ApplicationListItemSchema,
} from '../../shared/applications.js';
import { type RecruiterApplicationsQuery } from '../../shared/application-lists.js';
import { MAIL_MESSAGES, type SendEmailInput } from '../../shared/mail.js';
import { DIRECT_SOURCE, normalizeSource, type SourceCount } from '../../shared/sources.js';
import { withCaller, type CallerOfRow } from '../auth/index.js';
import type { Member, SessionKey } from '../auth/index.js';
import { memberSeesApplication, notOfDeletedPosting } from '../auth/index.js';
import type { Database } from '../db/database.js';
import { pageWithTotal, totalColumn } from '../db/paging.js';
import { containsPattern } from '../db/patterns.js';
import { applicationCounts, applications, postings } from '../db/schema.js';
import { postingLocationSql } from '../postings/index.js';
import { Refusal } from '../refusal.js';
import { isBlankRichText, sanitizeRichText } from '../rich-text.js';
import { listVersionOf } from '../db/list-version.js';
import { emailCandidate } from './candidate-email.js';
import { listColumns, toCompanyListItem } from './list-items.js';
import { stageColumns } from '../pipeline/index.js';

interface ListFilters {
  postingId: string;
  status: string;
  search: string;
  role: string;
  location: string;
  source: string;
}

interface ApplicationPage {
  items: ApplicationListItem[];
  total: number;
}

/** A company's whole applications list and the tag of the version it was read at. */
interface TaggedApplications extends ApplicationPage {
  tag: string;
}

type Caller = ReturnType<typeof withCaller>;

interface ListVersion {
  companyName: string;
  listVersion: string | null;
}

/**
 * The fields a row of the list carries. A server whose rows carry other fields (a newer version, or an older one
 * still running beside it) answers the same version of the data in another shape: it must not validate a copy in
 * the shape it does not answer, so the fields are part of every tag.
 */
const LIST_ROW_FIELDS = Object.keys(ApplicationListItemSchema.shape).join(',');

/**
 * The tag of one version of a company's whole applications list. The company is part of it, so that no other
 * company's tag ever matches, and so is its name, which its rows show. A company without a version has never had an
 * application, and a list read without rows is empty whatever its version: both have the tag of an empty list.
 */
function wholeListTag(companyId: string, version: ListVersion | undefined): string {
  const state = version?.listVersion ? `${LIST_ROW_FIELDS}\n${version.companyName}\n${version.listVersion}` : 'empty';
  return createHash('sha256').update(`${companyId}\n${state}`).digest('base64url').slice(0, 27);
}

/**
 * The list's source filter as the statement takes it: NULL for 'direct', the applications that came without a
 * source, and '' for a source no application can have, since none is stored empty.
 */
export function sourceFilterOf(source: string): string | null {
  if (source.toLowerCase() === DIRECT_SOURCE) return null;
  return normalizeSource(source) ?? '';
}

/**
 * The caller's company and the tag of its whole list as they stand, for a live session of a member who sees every
 * application of the company: the list is the same for all of them.
 */
function prepareWholeListTagQuery(db: Database) {
  const { caller, companyOf, sessionToTouch } = withCaller(db);
  const companyId = companyOf('seeEveryPosting');
  return db
    .with(caller)
    .select({
      companyId,
      companyName: sql<string>`${caller.companyName}`,
      listVersion: listVersionOf(companyId),
      sessionToTouch,
    })
    .from(caller)
    .where(sql`${companyId} IS NOT NULL`)
    .prepare('recruiter_applications_tag');
}

/**
 * The page of a recruiter's applications for one set of filters, read in the statement that looks the session up
 * (`withCaller`): only a live recruiter session's company has rows, and the company's name is the caller's. Each
 * row carries the total, so that the session, the page and its pager cost one round trip; a page past the end has no
 * row to carry it and asks again.
 */
function prepareListQueries(db: Database, filters: (keyof ListFilters)[], name: string) {
  const caller = withCaller(db);
  const { page, count } = filters.every((filter) => filter === 'postingId')
    ? unfilteredQueries(db, caller, filters.includes('postingId'))
    : filteredQueries(db, caller, filters);
  return {
    page: page.prepare(`${name}_page`),
    count: db
      .with(caller.caller)
      .select({ total: totalColumn(count) })
      .from(caller.caller)
      .prepare(`${name}_count`),
  };
}

/**
 * All of the company's applications, or one posting's: the page walks the index on (company_id, created_at) and
 * stops after the page, and the total adds up the postings' kept counts from one index range.
 */
function unfilteredQueries(
  db: Database,
  { caller, companyOf, seesPosting, companyName, sessionToTouch }: Caller,
  onePosting: boolean,
) {
  const companyId = companyOf('readApplications');
  const postingId = sql.placeholder('postingId');
  const count = db
    .select({ total: sql<number>`coalesce(sum(${applicationCounts.total}), 0)::int` })
    .from(applicationCounts)
    .where(
      and(
        eq(applicationCounts.companyId, companyId),
        notOfDeletedPosting(applicationCounts.postingId, companyId),
        onePosting ? eq(applicationCounts.postingId, postingId) : undefined,
        seesPosting(applicationCounts.postingId),
      ),
    );
  const page = db
    .with(caller)
    .select({
      ...listColumns,
      ...stageColumns,
      companyName,
      total: totalColumn(count),
      listVersion: listVersionOf(companyId),
      sessionToTouch,
    })
    .from(applications)
    .innerJoin(postings, eq(postings.id, applications.postingId))
    .where(
      and(
        eq(applications.companyId, companyId),
        eq(applications.quarantined, false),
        isNull(postings.deletedAt),
        onePosting ? eq(applications.postingId, postingId) : undefined,
        seesPosting(applications.postingId),
      ),
    )
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return { page, count };
}

/**
 * Applications that match a stage, a candidate's name, a role, a location or a source: counting them means reading
 * every match, so one pass over the company's applications (by the (company_id, status, created_at) index for a
 * stage) counts them and picks the page, and only the page's rows are then joined to their postings. A source has no
 * index of its own: it is read from the rows that pass, a few thousand at most for one company (decision 027).
 */
function filteredQueries(
  db: Database,
  { caller, companyOf, seesPosting, companyName, sessionToTouch }: Caller,
  filters: (keyof ListFilters)[],
) {
  const companyId = companyOf('readApplications');
  const searchedName = sql`(SELECT lower(${sql.placeholder('search')}))`;
  const matching = and(
    eq(applications.companyId, companyId),
    eq(applications.quarantined, false),
    notOfDeletedPosting(applications.postingId, companyId),
    seesPosting(applications.postingId),
    filters.includes('postingId') ? eq(applications.postingId, sql.placeholder('postingId')) : undefined,
    filters.includes('status') ? eq(applications.status, sql.placeholder('status')) : undefined,
    // The candidate text matches the first or the last name whatever the case, and combines with every other
    // filter. The pattern is lower-cased once, by the lower() that wrote the names, in a sub-query PostgreSQL runs
    // once per statement rather than once per name.
    filters.includes('search')
      ? or(like(applications.firstNameLower, searchedName), like(applications.lastNameLower, searchedName))
      : undefined,
    filters.includes('role')
      ? sql`${applications.postingId} IN (SELECT ${postings.id} FROM ${postings} WHERE ${postings.companyId} = ${companyId} AND ${postings.title} ILIKE ${sql.placeholder('role')})`
      : undefined,
    filters.includes('location')
      ? sql`${applications.postingId} IN (SELECT ${postings.id} FROM ${postings} WHERE ${postings.companyId} = ${companyId} AND ${postingLocationSql()} = ${sql.placeholder('location')})`
      : undefined,
    filters.includes('source')
      ? sql`${applications.source} IS NOT DISTINCT FROM ${sql.placeholder('source')}`
      : undefined,
  );
  const ranked = db
    .select({
      id: applications.id,
      createdAt: applications.createdAt,
      total: sql<number>`count(*) OVER ()`.mapWith(Number).as('total'),
    })
    .from(applications)
    .where(matching)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('ranked');
  return {
    page: db
      .with(caller)
      .select({
        ...listColumns,
        ...stageColumns,
        companyName,
        total: ranked.total,
        listVersion: listVersionOf(companyId),
        sessionToTouch,
      })
      .from(ranked)
      .innerJoin(applications, eq(applications.id, ranked.id))
      .innerJoin(postings, eq(postings.id, applications.postingId))
      .orderBy(desc(ranked.createdAt), desc(ranked.id)),
    count: db
      .select({ total: sql<number>`count(*)::int` })
      .from(applications)
      .where(matching),
  };
}

export class ReviewService {
  private readonly wholeListTagQuery;

  constructor(private readonly db: Database) {
    this.wholeListTagQuery = prepareWholeListTagQuery(db);
  }

  private readonly listQueries = new Map<string, ReturnType<typeof prepareListQueries>>();

  /** Each combination of filters gets statements and a plan of its own, prepared on first use. */
  private listQueriesFor(filters: Record<keyof ListFilters, string | null | undefined>) {
    const present = (Object.keys(filters) as (keyof ListFilters)[]).filter((name) => filters[name] !== undefined);
    const name = ['recruiter_applications', ...present].join('_');
    let queries = this.listQueries.get(name);
    if (!queries) {
      queries = prepareListQueries(this.db, present, name);
      this.listQueries.set(name, queries);
    }
    return queries;
  }

  /**
   * Applications to the own postings of the recruiter whose session `key` names, filtered and paginated in the
   * database; the route admits the caller with the page's `firstRow` (see `withCaller`).
   */
  async list(
    key: SessionKey,
    query: RecruiterApplicationsQuery,
  ): Promise<ApplicationPage & { firstRow: (CallerOfRow & ListVersion) | undefined }> {
    const filters = {
      postingId: query.posting_id,
      // A stage that does not exist matches nothing: no stage equals NULL.
      status:
        query.status && ((APPLICATION_STATUSES as readonly string[]).includes(query.status) ? query.status : null),
      search: query.search ? containsPattern(query.search) : undefined,
      role: query.role ? containsPattern(query.role) : undefined,
      location: query.location || undefined,
      source: query.source ? sourceFilterOf(query.source) : undefined,
    };
    const { page, count } = this.listQueriesFor(filters);
    const limit = query.limit ?? 100_000;
    const params = { ...key, ...filters };
    const offset = ((query.page ?? 1) - 1) * limit;
    const { rows, total } = await pageWithTotal(await page.execute({ ...params, limit, offset }), offset, () =>
      count.execute(params),
    );
    return { firstRow: rows[0], items: rows.map(toCompanyListItem), total };
  }

  /**
   * The tag of the whole list of the recruiter whose session `key` names, as it stands, in one statement that also
   * looks the session up: the route admits the caller with the `firstRow` (see `withCaller`).
   */
  async wholeListTag(
    key: SessionKey,
  ): Promise<{ firstRow: CallerOfRow | undefined; current?: { companyId: string; tag: string } }> {
    const [row] = await this.wholeListTagQuery.execute({ ...key });
    return { firstRow: row, current: row && { companyId: row.companyId, tag: wholeListTag(row.companyId, row) } };
  }

  /**
   * The company's list, whole or one page of one set of filters, as every member who sees all of it sees it, tagged
   * with the version its own statement read it at.
   */
  async listAsEveryone(
    key: SessionKey,
    companyId: string,
    query: RecruiterApplicationsQuery,
  ): Promise<TaggedApplications> {
    const { firstRow, items, total } = await this.list(key, query);
    return { items, total, tag: wholeListTag(companyId, firstRow) };
  }

  /**
   * How many of the applications the member may see came from each source, the most first; deleted postings' do not
   * count.
   */
  sources(member: Member): Promise<SourceCount[]> {
    const count = sql<number>`count(*)::int`;
    return this.db
      .select({ source: applications.source, total: count })
      .from(applications)
      .where(and(memberSeesApplication(member), eq(applications.quarantined, false)))
      .groupBy(applications.source)
      .orderBy(desc(count), applications.source);
  }

  /** Answers the id of the application it wrote to, or nothing when the member sees no such application. */
  async sendEmail(member: Member, input: SendEmailInput): Promise<string | undefined> {
    const html = sanitizeRichText(input.message);
    if (isBlankRichText(html)) throw new Refusal('invalid', MAIL_MESSAGES.messageRequired);
    return this.db.transaction(async (tx) =>
      (await emailCandidate(tx, member, input.id, { subject: input.subject, html })) ? input.id : undefined,
    );
  }
}
