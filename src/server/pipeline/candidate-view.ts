import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ApplicationStatus } from '../../shared/applications.js';
import { outbox, statusChanges } from '../db/schema.js';

// An application as its candidate sees it. A move whose stage e-mail is held can still be undone, so until that
// e-mail is due the candidate sees the application as they saw it when that move was made: its status, its offer and
// its history up to there. A move overtaking a held one takes the held one's e-mail back (`moves.ts`), so the moves in
// between never reach the candidate: they keep what they saw before the first of them. Every read and decision of a
// candidate goes through these; the company sees every move.

/**
 * The first of the application's moves whose e-mail is still held, oldest first, found from the application's own
 * mail (a few rows, by its index): `select` of `held_move`, among the moves `where` keeps.
 */
const firstHeldMove = (applicationId: SQLWrapper, select: SQL, where: SQL = sql`true`) => sql`(
  SELECT ${select} FROM ${outbox} held_mail JOIN ${statusChanges} held_move ON held_move.id = held_mail.status_change_id
  WHERE held_mail.application_id = ${applicationId} AND held_mail.held_until > now() AND ${where}
  ORDER BY held_move.created_at, held_move.id LIMIT 1)`;

/** `current`, or while a move is held, what its candidate saw when it was made (`before`, a `status_changes` column). */
const beforeHeldMoves = <T>(applicationId: SQLWrapper, current: SQLWrapper, before: SQL) =>
  sql<T>`CASE WHEN EXISTS ${firstHeldMove(applicationId, sql`1`)} THEN ${firstHeldMove(applicationId, before)} ELSE ${current} END`;

/** The status, stage and offer file the candidate sees, for the `applications` table or an alias of it. */
export function candidateView(application: {
  id: SQLWrapper;
  status: SQLWrapper;
  stageId: SQLWrapper;
  offerFileId: SQLWrapper;
}) {
  return {
    status: beforeHeldMoves<ApplicationStatus>(application.id, application.status, sql`held_move.seen_status`),
    // Candidates never read stages; a move uses it to tell whether it puts the application back where they saw it.
    stageId: beforeHeldMoves<string>(application.id, application.stageId, sql`held_move.seen_stage_id`),
    offerFileId: beforeHeldMoves<string | null>(
      application.id,
      application.offerFileId,
      sql`held_move.seen_offer_file_id`,
    ),
  };
}

/**
 * Whether the candidate sees a change of their application's history: one they are shown at all (not overtaken while
 * held, nor a return to what they saw), with no move at or before it held.
 */
export const candidateSeesChange = (change: {
  applicationId: SQLWrapper;
  createdAt: SQLWrapper;
  id: SQLWrapper;
  shownToCandidate: SQLWrapper;
}) =>
  sql<boolean>`(${change.shownToCandidate} AND NOT EXISTS ${firstHeldMove(
    change.applicationId,
    sql`1`,
    sql`(held_move.created_at, held_move.id) <= (${change.createdAt}, ${change.id})`,
  )})`;

/**
 * The company's moves that do not count in its reports yet: their e-mail is held, so their undo window is still open.
 * Each report reads them once, as its `held` statement (one range of `outbox_held_idx`), and counts every application
 * where it stood before the first of them (`reportedPlace`).
 */
export const heldMovesOf = (companyId: string) => sql`
  SELECT DISTINCT held_move.id, held_move.application_id, held_move.created_at, held_move.from_status,
    held_move.from_stage_id
  FROM ${outbox} held_mail JOIN ${statusChanges} held_move ON held_move.id = held_mail.status_change_id
  WHERE held_mail.held_until IS NOT NULL AND held_mail.held_until > now() AND held_move.company_id = ${companyId}`;

/**
 * The status and stage the company's reports count, for an application and the first of its held moves (`firstHeld`,
 * a row of `heldMovesOf` or NULLs): as it stood before a move that can still be undone.
 */
export function reportedPlace(application: { status: SQLWrapper; stageId: SQLWrapper }, firstHeld: string) {
  const held = sql.raw(firstHeld);
  return {
    status: sql<ApplicationStatus>`CASE WHEN ${held}.id IS NULL THEN ${application.status} ELSE ${held}.from_status END`,
    stageId: sql<string>`CASE WHEN ${held}.id IS NULL THEN ${application.stageId}
      ELSE coalesce(${held}.from_stage_id, ${application.stageId}) END`,
  };
}
