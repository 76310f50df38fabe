import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Role } from '../../shared/auth.js';
import { PERMISSIONS, type Permission } from '../../shared/roles.js';
import type { Database } from '../db/database.js';
import { hiringTeamMembers } from '../db/schema.js';
import { interviewsFor } from './visibility.js';
import { activeSession } from './sessions.js';

/** What each row of a read through `withCaller` carries about the session that read it. */
export interface CallerOfRow {
  /** The caller's session when it is due to be written as seen (see `SessionKey.touchBefore`), else NULL. */
  sessionToTouch: string | null;
}

/**
 * For a read that looks the caller's session up in its own statement, which saves a round trip: `caller` is a
 * one-row CTE holding the active session behind the statement's `SessionKey` placeholders, `idOf(role)` the caller's
 * user id as a scalar sub-query, NULL for a caller of another role or none, so that rows scoped by it exist only
 * for a caller the route may admit, and `sessionToTouch` the column each row carries for `guards.read`. A
 * read that finds no row cannot tell an empty answer from a refused caller, and `guards.read` looks the session up
 * on its own then.
 */
export function withCaller(db: Database) {
  const caller = db.$with('caller').as(activeSession(db));
  const seesPosting = (postingId: SQLWrapper) =>
    sql<boolean>`(EXISTS (SELECT 1 FROM ${caller} WHERE ${caller.memberRole} IN ${sql.raw(rolesList('seeEveryPosting'))}) OR EXISTS (SELECT 1 FROM ${hiringTeamMembers} WHERE ${hiringTeamMembers.postingId} = ${postingId} AND ${hiringTeamMembers.memberId} = (SELECT ${caller.userId} FROM ${caller})))`;
  return {
    caller,
    idOf: (role: Role) => sql<string>`(SELECT ${caller.userId} FROM ${caller} WHERE ${caller.role} = ${role})`,
    /** The caller's company, NULL unless the caller is a member whose role allows `permission`. */
    companyOf: (permission: Permission) =>
      sql<string>`(SELECT ${caller.companyId} FROM ${caller} WHERE ${caller.memberRole} IN ${sql.raw(rolesList(permission))})`,
    /**
     * Whether the caller may see the posting `postingId` of their company: every one for an Admin or a Recruiter,
     * those whose hiring team they are on for the others.
     */
    seesPosting,
    /** Whether the caller may read the application `applicationId`: through its posting, or as its interviewer. */
    seesApplication: (postingId: SQLWrapper, applicationId: SQLWrapper) =>
      sql<boolean>`(${seesPosting(postingId)} OR ${interviewsFor(sql`(SELECT ${caller.userId} FROM ${caller})`, applicationId)})`,
    /** Whether the caller's role allows `permission`. */
    may: (permission: Permission) =>
      sql<boolean>`EXISTS (SELECT 1 FROM ${caller} WHERE ${caller.memberRole} IN ${sql.raw(rolesList(permission))})`,
    /** The company's name, for a member: its rows need not join `companies` for it. */
    companyName: sql<string>`(SELECT ${caller.companyName} FROM ${caller})`,
    sessionToTouch: sql<string | null>`(SELECT ${caller.sessionId} FROM ${caller} WHERE ${caller.stale})`.as(
      'session_to_touch',
    ),
  };
}

/** `('admin', 'recruiter')`: the roles that allow a permission, as SQL; constants of ours, never input. */
function rolesList(permission: Permission): string {
  return `(${PERMISSIONS[permission].roles.map((role) => `'${role}'`).join(', ')})`;
}
