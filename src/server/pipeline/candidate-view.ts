import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ApplicationStatus } from '../../shared/applications.js';
import { outbox, statusChanges } from '../db/schema.js';

// An application as its candidate sees it. A move whose stage e-mail is held can still be undone, so until that
// e-mail is due the candidate sees the application as it stood before the first such move: its status, its offer and
// its history up to there. Every read and decision of a candidate goes through these; the company sees every move.

/**
 * The first of the application's moves whose e-mail is still held, oldest first, found from the application's own
 * mail (a few rows, by its index): `select` of `held_move`, among the moves `where` keeps.
 */
const firstHeldMove = (applicationId: SQLWrapper, select: SQL, where: SQL = sql`true`) => sql`(
  SELECT ${select} FROM ${outbox} held_mail JOIN ${statusChanges} held_move ON held_move.id = held_mail.status_change_id
  WHERE held_mail.application_id = ${applicationId} AND held_mail.held_until > now() AND ${where}
  ORDER BY held_move.created_at, held_move.id LIMIT 1)`;

/** `current`, or while a move is held, what the first held move found (`before`, a column of `status_changes`). */
const beforeHeldMoves = <T>(applicationId: SQLWrapper, current: SQLWrapper, before: SQL) =>
  sql<T>`CASE WHEN EXISTS ${firstHeldMove(applicationId, sql`1`)} THEN ${firstHeldMove(applicationId, before)} ELSE ${current} END`;

/** The status and offer file the candidate sees, for the `applications` table or an alias of it. */
export function candidateView(application: { id: SQLWrapper; status: SQLWrapper; offerFileId: SQLWrapper }) {
  return {
    status: beforeHeldMoves<ApplicationStatus>(application.id, application.status, sql`held_move.from_status`),
    offerFileId: beforeHeldMoves<string | null>(
      application.id,
      application.offerFileId,
      sql`held_move.from_offer_file_id`,
    ),
  };
}

/** Whether the candidate sees a change of their application's history: no move at or before it is held. */
export const candidateSeesChange = (change: { applicationId: SQLWrapper; createdAt: SQLWrapper; id: SQLWrapper }) =>
  sql<boolean>`NOT EXISTS ${firstHeldMove(
    change.applicationId,
    sql`1`,
    sql`(held_move.created_at, held_move.id) <= (${change.createdAt}, ${change.id})`,
  )}`;
