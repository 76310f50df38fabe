import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import {
  type CandidateRegisterPayload,
  EMAIL_CODE_MESSAGES,
  normalizeOtp,
  OTP_MAX_ATTEMPTS,
  PASSWORD_RESET_TTL_MS,
  type RecruiterRegisterPayload,
  type Role,
} from '../../shared/auth.js';
import type { Database } from '../db/database.js';
import { sendEmailConfirmation } from './email-confirmations.js';
import { isUniqueViolation, violatedUniqueConstraint } from '../db/errors.js';
import { companies, passwordResets, sessions, users } from '../db/schema.js';
import type { Tx } from '../db/database.js';
import { enqueueMail } from '../mail/outbox.js';
import { Refusal } from '../refusal.js';
import { passwordResetMail, signupAttemptMail } from './mails.js';
import { hashNewPassword, hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from './passwords.js';
import { LIMITS, giveBack, take, takeIfLeft } from './rate-limit.js';
import type { ToldTerms } from './reader-terms.js';
import { type LoginResult, startSession } from './sessions.js';
import { newResetCode } from './tokens.js';

/** Creates a registering recruiter's company in their transaction: the companies capability's (`companies/`). */
export interface CompanyFounding {
  create(tx: Tx, company: Pick<RecruiterRegisterPayload, 'name' | 'address'>): Promise<{ id: string }>;
  /** Whether the transaction failed only because another company took the same careers address at the same moment. */
  lostRace(error: unknown): boolean;
  /** How many times a registration is tried when it keeps losing that race. */
  attempts: number;
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
  founding: CompanyFounding,
): Promise<void> {
  const passwordHash = await hashNewPassword(payload.password);
  // Two registering a company under one name at once may both pick the same free careers address: the one that loses
  // the race tries again with the next.
  for (let attempt = 1; ; attempt++) {
    try {
      await db.transaction(async (tx) => {
        if (!('address' in payload)) {
          await tx.insert(users).values({ email: payload.email, passwordHash, role, name: payload.name });
          return;
        }
        const company = await founding.create(tx, payload);
        // The one who registers a company is its first Admin.
        const [admin] = await tx
          .insert(users)
          .values({
            email: payload.email,
            passwordHash,
            role,
            // `name` is the company's; a founder who gives none is known by their address (decision 037).
            name: payload.member_name ?? payload.email,
            companyId: company.id,
            memberRole: 'admin',
          })
          .returning({ userId: users.id, email: users.email });
        await sendEmailConfirmation(tx, admin!, appUrl);
      });
      return;
    } catch (error) {
      if (founding.lostRace(error) && attempt < founding.attempts) continue;
      if (violatedUniqueConstraint(error) === 'users_email_key') {
        if (await takeIfLeft(db, LIMITS.signupNotices(payload.email)))
          await enqueueMail(db, signupAttemptMail(payload.email, appUrl), null);
        return;
      }
      if (isUniqueViolation(error))
        throw new Refusal('conflict', 'Others registered at the same moment. Please try again.');
      throw error;
    }
  }
}

/** A new session, or nothing when the e-mail and password do not match an account. */
export async function login(
  db: Database,
  rawEmail: string,
  password: string,
  told: ToldTerms = {},
): Promise<LoginResult | undefined> {
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
  if (!user || !passwordHash || !valid) return undefined;
  await giveBack(db, attempt);
  if (needsRehash(passwordHash)) await rehash(db, user.user.id, passwordHash, password);
  return startSession(db, { ...user.user, companyName: user.companyName }, told);
}

/** Stores the password hashed with today's settings, unless it changed since it was read. */
async function rehash(db: Database, userId: string, oldHash: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), eq(users.passwordHash, oldHash)));
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
    await enqueueMail(tx, { ...passwordResetMail(email, code), expiresAt }, null);
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
