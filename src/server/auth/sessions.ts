import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { MemberRole, MemberSummary, Role } from '../../shared/auth.js';
import { PERMISSIONS } from '../../shared/roles.js';
import { hasOwnName } from '../../shared/team.js';
import type { Database } from '../db/database.js';
import { apiTokens, companies, sessions, users } from '../db/schema.js';
import type { Tx } from '../db/database.js';
import { rememberReaderTerms, type ToldTerms } from './reader-terms.js';
import { newSessionToken, sha256 } from './tokens.js';

/** A session ends after this long without use… */
const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** …and after this long in any case. */
const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Writing last-seen on every request would turn reads into writes; a minute's precision is plenty. */
const LAST_SEEN_PRECISION_MS = 60_000;

export interface SessionUser {
  sessionId: string;
  userId: string;
  role: Role;
  /** The person's own name. */
  name: string;
  email: string;
  /** A company's member's company, its name and the member's role in it; null for a candidate. */
  companyId: string | null;
  companyName: string | null;
  memberRole: MemberRole | null;
}

/** A company's member, as a guard lets one in. */
export interface Member extends SessionUser {
  companyId: string;
  companyName: string;
  memberRole: MemberRole;
}

export interface LoginResult {
  token: string;
  role: Role;
  /** A member's company's name, as the specification's client shows it; a candidate's own. */
  name: string;
  member?: MemberSummary;
}

/** A member as the login answer and the company profile name them. */
export function memberSummaryOf(member: {
  userId: string;
  name: string;
  email: string;
  memberRole: MemberRole;
}): MemberSummary {
  return { id: member.userId, name: member.name, role: member.memberRole, name_missing: !hasOwnName(member) };
}

/** Signs an account in: a new session and what the specification's login answers; keeps what its browser told. */
export async function startSession(
  db: Database | Tx,
  user: {
    id: string;
    role: Role;
    name: string;
    email: string;
    memberRole: MemberRole | null;
    companyName: string | null;
  },
  told: ToldTerms = {},
): Promise<LoginResult> {
  const token = newSessionToken();
  await rememberReaderTerms(db, user.id, told);
  await db.insert(sessions).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
  });
  if (user.memberRole === null || user.companyName === null) return { token, role: user.role, name: user.name };
  return {
    token,
    role: user.role,
    name: user.companyName,
    member: memberSummaryOf({ userId: user.id, ...user, memberRole: user.memberRole }),
  };
}

/**
 * A company's API token acts as an Admin, as the member who made it, so it works only while that member is still in
 * the company with a role that may manage tokens (decision 075). Removing or demoting them revokes their tokens; this
 * holds as well for any token that a change of the member's row left unrevoked. Read with `users` joined as the maker.
 */
export const apiTokenMakerHoldsPower = () =>
  and(
    isNull(users.removedAt),
    eq(users.companyId, apiTokens.companyId),
    inArray(users.memberRole, [...PERMISSIONS.manageApiTokens.roles]),
  );

/** What a statement needs to find the session behind a token, as of one moment: its `sql.placeholder` values. */
export interface SessionKey {
  tokenHash: string;
  now: Date;
  idleSince: Date;
  /** A session last seen before this is written as seen now; later, it is not written again. */
  touchBefore: Date;
}

export function sessionKeyOf(token: string): SessionKey {
  const now = Date.now();
  return {
    tokenHash: sha256(token),
    now: new Date(now),
    idleSince: new Date(now - SESSION_IDLE_MS),
    touchBefore: new Date(now - LAST_SEEN_PRECISION_MS),
  };
}

/**
 * The session behind a `SessionKey` if it has not ended, with its user: the guard's look-up, and the `caller` of
 * reads that look the session up in their own statement (see `withCaller`). A company's usable API token reads as an
 * Admin's session of the member who made it, never stale: its guard has checked its scope already (decision 069).
 */
export function activeSession(db: Database) {
  const ofSessions = db
    .select({
      // Named apart from the user's id, so that both can be read from a CTE of this select.
      sessionId: sql<string>`${sessions.id}`.as('session_id'),
      stale: sql<boolean>`${sessions.lastSeenAt} < ${sql.placeholder('touchBefore')}`.as('stale'),
      userId: users.id,
      role: users.role,
      name: users.name,
      email: users.email,
      companyId: users.companyId,
      companyName: sql<string | null>`${companies.name}`.as('company_name'),
      memberRole: users.memberRole,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        // A member removed from their company is signed out everywhere at once.
        isNull(users.removedAt),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    );
  const ofApiTokens = db
    .select({
      sessionId: sql<string>`${apiTokens.id}`.as('session_id'),
      stale: sql<boolean>`false`.as('stale'),
      userId: users.id,
      role: sql<Role>`'recruiter'::role`.as('role'),
      name: users.name,
      email: users.email,
      companyId: apiTokens.companyId,
      companyName: sql<string | null>`${companies.name}`.as('company_name'),
      memberRole: sql<MemberRole | null>`'admin'::member_role`.as('member_role'),
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdBy))
    .innerJoin(companies, eq(companies.id, apiTokens.companyId))
    .where(
      and(
        eq(apiTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(apiTokens.revokedAt),
        apiTokenMakerHoldsPower(),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql.placeholder('now'))),
      ),
    );
  return unionAll(ofSessions, ofApiTokens).limit(1);
}

type ActiveSession = Awaited<ReturnType<ReturnType<typeof activeSession>['execute']>>[number];

/** Writes that a session was seen now; callers do it only for a `stale` one, so that reads stay reads. */
export function createSessionToucher(db: Database): (sessionId: string, key: SessionKey) => Promise<void> {
  const touch = db
    .update(sessions)
    .set({ lastSeenAt: sql`${sql.placeholder('now')}` })
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .prepare('touch_session');
  return async (sessionId, { now }) => {
    await touch.execute({ sessionId, now });
  };
}

/** Looks a session up on its own: the statement is prepared once per connection instead of planned on every call. */
export function createSessionFinder(db: Database): (key: SessionKey) => Promise<ActiveSession | undefined> {
  const lookup = activeSession(db).prepare('find_session');
  return async (key) => (await lookup.execute({ ...key }))[0];
}

export async function logout(db: Database, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}
