import { and, count, eq, gte, lt, min } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { rateLimitHits } from '../db/schema.js';
import { tooManyRequests } from '../http/errors.js';

export interface Limit {
  bucket: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

export const LIMITS = {
  failedLogins: (email: string): Limit => ({ bucket: `login-failed:${email}`, max: 10, windowMs: 15 * MINUTE }),
  forgot: (email: string): Limit => ({ bucket: `forgot:${email}`, max: 5, windowMs: 15 * MINUTE }),
  reset: (email: string): Limit => ({ bucket: `reset:${email}`, max: 5, windowMs: 15 * MINUTE }),
  // Generous: a whole office may share one address.
  authByAddress: (ip: string, perMinute: number): Limit => ({
    bucket: `auth-ip:${ip}`,
    max: perMinute,
    windowMs: MINUTE,
  }),
};

/** Refuses with 429 and Retry-After once the bucket holds `max` hits inside the window. */
export async function assertUnderLimit(db: Database, limit: Limit): Promise<void> {
  const since = new Date(Date.now() - limit.windowMs);
  const [row] = await db
    .select({ hits: count(), oldest: min(rateLimitHits.createdAt) })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, limit.bucket), gte(rateLimitHits.createdAt, since)));
  if (row && row.hits >= limit.max && row.oldest) {
    const retryAfterMs = new Date(row.oldest).getTime() + limit.windowMs - Date.now();
    throw tooManyRequests(retryAfterMs / 1000);
  }
}

export async function recordHit(db: Database, limit: Limit): Promise<void> {
  await db.insert(rateLimitHits).values({ bucket: limit.bucket });
}

export async function consume(db: Database, limit: Limit): Promise<void> {
  await assertUnderLimit(db, limit);
  await recordHit(db, limit);
}

/** Hits older than the longest window can never count again. */
export async function pruneRateLimitHits(db: Database): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, new Date(Date.now() - 24 * 60 * MINUTE)));
}
