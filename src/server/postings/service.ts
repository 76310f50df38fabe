import { and, desc, eq, gt, ilike, inArray, isNull, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { type ApplicationForm } from '../../shared/application-forms.js';
import { type ApplyPosting, type Posting, type PostingCard } from '../../shared/postings.js';
import { isRequiredMessage, POSTING_MESSAGES, type PostingInput, RICH_TEXT_FIELDS } from '../../shared/posting-form.js';
import { postingLocation } from '../../shared/locations.js';
import { type RecentPosting, type RecentPostingsList, type RecentPostingsQuery } from '../../shared/recent-postings.js';
import { skillOptionsOf, SOFT_SKILLS, TECHNICAL_SKILLS } from '../../shared/skills.js';
import { questionDetailsOf } from '../../shared/questions.js';
import { publicPostingPath } from '../../shared/careers.js';
import { withCaller, type CallerOfRow } from '../auth/caller.js';
import type { Member, SessionKey } from '../auth/sessions.js';
import { can } from '../../shared/roles.js';
import type { Tx } from '../db/database.js';
import type { Database } from '../db/database.js';
import { pageWithTotal, totalColumn } from '../db/paging.js';
import { containsPattern } from '../db/patterns.js';
import {
  applicationCounts,
  applications,
  companies,
  companyProfiles,
  hiringTeamMembers,
  postings,
  users,
} from '../db/schema.js';
import { picturePath } from '../../shared/files.js';
import { Refusal } from '../refusal.js';
import { isBlankRichText, sanitizeRichText } from '../rich-text.js';

type PostingRow = typeof postings.$inferSelect;

/**
 * The outer posting's id, always table-qualified: Drizzle leaves columns unqualified in a single-table select,
 * where a bare "id" inside a sub-query would mean the sub-query's own row.
 */
const outerPostingId = sql`${sql.identifier('postings')}.${sql.identifier('id')}`;

/**
 * A column of the outer posting's row in the counts a trigger keeps: one primary-key read. A sub-query rather than
 * a join, so that PostgreSQL reads one row per posting even where it would rather scan the whole small table.
 */
const keptCount = (column: SQL) =>
  sql<number>`coalesce((SELECT ${column} FROM ${applicationCounts} WHERE ${applicationCounts.postingId} = ${outerPostingId}), 0)`;

/** The outer posting's number of applications. */
const numApplications = keptCount(sql`${applicationCounts.total}`);

// The kept day is the last one an application arrived on: once it has passed, none arrived today.
const keptToday = sql`CASE WHEN ${applicationCounts.day} = current_date THEN ${applicationCounts.onDay} ELSE 0 END`;

const counts = { numApplications, appliedToday: keptCount(keptToday) };

const postingColumns = {
  posting: postings,
  companyName: companies.name,
  companySlug: companies.slug,
  quickFormFields: companies.quickFormFields,
  ...counts,
};

const memberName = (id: SQLWrapper) =>
  sql<string | null>`(SELECT ${users.name} FROM ${users} WHERE ${users.id} = ${id})`;

/** What the company's own members read of a posting beyond the public view: its team, and who posted and changed it. */
const ownPostingColumns = {
  ...postingColumns,
  hiringTeam: sql<
    string[]
  >`array(SELECT ${hiringTeamMembers.memberId}::text FROM ${hiringTeamMembers} WHERE ${hiringTeamMembers.postingId} = ${outerPostingId} ORDER BY 1)`,
  createdByName: memberName(postings.createdBy),
  updatedByName: memberName(postings.updatedBy),
};

/**
 * Whether the member the statement's `memberId` and `seesEvery` placeholders name may see the outer posting: every one
 * of their company's, or those whose hiring team they are on.
 */
const visibleToMember = sql`(${sql.placeholder('seesEvery')}::boolean OR EXISTS (SELECT 1 FROM ${hiringTeamMembers} WHERE ${hiringTeamMembers.postingId} = ${outerPostingId} AND ${hiringTeamMembers.memberId} = ${sql.placeholder('memberId')}))`;

/** The placeholders' values of `visibleToMember`. */
function visibilityOf(member: Member): { memberId: string; seesEvery: boolean } {
  return { memberId: member.userId, seesEvery: can(member.memberRole, 'seeEveryPosting') };
}

/**
 * What a candidate may apply to: active, not deleted, open until filled or deadline not passed. `is_active` stands
 * alone rather than compared with a parameter, so that the statements' generic plans match the open postings' partial
 * index.
 */
const isOpen = and(
  isNull(postings.deletedAt),
  sql`${postings.isActive}`,
  or(isNull(postings.deadline), gt(postings.deadline, sql`now()`)),
);

function toOwnPosting(
  appUrl: string,
  row: Parameters<typeof toPosting>[1] & {
    hiringTeam: string[];
    createdByName: string | null;
    updatedByName: string | null;
  },
): Posting {
  return {
    ...toPosting(appUrl, row),
    hiring_team: row.hiringTeam,
    created_by_name: row.createdByName,
    updated_by_name: row.updatedByName,
    updated_at: row.posting.updatedAt.toISOString(),
  };
}

function toPosting(
  appUrl: string,
  row: {
    posting: PostingRow;
    companyName: string;
    companySlug: string | null;
    quickFormFields: Posting['quick_form_fields'];
    numApplications: number;
    appliedToday: number;
  },
): Posting {
  const { posting } = row;
  return {
    id: posting.id,
    title: posting.title,
    department: posting.department,
    city: posting.city,
    country: posting.country,
    posting_date: posting.postingDate.toISOString(),
    deadline: posting.deadline?.toISOString() ?? null,
    soft_skills: skillOptionsOf(SOFT_SKILLS, posting.softSkills),
    technical_skills: skillOptionsOf(TECHNICAL_SKILLS, posting.technicalSkills),
    no_skills: posting.softSkills.length === 0 && posting.technicalSkills.length === 0,
    questions: posting.questions,
    question_details: questionDetailsOf(posting.questions, posting.questionDetails),
    application_form: posting.applicationForm,
    quick_form_fields: posting.applicationForm === 'quick' ? row.quickFormFields : [],
    recruiter_name: posting.recruiterName,
    recruiter_email: posting.recruiterEmail,
    about_company: posting.aboutCompany,
    about_job: posting.aboutJob,
    qualification: posting.qualification,
    key_requirements: posting.keyRequirements,
    nice_to_have: posting.niceToHave,
    other_remarks: posting.otherRemarks,
    is_active: posting.isActive,
    posting_link: postingPath(posting.id),
    posting_url: `${appUrl}/${postingPath(posting.id)}`,
    public_url: `${appUrl}${publicPostingPath(row.companySlug ?? '', posting.id)}`,
    employment_type: posting.employmentType,
    workplace: posting.workplace,
    salary_min: posting.salaryMin,
    salary_max: posting.salaryMax,
    salary_currency: posting.salaryCurrency,
    salary_period: posting.salaryPeriod,
    openings: posting.openings,
    num_applications: row.numApplications,
    applied_today: row.appliedToday,
    company_name: row.companyName,
    created_at: posting.createdAt.toISOString(),
  };
}

// Relative, as the original backend answers it: its client puts its own origin in front.
function postingPath(postingId: string): string {
  return `apply/${postingId}`;
}

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
 * Postings, for their company and for candidates. The calls made on every page view are prepared statements:
 * PostgreSQL plans them once per connection instead of on every request.
 */
export class PostingService {
  private readonly ownQuery;
  private readonly ownListQuery;
  private readonly openQuery;
  private readonly openPageQuery;
  private readonly openCountQuery;
  private readonly matchingPageQuery;
  private readonly matchingCountQuery;
  private readonly openCitiesQuery;
  private readonly candidateApplicationQuery;
  private summary?: { expiresAt: number; value: Promise<OpenSummary> };

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
    this.openQuery = db
      .select({ ...postingColumns, companyPictureId: companyProfiles.pictureFileId })
      .from(postings)
      .innerJoin(companies, eq(companies.id, postings.companyId))
      .leftJoin(companyProfiles, eq(companyProfiles.companyId, postings.companyId))
      .where(eq(postings.id, sql.placeholder('postingId')))
      .limit(1)
      .prepare('open_posting');

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
    this.openCitiesQuery = db
      .selectDistinct({ city: postings.city })
      .from(postings)
      // A remote posting may name no city: the filter offers none blank.
      .where(and(isOpen, ne(postings.city, '')))
      .orderBy(postings.city)
      .prepare('open_posting_cities');
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
      assertQuestionsFit(created!.applicationForm, input);
      await setHiringTeam(tx, member.companyId, created!.id, input.hiring_team ?? []);
      return created!.id;
    });
    this.summary = undefined;
    return (await this.getOwn(member, id))!;
  }

  /**
   * The postings of the recruiter whose session `key` names, as cards, newest first: the descriptions stay out of
   * the list. The route admits the caller with the `firstRow` (see `withCaller`).
   */
  async listOwn(key: SessionKey): Promise<{ firstRow: CallerOfRow | undefined; cards: PostingCard[] }> {
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
    return { firstRow: rows[0], cards };
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
    this.summary = undefined;
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
    this.summary = undefined;
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
    this.summary = undefined;
    return postingId;
  }

  /** A posting a candidate may apply to; a closed one says so (410) rather than pretending it never existed. */
  async getOpen(postingId: string): Promise<ApplyPosting | undefined> {
    const [row] = await this.openQuery.execute({ postingId });
    if (!row || row.posting.deletedAt) return undefined;
    if (!row.posting.isActive || (row.posting.deadline !== null && row.posting.deadline.getTime() <= Date.now()))
      throw new Refusal('closed', POSTING_MESSAGES.closed);
    const logo = row.companyPictureId ? picturePath(row.companyPictureId) : null;
    return { ...toPosting(this.appUrl, row), company_logo_url: logo };
  }

  /** The candidate's own application to a posting, as the apply view shows it beside the posting. */
  async candidateApplication(
    candidateId: string,
    postingId: string,
  ): Promise<{ applied_at: string | null; application_id: string | null }> {
    const [row] = await this.candidateApplicationQuery.execute({ candidateId, postingId });
    return { applied_at: row?.createdAt.toISOString() ?? null, application_id: row?.id ?? null };
  }

  /**
   * Open postings, newest first, for the candidate whose session `key` names: only what a job card shows, never the
   * descriptions. The route admits the caller with the `firstRow` (see `withCaller`).
   */
  async listOpen(
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
