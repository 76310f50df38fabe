import { and, desc, eq, isNull, like, or, sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { alias } from 'drizzle-orm/pg-core';
import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES,
  type ApplicationListItem,
  ApplicationListItemSchema,
  type ApplicationStatus,
  type ChangeStatusInput,
  OFFER_MAX_BYTES,
  type RecruiterApplicationsQuery,
} from '../../shared/applications.js';
import { MAIL_MESSAGES, type SendEmailInput } from '../../shared/mail.js';
import { DIRECT_SOURCE, normalizeSource, type SourceCount } from '../../shared/sources.js';
import { withCaller, type CallerOfRow } from '../auth/caller.js';
import type { Member, SessionKey } from '../auth/sessions.js';
import { memberSeesApplication, memberSeesPosting, notOfDeletedPosting } from '../team/visibility.js';
import {
  type ChangeStage,
  type HeldEmail,
  PIPELINE_MESSAGES,
  phaseOf,
  STAGE_EMAIL_DELAY,
  stageFits,
} from '../../shared/pipeline.js';
import { firstStageOf, type StageRow } from '../pipeline/stages.js';
import { mergeFor, mergeValuesFor, type TemplateRow } from '../templates/service.js';
import type { OutboxAttachment } from '../db/schema.js';
import type { Database } from '../db/database.js';
import { pageWithTotal, totalColumn } from '../db/paging.js';
import { containsPattern } from '../db/patterns.js';
import {
  applicationCounts,
  applicationListVersions,
  applications,
  companies,
  emailTemplates,
  outbox,
  pipelineStages,
  postings,
  statusChanges,
  users,
} from '../db/schema.js';
import type { FileService, StoredFile, Tx } from '../files/service.js';
import { decodeBase64File, detectDocument } from '../files/uploads.js';
import { cancelHeldMail, enqueueMail, type OutgoingMail, takeBackHeldMail } from '../mail/outbox.js';
import { postingLocationSql } from '../postings/location.js';
import { Refusal } from '../refusal.js';
import { isBlankRichText, sanitizeRichText } from '../rich-text.js';
import { trustedHtml } from '../html/html.js';
import { candidateView } from './candidate-view.js';
import { companySender, memberSender, statusChangedMail } from './mails.js';
import { listColumns, recruiterEmailColumn, stageColumns, toCompanyListItem } from './list-items.js';

/** A move made: the application's id, and what its undo needs while its stage's e-mail is held. */
export interface Move {
  id: string;
  undo?: HeldEmail;
}

type LockedApplication = NonNullable<Awaited<ReturnType<typeof lockApplication>>>;

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

const candidateAccount = alias(users, 'candidate_account');

/**
 * The version of the company's applications list as text, moved by every change to its applications, postings and
 * stages; NULL before its first application.
 */
export const listVersionOf = (companyId: SQL) =>
  sql<
    string | null
  >`(SELECT ${applicationListVersions.version}::text FROM ${applicationListVersions} WHERE ${applicationListVersions.companyId} = ${companyId})`;

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
function sourceFilterOf(source: string): string | null {
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

/** The application row, among those `seen` keeps, locked for the transaction. */
async function lockApplication(tx: Tx, applicationId: string, seen: SQL | undefined) {
  const [row] = await tx
    .select({
      id: applications.id,
      companyId: applications.companyId,
      status: applications.status,
      seenStatus: candidateView(applications).status,
      withdrawnAt: applications.withdrawnAt,
      offerFileId: applications.offerFileId,
      // Mail goes to the candidate's account, never to an address typed into the application (decision 017).
      email: candidateAccount.email,
      firstName: applications.firstName,
      jobTitle: postings.title,
      companyName: companies.name,
      recruiterEmail: recruiterEmailColumn,
      ...stageColumns,
    })
    .from(applications)
    .innerJoin(postings, eq(postings.id, applications.postingId))
    .innerJoin(companies, eq(companies.id, postings.companyId))
    .innerJoin(candidateAccount, eq(candidateAccount.id, applications.candidateId))
    .where(and(eq(applications.id, applicationId), isNull(postings.deletedAt), seen))
    .limit(1)
    .for('update', { of: applications });
  return row;
}

/**
 * The application row, if it belongs to one of the company's postings the member may see, locked for the
 * transaction.
 */
const lockForReview = (tx: Tx, member: Member, applicationId: string) =>
  lockApplication(
    tx,
    applicationId,
    and(eq(postings.companyId, member.companyId), memberSeesPosting(member, postings.id)),
  );

/**
 * Who makes a move: a member, or the company's own rule when an answer to `knockout`, one of the posting's questions,
 * knocks the application out; such a move has no member behind it and writes in the company's name.
 */
type Mover = { member: Member } | { knockout: string };

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

  /** The company's whole list, tagged with the version its own statement read it at. */
  async wholeList(key: SessionKey, companyId: string): Promise<TaggedApplications> {
    const { firstRow, items, total } = await this.list(key, {});
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
      .where(memberSeesApplication(member))
      .groupBy(applications.source)
      .orderBy(desc(count), applications.source);
  }

  /**
   * Moves an application to `status`, into the stage `stage` or else the first stage of that status's phase, with the
   * candidate's e-mail. Answers the id of the application it changed, or nothing when the member sees no such
   * application.
   */
  async changeStatus(
    member: Member,
    input: ChangeStatusInput,
    stage?: StageRow,
    template?: TemplateRow,
  ): Promise<Move | undefined> {
    const offer = input.offer.trim();
    if (offer && input.status !== 'Offer Sent')
      throw new Refusal('invalid', APPLICATION_MESSAGES.offerOnlyWithOfferSent);
    const commit = async (tx: Tx, offerFile?: OfferFile) => {
      const current = await lockForReview(tx, member, input.id);
      // Rolled back rather than returned from: an offer's row goes with it, and its bytes with the failed `storeWith`.
      if (!current) tx.rollback();
      if (current.withdrawnAt) throw new Refusal('conflict', APPLICATION_MESSAGES.withdrawnStatusLocked);
      if (current.status === input.status) throw new Refusal('invalid', APPLICATION_MESSAGES.sameStatus);
      const target = stage ?? (await firstStageOf(tx, member.companyId, input.status));
      return this.moveTo(tx, { member }, current, target, input.status, offerFile, template);
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
  async changeStage(member: Member, input: ChangeStage, template?: TemplateRow): Promise<Move | undefined> {
    const within = await this.db.transaction(async (tx) => {
      const current = await lockForReview(tx, member, input.id);
      if (!current) return undefined;
      const [target] = await tx
        .select()
        .from(pipelineStages)
        .where(and(eq(pipelineStages.id, input.stage_id), eq(pipelineStages.companyId, member.companyId)));
      if (!target) throw new Refusal('invalid', PIPELINE_MESSAGES.unknownStage);
      if (!stageFits(target.phase, current.status)) {
        // Offer Accepted is the candidate's answer: a company never sets it.
        if (target.phase === 'Offer Accepted') throw new Refusal('conflict', PIPELINE_MESSAGES.acceptedOnly);
        return { moved: undefined, target };
      }
      if (current.withdrawnAt) throw new Refusal('conflict', APPLICATION_MESSAGES.withdrawnStatusLocked);
      if (current.stageId === target.id) throw new Refusal('invalid', PIPELINE_MESSAGES.sameStage);
      const now = new Date();
      await tx
        .update(applications)
        .set({ stageId: target.id, stageEnteredAt: now, updatedAt: now })
        .where(eq(applications.id, input.id));
      return { moved: await this.recordMove(tx, { member }, current, target, current.status, [], template), target };
    });
    if (!within) return undefined;
    if (within.moved) return within.moved;
    const { target } = within;
    return this.changeStatus(
      member,
      { id: input.id, status: phaseOf(target.phase), offer: input.offer },
      target,
      template,
    );
  }

  /**
   * Moves a new application to Not Selected because its answer to `question` knocks it out, as a member's move to it
   * would be: its e-mail held for the company's delay, so that the company can undo it first.
   */
  async knockOut(tx: Tx, applicationId: string, question: string): Promise<void> {
    const current = await lockApplication(tx, applicationId, undefined);
    if (!current) return;
    const target = await firstStageOf(tx, current.companyId, 'Not Selected');
    await this.moveTo(tx, { knockout: question }, current, target, 'Not Selected');
  }

  /** Puts the application into `target` with `toStatus` (and an offer), and records the move. */
  private async moveTo(
    tx: Tx,
    mover: Mover,
    current: LockedApplication,
    target: StageRow,
    toStatus: ApplicationStatus,
    offerFile?: OfferFile,
    template?: TemplateRow,
  ): Promise<Move> {
    const now = new Date();
    await tx
      .update(applications)
      .set({
        status: toStatus,
        stageId: target.id,
        stageEnteredAt: now,
        updatedAt: now,
        ...(offerFile ? { offerFileId: offerFile.id } : {}),
      })
      .where(eq(applications.id, current.id));
    const attachments = offerFile
      ? [
          {
            filename: `offer.${offerFile.extension}`,
            contentType: offerFile.contentType,
            storageKey: offerFile.storageKey,
          },
        ]
      : [];
    return this.recordMove(tx, mover, current, target, toStatus, attachments, template);
  }

  /**
   * Records a move in the application's history, cancels what is still held for its earlier moves (they are about a
   * stage it has left), and queues the move's one e-mail held for the company's delay, which the move's undo can take
   * back.
   */
  private async recordMove(
    tx: Tx,
    mover: Mover,
    current: LockedApplication,
    target: StageRow,
    toStatus: ApplicationStatus,
    attachments: OutboxAttachment[] = [],
    template?: TemplateRow,
  ): Promise<Move> {
    const [change] = await tx
      .insert(statusChanges)
      .values({
        applicationId: current.id,
        fromStatus: current.status,
        toStatus,
        fromStage: current.stageName,
        toStage: target.name,
        fromStageId: current.stageId,
        toStageId: target.id,
        fromOfferFileId: current.offerFileId,
        changedBy: 'member' in mover ? mover.member.userId : null,
        knockoutQuestion: 'knockout' in mover ? mover.knockout : null,
      })
      .returning({ id: statusChanges.id });
    await cancelHeldMail(tx, current.id);
    const mail = await this.moveMail(tx, mover, current, target, toStatus, attachments, template);
    if (!mail) return { id: current.id };
    const [company] = await tx
      .select({ delay: companies.stageEmailDelayMinutes })
      .from(companies)
      .where(eq(companies.id, current.companyId));
    const delay = company?.delay ?? STAGE_EMAIL_DELAY.default;
    // Without an undo window there is nothing to hold, and nothing an Undo could take back.
    if (delay === 0) {
      await enqueueMail(tx, mail);
      return { id: current.id };
    }
    const dueAt = new Date(Date.now() + delay * 60_000);
    await enqueueMail(tx, { ...mail, holdUntil: dueAt, statusChangeId: change!.id });
    return {
      id: current.id,
      undo: { status_change_id: change!.id, due_at: dueAt.toISOString(), candidate_name: current.firstName },
    };
  }

  /**
   * The one e-mail a move sends its candidate, from the member who moved them: `template`, chosen for a bulk move;
   * else the stage's template; else the status notice, when the status differs from the one the candidate last saw
   * (the held moves this one overtakes told them nothing); nothing from a stage of "No e-mail". A knock-out's e-mail
   * comes from the company, as its application's receipt did.
   */
  private async moveMail(
    tx: Tx,
    mover: Mover,
    current: LockedApplication,
    target: StageRow,
    toStatus: ApplicationStatus,
    attachments: OutboxAttachment[],
    template?: TemplateRow,
  ): Promise<OutgoingMail | undefined> {
    const member = 'member' in mover ? mover.member : null;
    const sender = member
      ? memberSender(current.companyName, member)
      : companySender(current.companyName, current.recruiterEmail);
    const from = { ...sender, applicationId: current.id, attachments };
    const [stageTemplate] =
      template || target.noEmail || !target.emailTemplateId
        ? []
        : await tx.select().from(emailTemplates).where(eq(emailTemplates.id, target.emailTemplateId));
    const chosen = template ?? stageTemplate;
    if (chosen) {
      const values = await mergeValuesFor(tx, member, current.id);
      if (!values) return undefined;
      const merged = mergeFor(chosen, values);
      return { to: current.email, subject: merged.subject, html: trustedHtml(merged.body), ...from };
    }
    if (target.noEmail || toStatus === current.seenStatus) return undefined;
    const notice = statusChangedMail(
      current.email,
      current.firstName,
      current.jobTitle,
      current.companyName,
      toStatus,
      this.appUrl,
      attachments.length > 0,
    );
    return { ...notice, ...from };
  }

  /**
   * Takes back a move whose e-mail is still held: the e-mail is not sent, the application goes back to the
   * status, stage and offer it came from, and the move leaves its history. Refused once the e-mail has gone or is
   * going, for any but the application's last move, and once the candidate has withdrawn the application.
   */
  async undoMove(member: Member, statusChangeId: string): Promise<string | undefined> {
    return this.db.transaction(async (tx) => {
      const [change] = await tx.select().from(statusChanges).where(eq(statusChanges.id, statusChangeId));
      const current = change && (await lockForReview(tx, member, change.applicationId));
      if (!change || !current) return undefined;
      if (current.withdrawnAt) throw new Refusal('conflict', APPLICATION_MESSAGES.withdrawnStatusLocked);
      const [latest] = await tx
        .select({ id: statusChanges.id })
        .from(statusChanges)
        .where(eq(statusChanges.applicationId, change.applicationId))
        .orderBy(desc(statusChanges.createdAt), desc(statusChanges.id))
        .limit(1);
      if (latest?.id !== change.id || change.fromStatus === null)
        throw new Refusal('conflict', PIPELINE_MESSAGES.undoLater);
      const taken = await takeBackHeldMail(tx, eq(outbox.statusChangeId, change.id));
      if (taken === 0) throw new Refusal('conflict', PIPELINE_MESSAGES.undoTooLate);
      const [back] = change.fromStageId
        ? await tx
            .select()
            .from(pipelineStages)
            .where(and(eq(pipelineStages.id, change.fromStageId), eq(pipelineStages.companyId, member.companyId)))
        : [];
      const stage = back ?? (await firstStageOf(tx, member.companyId, change.fromStatus));
      await tx
        .update(applications)
        .set({
          status: change.fromStatus,
          stageId: stage.id,
          offerFileId: change.fromOfferFileId,
          updatedAt: new Date(),
        })
        .where(eq(applications.id, change.applicationId));
      await tx.delete(statusChanges).where(eq(statusChanges.id, change.id));
      return change.applicationId;
    });
  }

  /** Answers the id of the application it wrote to, or nothing when the member sees no such application. */
  async sendEmail(member: Member, input: SendEmailInput): Promise<string | undefined> {
    const html = sanitizeRichText(input.message);
    if (isBlankRichText(html)) throw new Refusal('invalid', MAIL_MESSAGES.messageRequired);
    return this.db.transaction(async (tx) => {
      const application = await lockForReview(tx, member, input.id);
      if (!application) return undefined;
      await enqueueMail(tx, {
        to: application.email,
        subject: input.subject,
        html: trustedHtml(html),
        ...memberSender(application.companyName, member),
        applicationId: input.id,
      });
      return input.id;
    });
  }
}
