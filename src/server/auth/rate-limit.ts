import { and, count, eq, gte, lt, min, sql } from 'drizzle-orm';
import { EMAIL_CODE_MESSAGES } from '../../shared/auth.js';
import { GUEST_APPLICATION_MESSAGES } from '../../shared/application-submissions.js';
import { CAREERS_MESSAGES, SLUG_RULES } from '../../shared/careers.js';
import { DAILY_INVITATIONS, TEAM_MESSAGES } from '../../shared/team.js';
import { MESSAGE_MESSAGES } from '../../shared/messages.js';
import type { Database } from '../db/database.js';
import type { Tx } from '../db/database.js';
import { rateLimitHits } from '../db/schema.js';
import { HttpError, tooManyRequests } from '../http/errors.js';

interface Limit {
  bucket: string;
  max: number;
  windowMs: number;
  /** What the 429 says is limited, when "Too many attempts." would not tell the person. */
  reason?: string;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const LIMITS = {
  failedLogins: (email: string): Limit => ({ bucket: `login-failed:${email}`, max: 10, windowMs: 15 * MINUTE }),
  forgot: (email: string): Limit => ({ bucket: `forgot:${email}`, max: 5, windowMs: 15 * MINUTE }),
  reset: (email: string): Limit => ({ bucket: `reset:${email}`, max: 5, windowMs: 15 * MINUTE }),
  // Counted by the mailbox (`mailboxOf`), not the address typed: "ana+1@" and "ana+2@" fill the same inbox.
  emailCodes: (mailbox: string): Limit => ({ bucket: `email-code:${mailbox}`, max: 5, windowMs: 15 * MINUTE }),
  // One client asking codes for mailbox after mailbox is sending mail, not signing in.
  emailCodesByAddress: (ip: string): Limit => ({
    bucket: `email-code-ip:${ip}`,
    max: 20,
    windowMs: 60 * MINUTE,
    reason: EMAIL_CODE_MESSAGES.codesFromAddress,
  }),
  // Two codes' worth of wrong tries: a person who wore one out may still type the next.
  emailCodeChecks: (email: string): Limit => ({ bucket: `email-code-check:${email}`, max: 10, windowMs: 15 * MINUTE }),
  // Mail to an address's owner about someone else's sign-up with it, or a sign-in code asked for a company's member's
  // address: enough to warn them, too few to flood them.
  signupNotices: (email: string): Limit => ({ bucket: `signup-notice:${email}`, max: 1, windowMs: 60 * MINUTE }),
  // A company invites its team over days, not hundreds in an hour: this bounds mail sent in its name.
  invitations: (companyId: string): Limit => ({ bucket: `invite:${companyId}`, max: 30, windowMs: 60 * MINUTE }),
  // Every company's invitations a day: a few until an Admin has confirmed their own address (decision 032).
  dailyInvitations: (companyId: string, verified: boolean): Limit => ({
    bucket: `invite-day:${companyId}`,
    max: verified ? DAILY_INVITATIONS.verified : DAILY_INVITATIONS.unverified,
    windowMs: DAY,
    reason: verified ? TEAM_MESSAGES.dailyInvitations : TEAM_MESSAGES.unverifiedInvitations,
  }),
  // One client inviting for company after company is sending mail, not building a team.
  invitationsByAddress: (ip: string): Limit => ({
    bucket: `invite-ip:${ip}`,
    max: 20,
    windowMs: 60 * MINUTE,
    reason: TEAM_MESSAGES.invitationsFromAddress,
  }),
  // A new link to confirm an Admin's own address: enough for a mail that went astray.
  confirmationMails: (companyId: string): Limit => ({
    bucket: `confirm-mail:${companyId}`,
    max: 3,
    windowMs: 60 * MINUTE,
  }),
  // Opening and accepting invitation links, and confirmation links, from one address: links are long random tokens,
  // but guessing costs.
  invitationLinks: (ip: string): Limit => ({ bucket: `invite-link:${ip}`, max: 30, windowMs: 15 * MINUTE }),
  // A company that could change its address at will could take one address after another and keep them all.
  slugChanges: (companyId: string): Limit => ({
    bucket: `slug:${companyId}`,
    max: SLUG_RULES.changesPerDay,
    windowMs: DAY,
    reason: CAREERS_MESSAGES.slugChanges,
  }),
  // A company's integration calls often, but one token cannot take the server from everyone else.
  apiTokenCalls: (tokenId: string, perMinute: number): Limit => ({
    bucket: `api-token:${tokenId}`,
    max: perMinute,
    windowMs: MINUTE,
  }),
  // Applications sent without an account from one client address: a shared office's or a phone network's people
  // apply to a job or two each, a robot to every one.
  guestApplicationsByAddress: (ip: string): Limit => ({
    bucket: `guest-apply-ip:${ip}`,
    max: 20,
    windowMs: 60 * MINUTE,
    reason: GUEST_APPLICATION_MESSAGES.fromAddress,
  }),
  // And to one posting from everywhere: a job shared widely gets a few a minute, a flood from many addresses stops.
  guestApplicationsByPosting: (postingId: string): Limit => ({
    bucket: `guest-apply-posting:${postingId}`,
    max: 100,
    windowMs: 10 * MINUTE,
    reason: GUEST_APPLICATION_MESSAGES.forPosting,
  }),
  // A candidate writing to companies from the portal: a conversation's pace, never a flood into a team's inboxes.
  candidateMessages: (candidateId: string): Limit => ({
    bucket: `candidate-message:${candidateId}`,
    max: 20,
    windowMs: 60 * MINUTE,
    reason: MESSAGE_MESSAGES.candidateMessages,
  }),
  // Files a member keeps to attach: a busy day's worth, bounding what one member can put in the file store.
  messageUploads: (memberId: string): Limit => ({
    bucket: `message-upload:${memberId}`,
    max: 100,
    windowMs: 60 * MINUTE,
  }),
  // Files streamed on their own (`POST /api/uploads/`) other than attachments, which count as the member's above: a
  // busy day's worth, bounding what one account can put in the file store before the unused ones are swept.
  uploads: (userId: string): Limit => ({ bucket: `upload:${userId}`, max: 100, windowMs: 60 * MINUTE }),
  // Generous: a whole office may share one address.
  authByAddress: (ip: string, perMinute: number): Limit => ({
    bucket: `auth-ip:${ip}`,
    max: perMinute,
    windowMs: MINUTE,
  }),
};

/** The first key of the rate limits' advisory locks; the second is the bucket's hash. */
const LOCK_SPACE = 7_316_002;

/**
 * Takes one of the bucket's hits, or refuses with 429 and Retry-After once `max` are taken inside the window. The
 * count and the insert run under a lock on the bucket, so that simultaneous calls, on any process, cannot all pass
 * the count before any of them is recorded. Answers the hit's id, for `giveBack`. Taken inside a change's own
 * transaction, the hit counts only if the change commits.
 */
export async function take(db: Database | Tx, limit: Limit): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${limit.bucket}))`);
    const since = new Date(Date.now() - limit.windowMs);
    // The window's oldest hits, no more than the limit: the work stays bounded however busy the bucket is.
    const oldestHits = tx
      .select({ createdAt: rateLimitHits.createdAt })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, limit.bucket), gte(rateLimitHits.createdAt, since)))
      .orderBy(rateLimitHits.createdAt)
      .limit(limit.max)
      .as('oldest_hits');
    const [row] = await tx.select({ hits: count(), oldest: min(oldestHits.createdAt) }).from(oldestHits);
    if (row && row.hits >= limit.max && row.oldest) {
      const retryAfterMs = new Date(row.oldest).getTime() + limit.windowMs - Date.now();
      throw tooManyRequests(retryAfterMs / 1000, limit.reason);
    }
    const [hit] = await tx.insert(rateLimitHits).values({ bucket: limit.bucket }).returning({ id: rateLimitHits.id });
    return hit!.id;
  });
}

/** Takes one of the bucket's hits as `take` does, answering false instead of refusing once they are all taken. */
export async function takeIfLeft(db: Database, limit: Limit): Promise<boolean> {
  try {
    await take(db, limit);
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 429) return false;
    throw error;
  }
}

/** Returns a hit taken for an attempt that turned out not to count, such as a login with the right password. */
export async function giveBack(db: Database, hitId: number): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.id, hitId));
}

/** Hits older than the longest window can never count again. */
export async function pruneRateLimitHits(db: Database): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, new Date(Date.now() - DAY)));
}
