import { and, desc, eq, isNull, like, or, sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import sanitizeHtml from 'sanitize-html';
import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES,
  type ApplicationListItem,
  type ChangeStatusInput,
  OFFER_MAX_BYTES,
  type RecruiterApplicationsQuery,
} from '../../shared/applications.js';
import { MAIL_MESSAGES, type SendEmailInput } from '../../shared/mail.js';
import { withCaller, type CallerOfRow } from '../auth/caller.js';
import type { Member, SessionKey } from '../auth/service.js';
import { memberSeesPosting } from '../team/visibility.js';
import { type ChangeStage, PIPELINE_MESSAGES } from '../../shared/pipeline.js';
import { firstStageOf, phaseOf, type StageRow } from '../pipeline/stages.js';
import type { Database } from '../db/database.js';
import { pageWithTotal, totalColumn } from '../db/paging.js';
import { containsPattern } from '../db/patterns.js';
import {
  applicationCounts,
  applicationListVersions,
  applications,
  companies,
  pipelineStages,
  postings,
  statusChanges,
  users,
} from '../db/schema.js';
import type { FileService, StoredFile, Tx } from '../files/service.js';
import { decodeBase64File, detectDocument } from '../files/uploads.js';
import { enqueueMail } from '../mail/outbox.js';
import { Refusal } from '../refusal.js';
import { sanitizeRichText } from '../rich-text.js';
import { memberSender, statusChangedMail } from './mails.js';
import { listColumns, stageColumns, toCompanyListItem } from './service.js';

interface OfferFile extends StoredFile {
  extension: string;
  contentType: string;
}

interface ListFilters {
  postingId: string;
  status: string;
  search: string;
  role: string;
  location: string;
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

const candidateAccount = alias(users, 'candidate_account');

/**
 * Leaves out the company's deleted postings through one hashed list (a partial index finds them, and there are
 * few) rather than a look-up per row.
 */
const notOfDeletedPosting = (postingId: AnyPgColumn, companyId: SQL) =>
  sql`${postingId} NOT IN (SELECT ${postings.id} FROM ${postings} WHERE ${postings.companyId} = ${companyId} AND ${postings.deletedAt} IS NOT NULL)`;

/** The version of the company's applications list as text; NULL before its first application. */
const listVersionOf = (companyId: SQL) =>
  sql<
    string | null
  >`(SELECT ${applicationListVersions.version}::text FROM ${applicationListVersions} WHERE ${applicationListVersions.companyId} = ${companyId})`;

interface ListVersion {
  companyName: string;
  listVersion: string | null;
}

/**
 * The tag of one version of a company's whole applications list. The company is part of it, so that no other
 * company's tag ever matches, and so is its name, which its rows show. A company without a version has never had an
 * application, and a list read without rows is empty whatever its version: both have the tag of an empty list.
 */
function wholeListTag(companyId: string, version: ListVersion | undefined): string {
  const state = version?.listVersion ? `${version.companyName}\n${version.listVersion}` : 'empty';
  return createHash('sha256').update(`${companyId}\n${state}`).digest('base64url').slice(0, 27);
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
 * Applications that match a stage, a candidate's name, a role or a location: counting them means reading every match, so one
 * pass over the company's applications (by the (company_id, status, created_at) index for a stage) counts them and
 * picks the page, and only the page's rows are then joined to their postings.
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
      ? sql`${applications.postingId} IN (SELECT ${postings.id} FROM ${postings} WHERE ${postings.companyId} = ${companyId} AND ${postings.city} || ', ' || ${postings.country}::text = ${sql.placeholder('location')})`
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

  constructor(
    private readonly db: Database,
    private readonly files: FileService,
    private readonly appUrl: string,
  ) {
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

  /** The company's whole list, tagged with the version its own statement read it at. */
  async wholeList(key: SessionKey, companyId: string): Promise<TaggedApplications> {
    const { firstRow, items, total } = await this.list(key, {});
    return { items, total, tag: wholeListTag(companyId, firstRow) };
  }

  /**
   * The application row, if it belongs to one of the company's postings the member may see, locked for the
   * transaction.
   */
  private async lockOwn(tx: Tx, member: Member, applicationId: string) {
    const [row] = await tx
      .select({
        id: applications.id,
        status: applications.status,
        withdrawnAt: applications.withdrawnAt,
        // Mail goes to the candidate's account, never to an address typed into the application (decision 017).
        email: candidateAccount.email,
        firstName: applications.firstName,
        jobTitle: postings.title,
        companyName: companies.name,
        ...stageColumns,
      })
      .from(applications)
      .innerJoin(postings, eq(postings.id, applications.postingId))
      .innerJoin(companies, eq(companies.id, postings.companyId))
      .innerJoin(candidateAccount, eq(candidateAccount.id, applications.candidateId))
      .where(
        and(
          eq(applications.id, applicationId),
          eq(postings.companyId, member.companyId),
          isNull(postings.deletedAt),
          memberSeesPosting(member, postings.id),
        ),
      )
      .limit(1)
      .for('update', { of: applications });
    return row;
  }

  /**
   * Moves an application to `status`, into the stage `stage` or else the first stage of that status's phase, with the
   * candidate's e-mail. Answers the id of the application it changed, or nothing when the member sees no such
   * application.
   */
  async changeStatus(member: Member, input: ChangeStatusInput, stage?: StageRow): Promise<string | undefined> {
    const offer = input.offer.trim();
    if (offer && input.status !== 'Offer Sent')
      throw new Refusal('invalid', APPLICATION_MESSAGES.offerOnlyWithOfferSent);
    const commit = async (tx: Tx, offerFile?: OfferFile) => {
      const current = await this.lockOwn(tx, member, input.id);
      // Rolled back rather than returned from: an offer's row goes with it, and its bytes with the failed `storeWith`.
      if (!current) tx.rollback();
      if (current.withdrawnAt) throw new Refusal('conflict', APPLICATION_MESSAGES.withdrawnStatusLocked);
      if (current.status === input.status) throw new Refusal('invalid', APPLICATION_MESSAGES.sameStatus);
      const target = stage ?? (await firstStageOf(tx, member.companyId, input.status));
      const now = new Date();
      await tx
        .update(applications)
        .set({
          status: input.status,
          stageId: target.id,
          stageEnteredAt: now,
          updatedAt: now,
          ...(offerFile ? { offerFileId: offerFile.id } : {}),
        })
        .where(eq(applications.id, input.id));
      await tx.insert(statusChanges).values({
        applicationId: input.id,
        fromStatus: current.status,
        toStatus: input.status,
        fromStage: current.stageName,
        toStage: target.name,
        changedBy: member.userId,
      });
      const mail = statusChangedMail(
        current.email,
        current.firstName,
        current.jobTitle,
        current.companyName,
        input.status,
        this.appUrl,
        Boolean(offerFile),
      );
      const attachments = offerFile
        ? [
            {
              filename: `offer.${offerFile.extension}`,
              contentType: offerFile.contentType,
              storageKey: offerFile.storageKey,
            },
          ]
        : [];
      await enqueueMail(tx, {
        ...mail,
        ...memberSender(current.companyName, member),
        applicationId: input.id,
        attachments,
      });
      return input.id;
    };
    try {
      if (!offer) return await this.db.transaction((tx) => commit(tx));
      const file = await detectDocument(
        decodeBase64File(offer, OFFER_MAX_BYTES, APPLICATION_MESSAGES.offerTooLarge, APPLICATION_MESSAGES.offerType),
        APPLICATION_MESSAGES.offerType,
      );
      return await this.files.storeWith(member.userId, file, async (tx, insertFile) => {
        const stored = await insertFile(tx);
        return commit(tx, { ...stored, extension: file.extension, contentType: file.contentType });
      });
    } catch (error) {
      if (error instanceof TransactionRollbackError) return undefined;
      throw error;
    }
  }

  /**
   * Moves an application to one of the company's stages: within its phase, a move of stage alone, recorded in its
   * history; into another phase, the status change of that phase, with its e-mail and offer. Answers the id of the
   * application it moved, or nothing when the member sees no such application.
   */
  async changeStage(member: Member, input: ChangeStage): Promise<string | undefined> {
    const within = await this.db.transaction(async (tx) => {
      const current = await this.lockOwn(tx, member, input.id);
      if (!current) return undefined;
      const [target] = await tx
        .select()
        .from(pipelineStages)
        .where(and(eq(pipelineStages.id, input.stage_id), eq(pipelineStages.companyId, member.companyId)));
      if (!target) throw new Refusal('invalid', PIPELINE_MESSAGES.unknownStage);
      if (phaseOf(current.status) !== target.phase) return { moved: false, target };
      if (current.withdrawnAt) throw new Refusal('conflict', APPLICATION_MESSAGES.withdrawnStatusLocked);
      if (current.stageId === target.id) throw new Refusal('invalid', PIPELINE_MESSAGES.sameStage);
      const now = new Date();
      await tx
        .update(applications)
        .set({ stageId: target.id, stageEnteredAt: now, updatedAt: now })
        .where(eq(applications.id, input.id));
      await tx.insert(statusChanges).values({
        applicationId: input.id,
        fromStatus: current.status,
        toStatus: current.status,
        fromStage: current.stageName,
        toStage: target.name,
        changedBy: member.userId,
      });
      return { moved: true, target };
    });
    if (!within) return undefined;
    if (within.moved) return input.id;
    const { target } = within;
    return this.changeStatus(member, { id: input.id, status: phaseOf(target.phase), offer: input.offer }, target);
  }

  /** Answers the id of the application it wrote to, or nothing when the member sees no such application. */
  async sendEmail(member: Member, input: SendEmailInput): Promise<string | undefined> {
    const html = sanitizeRichText(input.message);
    const text = htmlToText(html);
    if (!text) throw new Refusal('invalid', MAIL_MESSAGES.messageRequired);
    return this.db.transaction(async (tx) => {
      const application = await this.lockOwn(tx, member, input.id);
      if (!application) return undefined;
      await enqueueMail(tx, {
        to: application.email,
        subject: input.subject,
        html,
        text,
        ...memberSender(application.companyName, member),
        applicationId: input.id,
      });
      return input.id;
    });
  }
}

/** The text part of an e-mail: the words of the HTML, with paragraphs and list items on their own lines. */
function htmlToText(html: string): string {
  const withBreaks = html.replace(/<\/(p|h[1-4]|li|blockquote|pre)>|<br\s*\/?>/gi, '$&\n').replace(/<li>/gi, '$&- ');
  return sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
