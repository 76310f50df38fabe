import { and, eq, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { can, PERMISSIONS } from '../../shared/roles.js';
import type { Member } from './sessions.js';
import { applications, hiringTeamMembers, interviewInterviewers, interviews, postings, users } from '../db/schema.js';

/**
 * Whether `member` may see the posting `postingId` of their company: every one for an Admin or a Recruiter, those
 * whose hiring team they are on for the others. For statements built per call; a prepared statement uses
 * `withCaller().seesPosting` or the postings' `visibleToMember` placeholders instead.
 */
export function memberSeesPosting(member: Member, postingId: SQLWrapper): SQL | undefined {
  if (can(member.memberRole, 'seeEveryPosting')) return undefined;
  return sql`EXISTS (SELECT 1 FROM ${hiringTeamMembers} WHERE ${hiringTeamMembers.postingId} = ${postingId} AND ${hiringTeamMembers.memberId} = ${member.userId})`;
}

/** Whether the statement's `postings` row is the posting `postingId`, not deleted, and one `member` may see. */
export const seenPosting = (member: Member, postingId: string) =>
  and(
    eq(postings.id, postingId),
    eq(postings.companyId, member.companyId),
    isNull(postings.deletedAt),
    memberSeesPosting(member, postings.id),
  );

/**
 * Whether the statement's `users` row is a current member who may read the applications to the posting `postingId`:
 * the rule of `memberSeesPosting`, for choosing among many members at once. The caller names the company.
 */
export function userSeesPosting(postingId: SQLWrapper): SQL {
  return and(
    isNull(users.removedAt),
    inArray(users.memberRole, [...PERMISSIONS.readApplications.roles]),
    or(
      inArray(users.memberRole, [...PERMISSIONS.seeEveryPosting.roles]),
      sql`EXISTS (SELECT 1 FROM ${hiringTeamMembers} WHERE ${hiringTeamMembers.postingId} = ${postingId} AND ${hiringTeamMembers.memberId} = ${users.id})`,
    ),
  )!;
}

/**
 * Leaves out the company's deleted postings through one hashed list (a partial index finds them, and there are
 * few) rather than a look-up per row.
 */
export const notOfDeletedPosting = (postingId: AnyPgColumn, companyId: SQL) =>
  sql`${postingId} NOT IN (SELECT ${postings.id} FROM ${postings} WHERE ${postings.companyId} = ${companyId} AND ${postings.deletedAt} IS NOT NULL)`;

/**
 * Whether the member `memberId` is invited to an interview of the application `applicationId` that is not cancelled:
 * they read that application, as its posting's team does, even off the team, until they are removed from it. It
 * opens that application alone, never its posting's other applications nor its board.
 */
export const interviewsFor = (memberId: SQLWrapper, applicationId: SQLWrapper) =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${interviewInterviewers} JOIN ${interviews} ON ${interviews.id} = ${interviewInterviewers.interviewId} WHERE ${interviews.applicationId} = ${applicationId} AND ${interviewInterviewers.memberId} = ${memberId} AND ${interviewInterviewers.removedAt} IS NULL AND ${interviews.status} <> 'cancelled')`;

/**
 * Whether `member` may see the application in the statement's `applications` row: through its posting, or as one of
 * its interviewers. A deleted posting's applications are closed to its company: only their candidates keep them.
 */
export function memberSeesApplication(member: Member): SQL | undefined {
  const throughPosting = memberSeesPosting(member, applications.postingId);
  return and(
    eq(applications.companyId, member.companyId),
    notOfDeletedPosting(applications.postingId, sql`${member.companyId}`),
    throughPosting && or(throughPosting, interviewsFor(sql`${member.userId}`, applications.id)),
  );
}
