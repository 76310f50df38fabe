import { sql } from 'drizzle-orm';
import type { Role } from '../../shared/auth.js';
import type { Database } from '../db/database.js';
import { activeSession } from './service.js';

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
  return {
    caller,
    idOf: (role: Role) => sql<string>`(SELECT ${caller.userId} FROM ${caller} WHERE ${caller.role} = ${role})`,
    /** The caller's name: for a recruiter, the company's, which its own rows need not join `users` for. */
    name: sql<string>`(SELECT ${caller.name} FROM ${caller})`,
    sessionToTouch: sql<string | null>`(SELECT ${caller.sessionId} FROM ${caller} WHERE ${caller.stale})`.as(
      'session_to_touch',
    ),
  };
}
