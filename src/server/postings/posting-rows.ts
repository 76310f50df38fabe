import { and, gt, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { publicPostingPath } from '../../shared/careers.js';
import type { Posting } from '../../shared/postings.js';
import { questionDetailsOf } from '../../shared/questions.js';
import { can } from '../../shared/roles.js';
import { skillOptionsOf, SOFT_SKILLS, TECHNICAL_SKILLS } from '../../shared/skills.js';
import type { Member } from '../auth/index.js';
import { applicationCounts, companies, hiringTeamMembers, postings, users } from '../db/schema.js';

// A posting's columns as its reads select them, and the read models made from its rows.
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
export const keptToday = sql`CASE WHEN ${applicationCounts.day} = current_date THEN ${applicationCounts.onDay} ELSE 0 END`;

export const counts = { numApplications, appliedToday: keptCount(keptToday) };

export const postingColumns = {
  posting: postings,
  companyName: companies.name,
  companySlug: companies.slug,
  quickFormFields: companies.quickFormFields,
  ...counts,
};

const memberName = (id: SQLWrapper) =>
  sql<string | null>`(SELECT ${users.name} FROM ${users} WHERE ${users.id} = ${id})`;

/** What the company's own members read of a posting beyond the public view: its team, and who posted and changed it. */
export const ownPostingColumns = {
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
export const visibleToMember = sql`(${sql.placeholder('seesEvery')}::boolean OR EXISTS (SELECT 1 FROM ${hiringTeamMembers} WHERE ${hiringTeamMembers.postingId} = ${outerPostingId} AND ${hiringTeamMembers.memberId} = ${sql.placeholder('memberId')}))`;

/** The placeholders' values of `visibleToMember`. */
export function visibilityOf(member: Member): { memberId: string; seesEvery: boolean } {
  return { memberId: member.userId, seesEvery: can(member.memberRole, 'seeEveryPosting') };
}

/**
 * What a candidate may apply to: active, not deleted, open until filled or deadline not passed. `is_active` stands
 * alone rather than compared with a parameter, so that the statements' generic plans match the open postings' partial
 * index.
 */
export const isOpen = and(
  isNull(postings.deletedAt),
  sql`${postings.isActive}`,
  or(isNull(postings.deadline), gt(postings.deadline, sql`now()`)),
);

export function toOwnPosting(
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

export function toPosting(
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
