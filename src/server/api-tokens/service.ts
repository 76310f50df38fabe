import { and, desc, eq, gt, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  type ApiToken,
  type ApiTokenCall,
  type ApiTokenScope,
  API_TOKEN_REVOCATIONS,
  type NewApiTokenSchema,
} from '../../shared/api-tokens.js';
import { apiTokenMakerHoldsPower, type Member } from '../auth/index.js';
import { newApiToken, sha256 } from '../auth/index.js';
import type { Database } from '../db/database.js';
import { apiTokenCalls, apiTokens, companies, users } from '../db/schema.js';
import type { Tx } from '../db/database.js';
import { dailyAt, type TaskWork } from '../tasks/queue.js';

/** How long the calls made with a token are kept for its Admins to read; a revoked token is listed as long. */
const CALLS_KEPT_DAYS = 90;
/** The calls a token's list shows, newest first. */
const CALLS_LISTED = 200;
/** Characters of a token kept in the clear: its prefix and a few more, to tell the company's tokens apart. */
const SHOWN_CHARACTERS = 8;
/** Writing last use on every call would double each call's writes; a minute's precision is plenty. */
const LAST_USED_PRECISION_MS = 60_000;

const columns = {
  id: apiTokens.id,
  name: apiTokens.name,
  prefix: apiTokens.prefix,
  scopes: apiTokens.scopes,
  createdAt: apiTokens.createdAt,
  createdBy: users.name,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
  revokedAt: apiTokens.revokedAt,
  revokedReason: apiTokens.revokedReason,
};

function answerOf(row: {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: Date;
  createdBy: string;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  revokedReason: string | null;
}): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiTokenScope[],
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy,
    expires_at: row.expiresAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    revoked_reason: row.revokedAt ? row.revokedReason : null,
  };
}

/** A token that still works at `now`: neither revoked nor expired. */
const usable = (now: Date | SQL) =>
  and(isNull(apiTokens.revokedAt), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)));

/** The token a call is made with, as the guard admits it: the member it acts as, and its scopes. */
export interface ApiTokenCaller {
  tokenId: string;
  scopes: readonly string[];
  member: Omit<Member, 'sessionId'>;
  lastUsedAt: Date | null;
}

export class ApiTokenService {
  constructor(private readonly db: Database) {}

  async list(member: Member): Promise<ApiToken[]> {
    const rows = await this.db
      .select(columns)
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.createdBy))
      .where(
        and(
          eq(apiTokens.companyId, member.companyId),
          or(
            isNull(apiTokens.revokedAt),
            gt(apiTokens.revokedAt, sql`now() - make_interval(days => ${CALLS_KEPT_DAYS})`),
          ),
        ),
      )
      // The tokens that work first, then those revoked, each newest first.
      .orderBy(sql`${apiTokens.revokedAt} IS NULL DESC`, desc(apiTokens.createdAt));
    return rows.map(answerOf);
  }

  /** Creates a token: the one moment it exists in the clear. */
  async create(member: Member, input: z.output<typeof NewApiTokenSchema>): Promise<{ data: ApiToken; token: string }> {
    const token = newApiToken();
    const [row] = await this.db
      .insert(apiTokens)
      .values({
        companyId: member.companyId,
        name: input.name,
        scopes: input.scopes,
        tokenHash: sha256(token),
        prefix: token.slice(0, SHOWN_CHARACTERS),
        createdBy: member.userId,
        expiresAt: input.expires_at ? new Date(input.expires_at) : null,
      })
      .returning();
    return { data: answerOf({ ...row!, createdBy: member.name }), token };
  }

  /** Revokes one of the company's tokens; undefined when it names none (or one revoked already). */
  async revoke(member: Member, tokenId: string): Promise<true | undefined> {
    const revoked = await this.db
      .update(apiTokens)
      .set({ revokedAt: new Date(), revokedReason: API_TOKEN_REVOCATIONS.byAdmin(member.name) })
      .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.companyId, member.companyId), isNull(apiTokens.revokedAt)))
      .returning({ id: apiTokens.id });
    return revoked.length > 0 ? true : undefined;
  }

  async calls(member: Member, tokenId: string): Promise<ApiTokenCall[] | undefined> {
    const [token] = await this.db
      .select({ id: apiTokens.id })
      .from(apiTokens)
      .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.companyId, member.companyId)));
    if (!token) return undefined;
    const rows = await this.db
      .select()
      .from(apiTokenCalls)
      .where(eq(apiTokenCalls.tokenId, tokenId))
      .orderBy(desc(apiTokenCalls.at), desc(apiTokenCalls.id))
      .limit(CALLS_LISTED);
    return rows.map((row) => ({ method: row.method, route: row.route, status: row.status, at: row.at.toISOString() }));
  }
}

/** The usable token behind a raw one, with the company it belongs to and the member who made it. */
export async function findApiToken(db: Database, token: string, now: Date): Promise<ApiTokenCaller | undefined> {
  const [row] = await db
    .select({
      tokenId: apiTokens.id,
      scopes: apiTokens.scopes,
      lastUsedAt: apiTokens.lastUsedAt,
      userId: users.id,
      name: users.name,
      email: users.email,
      companyId: companies.id,
      companyName: companies.name,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdBy))
    .innerJoin(companies, eq(companies.id, apiTokens.companyId))
    .where(and(eq(apiTokens.tokenHash, sha256(token)), usable(now), apiTokenMakerHoldsPower()));
  if (!row) return undefined;
  const { tokenId, scopes, lastUsedAt, ...member } = row;
  return { tokenId, scopes, lastUsedAt, member: { ...member, role: 'recruiter', memberRole: 'admin' } };
}

/**
 * Revokes every token `makerId` made that is not revoked yet, with why, in the transaction that takes their power to
 * manage tokens away: a token acts as its maker, as an Admin, and must not outlive that.
 */
export async function revokeApiTokensMadeBy(tx: Tx, makerId: string, reason: string): Promise<void> {
  await tx
    .update(apiTokens)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(apiTokens.createdBy, makerId), isNull(apiTokens.revokedAt)));
}

/** How many tokens the member whose id is `makerId` made that still work, for the team's list. */
export const liveApiTokensMadeBy = (makerId: AnyPgColumn) =>
  sql<number>`(SELECT count(*)::int FROM ${apiTokens} WHERE ${apiTokens.createdBy} = ${makerId} AND ${usable(sql`now()`)})`;

/** Writes a call made with a token to its list, and the token as used now when it was last written a while ago. */
export async function recordApiTokenCall(
  db: Database,
  caller: ApiTokenCaller,
  call: { method: string; route: string; status: number },
): Promise<void> {
  const now = new Date();
  await db.insert(apiTokenCalls).values({ tokenId: caller.tokenId, ...call, at: now });
  if (!caller.lastUsedAt || caller.lastUsedAt.getTime() < now.getTime() - LAST_USED_PRECISION_MS)
    await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, caller.tokenId));
}

async function pruneApiTokenCalls(db: Database, now: Date): Promise<void> {
  await db
    .delete(apiTokenCalls)
    .where(lt(apiTokenCalls.at, sql`${now.toISOString()}::timestamptz - make_interval(days => ${CALLS_KEPT_DAYS})`));
}

/** Forgets the calls made with tokens once they are 90 days old, every day at 03:30 in the app's time zone. */
export function apiTokenCallsWork(options: { db: Database }): TaskWork<object> {
  return dailyAt('3:30', 'api-token-calls-pruning', (now) => pruneApiTokenCalls(options.db, now));
}
