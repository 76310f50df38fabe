import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { listVersionOf } from '../db/list-version.js';
import type { ApplicationForm } from '../../shared/application-forms.js';
import { isRequiredMessage, POSTING_MESSAGES, type PostingInput, RICH_TEXT_FIELDS } from '../../shared/posting-form.js';
import type { ApplyPosting, Posting, PostingCard } from '../../shared/postings.js';
import type { RecentPostingsList, RecentPostingsQuery } from '../../shared/recent-postings.js';
import { withCaller, type CallerOfRow } from '../auth/index.js';
import type { Member, SessionKey } from '../auth/index.js';
import type { Database, Tx } from '../db/database.js';
import {
  applicationCounts,
  applications,
  companies,
  companyProfiles,
  hiringTeamMembers,
  postings,
  users,
} from '../db/schema.js';
import { brandOf, brandView } from '../mail/brand.js';
import { Refusal } from '../refusal.js';
import { isBlankRichText, sanitizeRichText } from '../rich-text.js';
import {
  keptToday,
  ownPostingColumns,
  postingColumns,
  toOwnPosting,
  toPosting,
  visibilityOf,
  visibleToMember,
} from './posting-rows.js';
import { RecentPostings } from './recent-postings.js';

/** Sanitizes the rich text and refuses a required field that is blank once the markup is gone. */
function toColumns(input: PostingInput) {
  const rich = Object.fromEntries(RICH_TEXT_FIELDS.map((field) => [field, sanitizeRichText(input[field])])) as Record<
    (typeof RICH_TEXT_FIELDS)[number],
    string
  >;
  for (const field of ['about_company', 'about_job', 'qualification', 'key_requirements'] as const) {
    if (isBlankRichText(rich[field])) throw new Refusal('invalid', isRequiredMessage(field));
  }
  return {
    title: input.title,
    department: input.department,
    city: input.city,
    country: input.country,
    postingDate: input.posting_date,
    deadline: input.deadline,
    softSkills: input.no_skills ? [] : (input.soft_skills ?? []),
    technicalSkills: input.no_skills ? [] : (input.technical_skills ?? []),
    questions: input.questions.map((question) => question.text),
    // The specification's questions are all free text: their texts say everything.
    questionDetails: input.questions.every((question) => question.kind === 'text') ? null : input.questions,
    recruiterName: input.recruiter_name,
    recruiterEmail: input.recruiter_email,
    aboutCompany: rich.about_company,
    aboutJob: rich.about_job,
    qualification: rich.qualification,
    keyRequirements: rich.key_requirements,
    niceToHave: isBlankRichText(rich.nice_to_have) ? '' : rich.nice_to_have,
    otherRemarks: isBlankRichText(rich.other_remarks) ? '' : rich.other_remarks,
    isActive: input.is_active,
    // Absent keeps what is stored: the specification's clients send a whole posting without these.
    ...definedOnly({
      employmentType: input.employment_type,
      workplace: input.workplace,
      salaryMin: input.salary_min,
      salaryMax: input.salary_max,
      salaryCurrency: input.salary_currency,
      salaryPeriod: input.salary_period,
      openings: input.openings,
    }),
  };
}

/** The specification's wizard asks at least one question; the quick form may ask none. */
function assertQuestionsFit(form: ApplicationForm, input: PostingInput): void {
  if (form === 'full' && input.questions.length === 0) {
    throw new Refusal('invalid', POSTING_MESSAGES.oneQuestion, 'questions');
  }
}

function definedOnly<T extends object>(values: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}

/**
 * What the recruiters' postings list is made of besides its rows: the company's list version, which every change to
 * its postings and applications moves, and the day its "applied today" counts are for.
 */
const listStateOf = (companyId: SQL) => ({
  companyId: sql<string>`${companyId}`,
  listVersion: listVersionOf(companyId),
  today: sql<string>`current_date::text`,
});

function ownListTag(companyId: string, state: { listVersion: string | null; today: string }): string {
  return createHash('sha256')
    .update(`postings\n${companyId}\n${state.listVersion ?? 'empty'}\n${state.today}`)
    .digest('base64url')
    .slice(0, 27);
}

/**
 * Postings, for their company and for candidates. The calls made on every page view are prepared statements:
 * PostgreSQL plans them once per connection instead of on every request.
 */
export class PostingService {
  private readonly ownQuery;
  private readonly ownListQuery;
  private readonly ownListTagQuery;
  private readonly openQuery;
  private readonly openTagQuery;
  private readonly candidateApplicationQuery;
  private readonly recent: RecentPostings;

  constructor(
    private readonly db: Database,
    private readonly appUrl: string,
  ) {
    const own = and(eq(postings.companyId, sql.placeholder('companyId')), isNull(postings.deletedAt));
    this.ownQuery = db
      .select(ownPostingColumns)
      .from(postings)
      .innerJoin(companies, eq(companies.id, postings.companyId))
      .where(and(own, eq(postings.id, sql.placeholder('postingId')), visibleToMember))
      .limit(1)
      .prepare('own_posting');
    const recruiter = withCaller(db);
    // All of a company's counts come from one range of their company index, rather than a look-up per card.
    const companyId = recruiter.companyOf('readApplications');
    this.ownListQuery = db
      .with(recruiter.caller)
      .select({
        id: postings.id,
        title: postings.title,
        city: postings.city,
        country: postings.country,
        deadline: postings.deadline,
        isActive: postings.isActive,
        numApplications: sql<number>`coalesce(${applicationCounts.total}, 0)`,
        appliedToday: sql<number>`coalesce(${keptToday}, 0)`,
        ...listStateOf(companyId),
        sessionToTouch: recruiter.sessionToTouch,
      })
      .from(postings)
      .leftJoin(
        applicationCounts,
        and(eq(applicationCounts.postingId, postings.id), eq(applicationCounts.companyId, companyId)),
      )
      .where(and(eq(postings.companyId, companyId), isNull(postings.deletedAt), recruiter.seesPosting(postings.id)))
      .orderBy(desc(postings.createdAt), desc(postings.id))
      .prepare('own_postings');
    // The same company, state and session, for a member who sees every posting: their list is everyone's.
    const everyPosting = withCaller(db);
    const everyCompanyId = everyPosting.companyOf('seeEveryPosting');
    this.ownListTagQuery = db
      .with(everyPosting.caller)
      .select({ ...listStateOf(everyCompanyId), sessionToTouch: everyPosting.sessionToTouch })
      .from(everyPosting.caller)
      .where(sql`${everyCompanyId} IS NOT NULL`)
      .prepare('own_postings_tag');
    const openRow = db
      .select({
        ...postingColumns,
        companyPictureId: companyProfiles.pictureFileId,
        brandColor: companyProfiles.brandColor,
        showPoweredBy: companyProfiles.showPoweredBy,
      })
      .from(postings)
      .innerJoin(companies, eq(companies.id, postings.companyId))
      .leftJoin(companyProfiles, eq(companyProfiles.companyId, postings.companyId))
      .where(eq(postings.id, sql.placeholder('postingId')))
      .limit(1);
    this.openQuery = openRow.prepare('open_posting');
    // A digest of every column the public answer is made of: any change to the posting, its company, its brand or its
    // counts gives another tag, however the answer grows. Whether it is open now is asked apart: time closes it.
    this.openTagQuery = db
      .select({
        tag: sql<string>`md5(open_row::text)`,
        open: sql<boolean>`(open_row.deleted_at IS NULL AND open_row.is_active
          AND (open_row.deadline IS NULL OR open_row.deadline > now()))`,
      })
      .from(sql`(${openRow}) AS open_row`)
      .prepare('open_posting_tag');

    this.candidateApplicationQuery = db
      .select({ id: applications.id, createdAt: applications.createdAt })
      .from(applications)
      .where(
        and(
          eq(applications.postingId, sql.placeholder('postingId')),
          eq(applications.candidateId, sql.placeholder('candidateId')),
        ),
      )
      .limit(1)
      .prepare('candidate_application_to_posting');
    this.recent = new RecentPostings(db);
  }

  async create(member: Member, input: PostingInput): Promise<Posting> {
    const id = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(postings)
        .values({
          ...toColumns(input),
          applicationForm:
            input.application_form ??
            sql`(SELECT ${companies.defaultApplicationForm} FROM ${companies} WHERE ${companies.id} = ${member.companyId})`,
          companyId: member.companyId,
          createdBy: member.userId,
          updatedBy: member.userId,
        })
        .returning({ id: postings.id, applicationForm: postings.applicationForm });
      // The specification's payload names no form, and its rule holds for it whatever the company's default: at
      // least one question.
      assertQuestionsFit(input.application_form === undefined ? 'full' : created!.applicationForm, input);
      await setHiringTeam(tx, member.companyId, created!.id, input.hiring_team ?? []);
      return created!.id;
    });
    this.recent.forgetSummary();
    return (await this.getOwn(member, id))!;
  }

  /**
   * The postings of the recruiter whose session `key` names, as cards, newest first: the descriptions stay out of
   * the list. The route admits the caller with the `firstRow` (see `withCaller`).
   */
  async listOwn(
    key: SessionKey,
  ): Promise<{ firstRow: CallerOfRow | undefined; cards: PostingCard[]; tag: string | undefined }> {
    const rows = await this.ownListQuery.execute({ ...key });
    const cards = rows.map((row) => ({
      id: row.id,
      title: row.title,
      city: row.city,
      country: row.country,
      deadline: row.deadline?.toISOString() ?? null,
      is_active: row.isActive,
      num_applications: row.numApplications,
      applied_today: row.appliedToday,
    }));
    const [first] = rows;
    return { firstRow: first, cards, tag: first && ownListTag(first.companyId, first) };
  }

  /**
   * The company and the tag of its postings list as they stand, for a live session of a member who sees every
   * posting; one statement that also looks the session up (the route admits the caller with the `firstRow`).
   */
  async ownListTag(
    key: SessionKey,
  ): Promise<{ firstRow: CallerOfRow | undefined; current?: { companyId: string; tag: string } }> {
    const [row] = await this.ownListTagQuery.execute({ ...key });
    return { firstRow: row, current: row && { companyId: row.companyId, tag: ownListTag(row.companyId, row) } };
  }

  /**
   * Another company's posting, and one of the member's company whose hiring team a Hiring Manager or Interviewer is not
   * on, answer exactly like one that does not exist.
   */
  async getOwn(member: Member, postingId: string): Promise<Posting | undefined> {
    const [row] = await this.ownQuery.execute({ companyId: member.companyId, postingId, ...visibilityOf(member) });
    return row && toOwnPosting(this.appUrl, row);
  }

  async update(member: Member, postingId: string, input: PostingInput): Promise<Posting | undefined> {
    const updated = await this.db.transaction(async (tx) => {
      const rows = await tx
        .update(postings)
        .set({
          ...toColumns(input),
          ...definedOnly({ applicationForm: input.application_form }),
          updatedAt: new Date(),
          updatedBy: member.userId,
        })
        .where(and(eq(postings.id, postingId), eq(postings.companyId, member.companyId), isNull(postings.deletedAt)))
        .returning({ id: postings.id, applicationForm: postings.applicationForm });
      if (rows[0]) assertQuestionsFit(rows[0].applicationForm, input);
      if (rows.length > 0 && input.hiring_team) await setHiringTeam(tx, member.companyId, postingId, input.hiring_team);
      return rows.length > 0;
    });
    if (!updated) return undefined;
    this.recent.forgetSummary();
    return this.getOwn(member, postingId);
  }

  /** Stops applications to the posting and answers it as it now is; nothing when the member has no such posting. */
  async close(member: Member, postingId: string): Promise<Posting | undefined> {
    const closed = await this.db
      .update(postings)
      .set({ isActive: false, updatedAt: new Date(), updatedBy: member.userId })
      .where(and(eq(postings.id, postingId), eq(postings.companyId, member.companyId), isNull(postings.deletedAt)))
      .returning({ id: postings.id });
    if (closed.length === 0) return undefined;
    this.recent.forgetSummary();
    return this.getOwn(member, postingId);
  }

  /** Answers the id of the posting it deleted. */
  async softDelete(member: Member, postingId: string): Promise<string | undefined> {
    const deleted = await this.db
      .update(postings)
      .set({ deletedAt: new Date(), updatedBy: member.userId })
      .where(and(eq(postings.id, postingId), eq(postings.companyId, member.companyId), isNull(postings.deletedAt)))
      .returning({ id: postings.id });
    if (deleted.length === 0) return undefined;
    this.recent.forgetSummary();
    return postingId;
  }

  /**
   * The tag of the version of a posting's public answer, and whether it is open now: `undefined` when there is no such
   * posting. `postingId` must be a uuid.
   */
  async openTag(postingId: string): Promise<{ tag: string; open: boolean } | undefined> {
    const [row] = await this.openTagQuery.execute({ postingId });
    return row;
  }

  /** A posting a candidate may apply to; a closed one says so (410) rather than pretending it never existed. */
  async getOpen(postingId: string): Promise<ApplyPosting | undefined> {
    const [row] = await this.openQuery.execute({ postingId });
    if (!row || row.posting.deletedAt) return undefined;
    if (!row.posting.isActive || (row.posting.deadline !== null && row.posting.deadline.getTime() <= Date.now()))
      throw new Refusal('closed', POSTING_MESSAGES.closed);
    const brand = brandOf({
      name: row.companyName,
      brandColor: row.brandColor,
      pictureFileId: row.companyPictureId,
      showPoweredBy: row.showPoweredBy ?? true,
    });
    return {
      ...toPosting(this.appUrl, row),
      company_logo_url: brand.logoPath,
      company_brand: brandView(brand),
    };
  }

  /** The candidate's own application to a posting, as the apply view shows it beside the posting. */
  async candidateApplication(
    candidateId: string,
    postingId: string,
  ): Promise<{ applied_at: string | null; application_id: string | null }> {
    const [row] = await this.candidateApplicationQuery.execute({ candidateId, postingId });
    return { applied_at: row?.createdAt.toISOString() ?? null, application_id: row?.id ?? null };
  }

  /** Open postings, newest first, for the candidate whose session `key` names (see `RecentPostings.list`). */
  listOpen(
    key: SessionKey,
    query?: RecentPostingsQuery,
  ): Promise<RecentPostingsList & { firstRow: CallerOfRow | undefined }> {
    return this.recent.list(key, query);
  }
}

/** Makes `memberIds` the posting's hiring team; each must be a current member of the company. */
async function setHiringTeam(tx: Tx, companyId: string, postingId: string, memberIds: string[]): Promise<void> {
  if (memberIds.length > 0) {
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, memberIds), eq(users.companyId, companyId), isNull(users.removedAt)));
    if (found.length !== memberIds.length) throw new Refusal('invalid', POSTING_MESSAGES.hiringTeam);
  }
  await tx.delete(hiringTeamMembers).where(eq(hiringTeamMembers.postingId, postingId));
  if (memberIds.length > 0) {
    await tx.insert(hiringTeamMembers).values(memberIds.map((memberId) => ({ postingId, memberId })));
  }
}
