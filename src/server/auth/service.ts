import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  type CandidateRegisterPayload,
  EMAIL_CODE_MESSAGES,
  normalizeOtp,
  OTP_MAX_ATTEMPTS,
  PASSWORD_RESET_TTL_MS,
  type RecruiterRegisterPayload,
  type MemberRole,
  type MemberSummary,
  type Role,
} from '../../shared/auth.js';
import { hasOwnName } from '../../shared/team.js';
import type { Database } from '../db/database.js';
import type { Tx } from '../files/service.js';
import { claimFirstSlug, freeSlugFor, SlugRace } from '../careers/slugs.js';
import { createDefaultStages } from '../pipeline/stages.js';
import { createDefaultTemplates } from '../templates/service.js';
import { sendEmailConfirmation } from '../team/email-confirmations.js';
import { isUniqueViolation, violatedUniqueConstraint } from '../db/errors.js';
import { companies, passwordResets, sessions, users } from '../db/schema.js';
import { enqueueMail } from '../mail/outbox.js';
import { Refusal } from '../refusal.js';
import { passwordResetMail, signupAttemptMail } from './mails.js';
import { hashNewPassword, hashPassword, verifyAgainstNothing, verifyPassword } from './passwords.js';
import { LIMITS, giveBack, take, takeIfLeft } from './rate-limit.js';
import { newResetCode, newSessionToken, sha256 } from './tokens.js';

/** A session ends after this long without use… */
const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** …and after this long in any case. */
const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Writing last-seen on every request would turn reads into writes; a minute's precision is plenty. */
const LAST_SEEN_PRECISION_MS = 60_000;
/** How many free careers addresses a registration tries when others take them first. */
const SLUG_ATTEMPTS = 5;

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

/**
 * Creates the account, or, when the address already has one, creates nothing and tells its owner by e-mail. The
 * caller answers the same either way: a different answer would tell anyone which addresses have accounts.
 */
export async function registerUser(
  db: Database,
  role: Role,
  payload: RecruiterRegisterPayload | CandidateRegisterPayload,
  appUrl: string,
): Promise<void> {
  const passwordHash = await hashNewPassword(payload.password);
  // A company gets its careers address from its name; two registering under one name at once may both pick the same
  // free one, and the one that loses the race takes the next.
  for (let attempt = 1; ; attempt++) {
    const slug = 'address' in payload ? await freeSlugFor(db, payload.name) : null;
    try {
      await db.transaction(async (tx) => {
        if (!slug || !('address' in payload)) {
          await tx.insert(users).values({ email: payload.email, passwordHash, role, name: payload.name });
          return;
        }
        // The one who registers a company is its first Admin.
        const [company] = await tx
          .insert(companies)
          .values({ name: payload.name, address: payload.address, slug })
          .returning({ id: companies.id });
        await claimFirstSlug(tx, company!.id, slug);
        await createDefaultStages(tx, company!.id);
        await createDefaultTemplates(tx, company!.id);
        const [admin] = await tx
          .insert(users)
          .values({
            email: payload.email,
            passwordHash,
            role,
            // `name` is the company's; a founder who gives none is known by their address (decision 037).
            name: payload.member_name ?? payload.email,
            companyId: company!.id,
            memberRole: 'admin',
          })
          .returning({ userId: users.id, email: users.email });
        await sendEmailConfirmation(tx, admin!, appUrl);
      });
      return;
    } catch (error) {
      const slugTaken = error instanceof SlugRace || violatedUniqueConstraint(error) === 'companies_slug_key';
      if (slugTaken && attempt < SLUG_ATTEMPTS) continue;
      if (violatedUniqueConstraint(error) === 'users_email_key') {
        if (await takeIfLeft(db, LIMITS.signupNotices(payload.email)))
          await enqueueMail(db, signupAttemptMail(payload.email, appUrl));
        return;
      }
      if (isUniqueViolation(error))
        throw new Refusal('conflict', 'Others registered at the same moment. Please try again.');
      throw error;
    }
  }
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

/** A new session, or nothing when the e-mail and password do not match an account. */
export async function login(db: Database, rawEmail: string, password: string): Promise<LoginResult | undefined> {
  const email = rawEmail.trim().toLowerCase();
  // Every attempt takes a failure before the password is checked, so that a burst of simultaneous guesses is held
  // to the limit too; the right password gives it back.
  const attempt = await take(db, LIMITS.failedLogins(email));

  const [user] = await db
    .select({ user: users, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.email, email), isNull(users.removedAt)))
    .limit(1);
  const passwordHash = user?.user.passwordHash;
  const valid = passwordHash ? await verifyPassword(passwordHash, password) : await verifyAgainstNothing(password);
  // No account, an account without a password and a wrong password answer alike: telling them apart would reveal
  // which addresses have accounts.
  if (!user || !valid) return undefined;
  await giveBack(db, attempt);
  return startSession(db, { ...user.user, companyName: user.companyName });
}

/** Signs an account in: a new session and what the specification's login answers. */
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
): Promise<LoginResult> {
  const token = newSessionToken();
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
 * reads that look the session up in their own statement (see `withCaller`).
 */
export function activeSession(db: Database) {
  return db
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
    )
    .limit(1);
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

/** Whether a candidate's account has a password: one made by an e-mail code has none until its owner sets one. */
export async function hasPassword(db: Database, userId: string): Promise<boolean> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(user?.passwordHash);
}

/**
 * Gives an account without a password its first one. An account that has one keeps it: changing a password takes the
 * old one or the e-mailed reset code, never a session alone.
 */
export async function setFirstPassword(db: Database, userId: string, password: string): Promise<void> {
  const passwordHash = await hashNewPassword(password);
  const [set] = await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), isNull(users.passwordHash)))
    .returning({ id: users.id });
  if (!set) throw new Refusal('conflict', EMAIL_CODE_MESSAGES.hasPassword);
}

/** Starts a reset for the address if it has an account; the caller answers the same either way. */
export async function requestPasswordReset(db: Database, email: string): Promise<void> {
  await take(db, LIMITS.forgot(email));
  // A slow salted hash, so that a database dump does not give the code away (decision 016); made before the look-up,
  // so that an address without an account takes as long to answer.
  const code = newResetCode();
  const codeHash = await hashPassword(code);
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.removedAt)))
    .limit(1);
  if (!user) return;

  const expiresAt = new Date(Date.now() + PASSWORD_RESET_TTL_MS);
  await db.transaction(async (tx) => {
    // A new code voids every earlier one.
    await tx
      .update(passwordResets)
      .set({ closedAt: new Date() })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.closedAt)));
    await tx.insert(passwordResets).values({ userId: user.id, codeHash, expiresAt });
    await enqueueMail(tx, { ...passwordResetMail(email, code), expiresAt });
  });
}

const INVALID_CODE = 'The code is invalid or has expired. Request a new one.';

export async function resetPassword(
  db: Database,
  email: string,
  otp: number | string,
  password: string,
): Promise<void> {
  await take(db, LIMITS.reset(email));
  const code = normalizeOtp(otp);
  const passwordHash = await hashNewPassword(password);

  const outcome = await db.transaction(async (tx) => {
    const [reset] = await tx
      .select({
        id: passwordResets.id,
        userId: passwordResets.userId,
        codeHash: passwordResets.codeHash,
        attempts: passwordResets.attempts,
      })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(and(eq(users.email, email), isNull(passwordResets.closedAt), gt(passwordResets.expiresAt, new Date())))
      .orderBy(desc(passwordResets.createdAt))
      .limit(1)
      .for('update', { of: passwordResets });
    if (!reset) return 'invalid' as const;

    if (!(await verifyPassword(reset.codeHash, code))) {
      const attempts = reset.attempts + 1;
      // Five wrong tries void the code: six digits must not be guessable by trying.
      await tx
        .update(passwordResets)
        .set({ attempts, closedAt: attempts >= OTP_MAX_ATTEMPTS ? new Date() : null })
        .where(eq(passwordResets.id, reset.id));
      return 'invalid' as const;
    }

    const now = new Date();
    await tx.update(passwordResets).set({ closedAt: now }).where(eq(passwordResets.id, reset.id));
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
    // Whoever knew the old password may hold a session: a reset ends them all.
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, reset.userId), isNull(sessions.revokedAt)));
    return 'done' as const;
  });
  if (outcome === 'invalid') throw new Refusal('invalid', INVALID_CODE);
}
