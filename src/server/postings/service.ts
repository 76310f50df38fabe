import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  POSTING_MESSAGES,
  RICH_TEXT_FIELDS,
  toSkillOptions,
  type Posting,
  type PostingInput,
} from '../../shared/postings.js';
import type { RecentJob } from '../../shared/apply.js';
import { startOfToday } from '../clock.js';
import type { Database } from '../db/database.js';
import { applications, postings, users } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { isBlankRichText, sanitizeRichText } from '../rich-text.js';

type PostingRow = typeof postings.$inferSelect;

const notFound = () => new HttpError(404, POSTING_MESSAGES.notFound);

/** Both counts come from the index on (posting_id, created_at), inside the one list query. */
const counts = {
  numApplications: sql<number>`(SELECT count(*)::int FROM ${applications} WHERE ${applications.postingId} = ${postings.id})`,
  appliedToday: sql<number>`(SELECT count(*)::int FROM ${applications} WHERE ${applications.postingId} = ${postings.id} AND ${applications.createdAt} >= ${startOfToday()})`,
};

const postingColumns = { posting: postings, companyName: users.name, ...counts };

function toPosting(
  appUrl: string,
  row: { posting: PostingRow; companyName: string; numApplications: number; appliedToday: number },
): Posting {
  const { posting } = row;
  return {
    id: posting.id,
    title: posting.title,
    department: posting.department,
    city: posting.city,
    country: posting.country,
    posting_date: posting.postingDate.toISOString(),
    deadline: posting.deadline.toISOString(),
    soft_skills: toSkillOptions(posting.softSkills),
    technical_skills: toSkillOptions(posting.technicalSkills),
    questions: posting.questions,
    recruiter_name: posting.recruiterName,
    recruiter_email: posting.recruiterEmail,
    about_company: posting.aboutCompany,
    about_job: posting.aboutJob,
    qualification: posting.qualification,
    key_requirements: posting.keyRequirements,
    nice_to_have: posting.niceToHave,
    other_remarks: posting.otherRemarks,
    is_active: posting.isActive,
    posting_link: postingLink(appUrl, posting.id),
    num_applications: row.numApplications,
    applied_today: row.appliedToday,
    company_name: row.companyName,
    created_at: posting.createdAt.toISOString(),
  };
}

export function postingLink(appUrl: string, postingId: string): string {
  return `${appUrl}/apply/${postingId}`;
}

/** Sanitizes the rich text and refuses a required field that is blank once the markup is gone. */
function toColumns(input: PostingInput) {
  const rich = Object.fromEntries(RICH_TEXT_FIELDS.map((field) => [field, sanitizeRichText(input[field])])) as Record<
    (typeof RICH_TEXT_FIELDS)[number],
    string
  >;
  for (const field of ['about_company', 'about_job', 'qualification', 'key_requirements'] as const) {
    if (isBlankRichText(rich[field])) throw new HttpError(400, POSTING_MESSAGES.required);
  }
  return {
    title: input.title,
    department: input.department,
    city: input.city,
    country: input.country,
    postingDate: input.posting_date,
    deadline: input.deadline,
    softSkills: input.soft_skills,
    technicalSkills: input.technical_skills,
    questions: input.questions,
    recruiterName: input.recruiter_name,
    recruiterEmail: input.recruiter_email,
    aboutCompany: rich.about_company,
    aboutJob: rich.about_job,
    qualification: rich.qualification,
    keyRequirements: rich.key_requirements,
    niceToHave: isBlankRichText(rich.nice_to_have) ? '' : rich.nice_to_have,
    otherRemarks: isBlankRichText(rich.other_remarks) ? '' : rich.other_remarks,
    isActive: input.is_active,
  };
}

export class PostingService {
  constructor(
    private readonly db: Database,
    private readonly appUrl: string,
  ) {}

  async create(companyId: string, input: PostingInput): Promise<Posting> {
    const [created] = await this.db
      .insert(postings)
      .values({ ...toColumns(input), companyId })
      .returning({ id: postings.id });
    return this.getOwn(companyId, created!.id);
  }

  async listOwn(companyId: string): Promise<Posting[]> {
    const rows = await this.db
      .select(postingColumns)
      .from(postings)
      .innerJoin(users, eq(users.id, postings.companyId))
      .where(and(eq(postings.companyId, companyId), isNull(postings.deletedAt)))
      .orderBy(desc(postings.createdAt));
    return rows.map((row) => toPosting(this.appUrl, row));
  }

  /** Another company's posting answers exactly like one that does not exist. */
  async getOwn(companyId: string, postingId: string): Promise<Posting> {
    const [row] = await this.db
      .select(postingColumns)
      .from(postings)
      .innerJoin(users, eq(users.id, postings.companyId))
      .where(and(eq(postings.id, postingId), eq(postings.companyId, companyId), isNull(postings.deletedAt)))
      .limit(1);
    if (!row) throw notFound();
    return toPosting(this.appUrl, row);
  }

  async update(companyId: string, postingId: string, input: PostingInput): Promise<Posting> {
    const updated = await this.db
      .update(postings)
      .set({ ...toColumns(input), updatedAt: new Date() })
      .where(and(eq(postings.id, postingId), eq(postings.companyId, companyId), isNull(postings.deletedAt)))
      .returning({ id: postings.id });
    if (updated.length === 0) throw notFound();
    return this.getOwn(companyId, postingId);
  }

  async softDelete(companyId: string, postingId: string): Promise<void> {
    const deleted = await this.db
      .update(postings)
      .set({ deletedAt: new Date() })
      .where(and(eq(postings.id, postingId), eq(postings.companyId, companyId), isNull(postings.deletedAt)))
      .returning({ id: postings.id });
    if (deleted.length === 0) throw notFound();
  }

  /** What a candidate may apply to: active, not deleted, deadline not passed. */
  async getOpen(postingId: string): Promise<Posting> {
    const [row] = await this.db
      .select(postingColumns)
      .from(postings)
      .innerJoin(users, eq(users.id, postings.companyId))
      .where(eq(postings.id, postingId))
      .limit(1);
    if (!row || row.posting.deletedAt) throw notFound();
    if (!row.posting.isActive || row.posting.deadline.getTime() <= Date.now())
      throw new HttpError(410, POSTING_MESSAGES.closed);
    return toPosting(this.appUrl, row);
  }

  /** Open postings, newest first, for candidates: only what a job card shows, never the descriptions. */
  async listOpen(): Promise<RecentJob[]> {
    const rows = await this.db
      .select({
        id: postings.id,
        title: postings.title,
        city: postings.city,
        country: postings.country,
        companyName: users.name,
        ...counts,
      })
      .from(postings)
      .innerJoin(users, eq(users.id, postings.companyId))
      .where(and(isNull(postings.deletedAt), eq(postings.isActive, true), gt(postings.deadline, sql`now()`)))
      .orderBy(desc(postings.createdAt));
    return rows.map((row) => ({
      posting_id: row.id,
      job_title: row.title,
      location: `${row.city}, ${row.country}`,
      company_name: row.companyName,
      num_applicants: row.numApplications,
      applied_today: row.appliedToday,
    }));
  }
}
