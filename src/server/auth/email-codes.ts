import { and, desc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import {
  EMAIL_CODE_MESSAGES,
  EMAIL_CODE_TTL_MS,
  type EmailCodeRequestPayload,
  OTP_MAX_ATTEMPTS,
} from '../../shared/auth.js';
import type { Database } from '../db/database.js';
import { companies, emailCodes, emailMatchKey, postings, users } from '../db/schema.js';
import type { Config } from '../config.js';
import { publish } from '../events.js';
import { addressOfLink, isAddressLinkToken } from './address-links.js';
import type { Tx } from '../db/database.js';
import { enqueueMail, type OutgoingMail } from '../mail/outbox.js';
import { Refusal } from '../refusal.js';
import { deleteAccountCodeMail, emailCodeMail, memberEmailCodeMail } from './mails.js';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords.js';
import { LIMITS, take, takeIfLeft } from './rate-limit.js';
import type { ToldTerms } from './reader-terms.js';
import { type LoginResult, startSession } from './sessions.js';
import { newResetCode } from './tokens.js';

/**
 * The mailbox an address reaches, as likely duplicates compare addresses (`emailMatchKey`): a code asked for
 * "ana+jobs@" lands in "ana@"'s inbox, so both count against one limit.
 */
async function mailboxOf(db: Database, email: string): Promise<string> {
  const { rows } = await db.execute<{ mailbox: string }>(sql`SELECT ${emailMatchKey(sql`${email}::text`)} AS mailbox`);
  return rows[0]!.mailbox;
}

/**
 * E-mails a code and a link that sign a candidate in, for an address with a candidate's account or none. The caller
 * answers the same for every address: a different answer would tell anyone which addresses have accounts, and which
 * belong to a company.
 */
export async function requestEmailCode(db: Database, payload: EmailCodeRequestPayload, appUrl: string): Promise<void> {
  const { email } = payload;
  await take(db, LIMITS.emailCodes(await mailboxOf(db, email)));
  // A slow salted hash, as for reset codes (decision 016), made before the look-up so that every kind of address
  // takes as long to answer.
  const code = newResetCode();
  const codeHash = await hashPassword(code);
  const [user] = await db
    .select({ role: users.role, removedAt: users.removedAt })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);

  if (user?.role === 'recruiter') {
    // A member signs in with their password and is never made a candidate: they are told so, and nothing is stored.
    if (!user.removedAt && (await takeIfLeft(db, LIMITS.signupNotices(email))))
      await enqueueMail(db, memberEmailCodeMail(email, appUrl), null);
    return;
  }

  const company = payload.posting_id ? await companyOfPosting(db, payload.posting_id) : undefined;
  // Asked for from a job, the code comes in that job's company's brand (decision 089).
  await storeCode(db, { email, name: payload.name || null, next: payload.next ?? null }, code, codeHash, (id) => ({
    ...emailCodeMail(email, id, appUrl, company?.name ?? null),
    ...(company && { brandCompanyId: company.id }),
  }));
}

/** The company a posting that candidates may see belongs to. */
async function companyOfPosting(db: Database, postingId: string): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(postings)
    .innerJoin(companies, eq(companies.id, postings.companyId))
    .where(and(eq(postings.id, postingId), isNull(postings.deletedAt)))
    .limit(1);
  return row;
}

/** E-mails a signed-in candidate the code that confirms their account's deletion, held to the sign-in codes' limit. */
export async function requestDeleteAccountCode(db: Database, email: string): Promise<void> {
  await take(db, LIMITS.emailCodes(await mailboxOf(db, email)));
  const code = newResetCode();
  await storeCode(db, { email, name: null, next: null }, code, await hashPassword(code), () =>
    deleteAccountCodeMail(email),
  );
}

/** Keeps a new code for the address, voiding every earlier one, and queues the mail that carries it. */
async function storeCode(
  db: Database,
  values: { email: string; name: string | null; next: string | null },
  code: string,
  codeHash: string,
  mailFor: (codeId: string) => Omit<OutgoingMail, 'secret'>,
): Promise<void> {
  const expiresAt = new Date(Date.now() + EMAIL_CODE_TTL_MS);
  await db.transaction(async (tx) => {
    await tx
      .update(emailCodes)
      .set({ closedAt: new Date() })
      .where(and(eq(emailCodes.email, values.email), isNull(emailCodes.closedAt)));
    const [row] = await tx
      .insert(emailCodes)
      .values({ ...values, codeHash, expiresAt })
      .returning({ id: emailCodes.id });
    await enqueueMail(tx, { ...mailFor(row!.id), secret: code, expiresAt }, null);
  });
}

/** Uses up the code e-mailed to a signed-in candidate's address, or refuses it; wrong tries count as at sign-in. */
export async function confirmWithEmailCode(db: Database, email: string, code: string, refusal: string): Promise<void> {
  await take(db, LIMITS.emailCodeChecks(email));
  const spent = await db.transaction((tx) => spendEmailCode(tx, eq(emailCodes.email, email), code));
  if (!spent) throw new Refusal('invalid', refusal, 'code');
}

/** Signs a candidate in with the code e-mailed to their address, creating their account when it has none. */
export async function signInWithEmailCode(
  db: Database,
  email: string,
  code: string,
  told: ToldTerms = {},
): Promise<LoginResult> {
  await take(db, LIMITS.emailCodeChecks(email));
  const signedIn = await useEmailCode(db, eq(emailCodes.email, email), code, told);
  if (!signedIn) throw new Refusal('invalid', EMAIL_CODE_MESSAGES.invalidCode);
  return signedIn.session;
}

/**
 * Signs a candidate in with the link e-mailed with their code (its token is the code's id and the code), or with the
 * signed link of an application's confirmation e-mail, which opens their applications.
 */
export async function signInWithEmailLink(
  db: Database,
  token: string,
  config: Config,
  told: ToldTerms = {},
): Promise<{ session: LoginResult; next: string | null }> {
  if (isAddressLinkToken(token)) {
    const email = await addressOfLink(config, token);
    const signedIn =
      email &&
      (await db.transaction(async (tx) => {
        const candidate = await candidateFor(tx, { email, name: null });
        return candidate && startSession(tx, { ...candidate, companyName: null }, told);
      }));
    if (!signedIn) throw new Refusal('invalid', EMAIL_CODE_MESSAGES.invalidLink);
    return { session: signedIn, next: '/applications' };
  }
  const [id = '', code = ''] = token.split('.');
  const signedIn = await useEmailCode(db, eq(emailCodes.id, id), code, told);
  if (!signedIn) throw new Refusal('invalid', EMAIL_CODE_MESSAGES.invalidLink);
  return signedIn;
}

/**
 * Uses up the newest open code that `which` finds if `code` is it: signs its address's candidate in, creating the
 * account with the name given with the code. Wrong tries count, and wear the code out.
 */
async function useEmailCode(
  db: Database,
  which: SQL,
  code: string,
  told: ToldTerms,
): Promise<{ session: LoginResult; next: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const open = await spendEmailCode(tx, which, code);
    if (!open) return undefined;
    const candidate = await candidateFor(tx, open);
    if (!candidate) return undefined;
    return { session: await startSession(tx, { ...candidate, companyName: null }, told), next: open.next };
  });
}

/** Closes the newest open code that `which` finds and answers it if `code` is it. Wrong tries wear the code out. */
async function spendEmailCode(tx: Tx, which: SQL, code: string) {
  const [open] = await tx
    .select()
    .from(emailCodes)
    .where(and(which, isNull(emailCodes.closedAt), gt(emailCodes.expiresAt, new Date())))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1)
    .for('update');
  if (!open) {
    // As long as a wrong code: a quicker answer would tell that no code is open for the address.
    await verifyAgainstNothing(code);
    return undefined;
  }
  const now = new Date();
  if (!(await verifyPassword(open.codeHash, code))) {
    const attempts = open.attempts + 1;
    // Five wrong tries void the code: six digits must not be guessable by trying.
    await tx
      .update(emailCodes)
      .set({ attempts, closedAt: attempts >= OTP_MAX_ATTEMPTS ? now : null })
      .where(eq(emailCodes.id, open.id));
    return undefined;
  }
  await tx.update(emailCodes).set({ closedAt: now }).where(eq(emailCodes.id, open.id));
  return open;
}

/**
 * The candidate an address belongs to, made now if it has no account, with the address marked as confirmed. None when
 * the address has become a company member's since the code was sent: a member is never signed in as a candidate.
 */
async function candidateFor(tx: Tx, code: { email: string; name: string | null }) {
  // A new account is known by the part of its address before the @ until its owner names it in their profile.
  const name = code.name ?? code.email.slice(0, code.email.lastIndexOf('@'));
  const now = new Date();
  await tx
    .insert(users)
    .values({ email: code.email, role: 'candidate', name, passwordHash: null, emailConfirmedAt: now })
    .onConflictDoNothing();
  const [user] = await tx
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      email: users.email,
      memberRole: users.memberRole,
      emailConfirmedAt: users.emailConfirmedAt,
    })
    .from(users)
    .where(and(eq(users.email, code.email), isNull(users.removedAt)))
    .limit(1);
  if (user?.role !== 'candidate') return undefined;
  if (!user.emailConfirmedAt) await tx.update(users).set({ emailConfirmedAt: now }).where(eq(users.id, user.id));
  await publish(tx, 'candidate.address_confirmed', { candidateId: user.id });
  return user;
}

/**
 * The candidate an application sent without an account belongs to: the address's account, or a new one without a
 * password whose address stays unconfirmed until its owner signs in with a code or the application's link (both go
 * through `candidateFor`). None when the address is a company member's, or an account's that was removed.
 */
export async function candidateOfAddress(tx: Tx, email: string, name: string): Promise<string | undefined> {
  await tx.insert(users).values({ email, role: 'candidate', name, passwordHash: null }).onConflictDoNothing();
  const [user] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.removedAt)))
    .limit(1);
  return user?.role === 'candidate' ? user.id : undefined;
}

/** How long a spent code's row stays: the address and name typed with it are kept no longer than needed. */
const SPENT_CODES_KEPT_MS = 24 * 60 * 60 * 1000;

/** Forgets codes that expired a day ago or more, used or not: none can sign anyone in again. */
export async function pruneEmailCodes(db: Database): Promise<void> {
  await db.delete(emailCodes).where(lt(emailCodes.expiresAt, new Date(Date.now() - SPENT_CODES_KEPT_MS)));
}
