import { and, eq, sql, type SQL } from 'drizzle-orm';
import { QUARANTINE_DAYS, type RetentionEntry } from '../../shared/retention.js';
import type { CandidateData } from '../candidate-data.js';
import type { Database } from '../db/database.js';
import { retentionStates } from '../db/schema.js';
import { dailyAt, type TaskWork } from '../tasks/queue.js';
import { completeDeletion, eraseCandidateWithCompany } from './erasure.js';
import { appendTombstones, type Tombstone } from './tombstones.js';

/** Candidates a sweep's transaction handles at most: short transactions that never hold many rows' locks for long. */
const SWEEP_BATCH = 200;

/**
 * The last activity on an application (`a`), from which retention counts: when it was sent or changed, its latest
 * move or decision, the latest e-mail sent to its candidate about it, the latest message they wrote about it (an
 * automatic reply or a bounce is nobody writing, decision 098), and an Admin's restore (`rs`). Notes are the company's
 * own work about the candidate and do not keep them.
 */
const LAST_ACTIVITY = sql.raw(`GREATEST(a.created_at, a.updated_at,
  (SELECT max(sc.created_at) FROM status_changes sc WHERE sc.application_id = a.id),
  (SELECT max(o.sent_at) FROM outbox o WHERE o.application_id = a.id),
  (SELECT max(m.received_at) FROM messages m WHERE m.application_id = a.id AND m.kind = 'message'),
  rs.restored_at)`);

/**
 * Every candidate of a company with retention on, with their retention clock at `now`: their latest application there,
 * its last activity, when they are due for quarantine (retention after the last activity, twice as long under a
 * talent-pool consent not withdrawn, and never within the grace after retention was first turned on) and whether
 * they are quarantined (a newer application takes them out). Candidates under a legal hold in force are left out.
 */
function retentionClock(now: Date, companyId?: string): SQL {
  const ofCompany = companyId ? sql`AND a.company_id = ${companyId}` : sql``;
  return sql`
    SELECT l.*,
      GREATEST(
        l.last_activity + make_interval(months => l.retention_months * CASE WHEN l.consents THEN 2 ELSE 1 END),
        l.retention_enabled_at + make_interval(days => ${QUARANTINE_DAYS})
      ) AS quarantine_on
    FROM (
      SELECT DISTINCT ON (a.company_id, a.candidate_id)
        a.company_id, a.candidate_id, a.id AS application_id, a.first_name || ' ' || a.last_name AS candidate,
        c.retention_months, c.retention_enabled_at, ${LAST_ACTIVITY} AS last_activity,
        (a.talent_pool_consent_at IS NOT NULL AND a.talent_pool_withdrawn_at IS NULL) AS consents,
        (rs.quarantined_at IS NOT NULL AND rs.quarantined_at >= a.created_at) AS quarantined,
        rs.erase_after
      FROM applications a
      JOIN companies c ON c.id = a.company_id AND c.retention_months IS NOT NULL
      LEFT JOIN retention_states rs ON rs.company_id = a.company_id AND rs.candidate_id = a.candidate_id
      WHERE NOT EXISTS (
        SELECT 1 FROM legal_holds h JOIN applications ha ON ha.id = h.application_id
        WHERE ha.company_id = a.company_id AND ha.candidate_id = a.candidate_id
          AND (h.ends_at IS NULL OR h.ends_at > ${now})
      ) ${ofCompany}
      ORDER BY a.company_id, a.candidate_id, a.created_at DESC, a.id DESC
    ) l`;
}

/** Quarantines up to `size` candidates due at `now`; answers how many. Those quarantined are no longer due. */
export async function quarantineBatch(db: Database, now: Date, size = SWEEP_BATCH): Promise<number> {
  const { rowCount } = await db.execute(sql`
    INSERT INTO retention_states (company_id, candidate_id, quarantined_at, erase_after)
    SELECT company_id, candidate_id, ${now}, ${now}::timestamptz + make_interval(days => ${QUARANTINE_DAYS})
    FROM (${retentionClock(now)}) due
    WHERE NOT due.quarantined AND due.quarantine_on <= ${now}
    ORDER BY due.company_id, due.candidate_id
    LIMIT ${size}
    ON CONFLICT (company_id, candidate_id)
    DO UPDATE SET quarantined_at = excluded.quarantined_at, erase_after = excluded.erase_after`);
  return rowCount ?? 0;
}

/**
 * Erases, in one transaction, up to `size` candidates whose quarantine ended by `now`; answers how many. Their rows
 * are locked and skipped by any other sweep, and go with the erasure, so that none is erased twice.
 */
export async function eraseBatch(
  { db, dataDir, candidateData }: Sweeping,
  now: Date,
  size = SWEEP_BATCH,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ company_id: string; candidate_id: string }>(sql`
      SELECT rs.company_id, rs.candidate_id FROM retention_states rs
      JOIN (${retentionClock(now)}) clock ON clock.company_id = rs.company_id AND clock.candidate_id = rs.candidate_id
      WHERE rs.erase_after <= ${now} AND clock.quarantined
      ORDER BY rs.erase_after
      LIMIT ${size}
      FOR UPDATE OF rs SKIP LOCKED`);
    const gathered: Tombstone[] = [];
    for (const row of rows) {
      await eraseCandidateWithCompany(tx, {
        companyId: row.company_id,
        candidateId: row.candidate_id,
        by: 'retention',
        dataDir,
        candidateData,
        gathered,
      });
      await tx
        .delete(retentionStates)
        .where(and(eq(retentionStates.companyId, row.company_id), eq(retentionStates.candidateId, row.candidate_id)));
    }
    // The batch's tombstones are kept before it commits, in one write.
    await appendTombstones(dataDir, gathered);
    return rows.length;
  });
}

/**
 * What a sweep works on: the database, the data directory where erasures keep their tombstones, and every
 * capability's candidate data, which its erasures take.
 */
interface Sweeping {
  db: Database;
  dataDir: string;
  candidateData: readonly CandidateData[];
}

/**
 * Completes, one transaction each, the deletions of accounts whose owners deleted them while an application was held,
 * where no hold in force at `now` keeps it any longer (the hold lapsed); answers how many.
 */
async function completeLapsedDeletions({ db, dataDir, candidateData }: Sweeping, now: Date): Promise<number> {
  const { rows } = await db.execute<{ company_id: string; candidate_id: string }>(sql`
    SELECT DISTINCT a.company_id, a.candidate_id FROM applications a
    JOIN users u ON u.id = a.candidate_id AND u.role = 'candidate' AND u.removed_at IS NOT NULL
    WHERE NOT EXISTS (
      SELECT 1 FROM legal_holds h WHERE h.application_id = a.id AND (h.ends_at IS NULL OR h.ends_at > ${now})
    )`);
  for (const row of rows) {
    await db.transaction((tx) =>
      completeDeletion(tx, { companyId: row.company_id, candidateId: row.candidate_id, dataDir, candidateData, now }),
    );
  }
  return rows.length;
}

/**
 * One sweep at `now`: completes the deletions whose holds lapsed, erases the quarantined whose time is up, then
 * quarantines those past retention, in batches until none is left. Everything it has done is in the rows, so that a
 * sweep cut short is resumed by the next one.
 */
export async function sweepRetention(sweeping: Sweeping, now: Date): Promise<SweepDone> {
  const done: SweepDone = { erased: [], quarantined: [] };
  await completeLapsedDeletions(sweeping, now);
  for (let erased = await eraseBatch(sweeping, now); erased > 0; erased = await eraseBatch(sweeping, now)) {
    done.erased.push(erased);
  }
  for (let held = await quarantineBatch(sweeping.db, now); held > 0; held = await quarantineBatch(sweeping.db, now)) {
    done.quarantined.push(held);
  }
  return done;
}

/** How many candidates each of a sweep's transactions erased, then quarantined. */
interface SweepDone {
  erased: number[];
  quarantined: number[];
}

export const RETENTION_PAGE_SIZE = 50;

/** The dry run of one company: who will be quarantined and erased, and when, soonest first. */
export async function retentionPreview(
  db: Database,
  companyId: string,
  now: Date,
  page: number,
): Promise<{ entries: RetentionEntry[]; total: number }> {
  const { rows } = await db.execute<{
    application_id: string;
    candidate: string;
    quarantined: boolean;
    last_activity: Date | string;
    quarantine_on: Date | string;
    erase_after: Date | string | null;
    total: number;
  }>(sql`
    SELECT clock.*, count(*) OVER ()::int AS total FROM (${retentionClock(now, companyId)}) clock
    ORDER BY CASE WHEN clock.quarantined THEN clock.erase_after ELSE clock.quarantine_on END, clock.application_id
    LIMIT ${RETENTION_PAGE_SIZE} OFFSET ${(page - 1) * RETENTION_PAGE_SIZE}`);
  const iso = (at: Date | string) => new Date(at).toISOString();
  const day = 24 * 60 * 60 * 1000;
  return {
    total: rows[0]?.total ?? 0,
    entries: rows.map((row) => {
      // A candidate due now is quarantined by the next sweep, which is at most a day away.
      const quarantineOn = new Date(Math.max(new Date(row.quarantine_on).getTime(), now.getTime()));
      return {
        application_id: row.application_id,
        candidate: row.candidate,
        state: row.quarantined ? 'quarantined' : 'kept',
        last_activity_at: iso(row.last_activity),
        quarantine_on: iso(quarantineOn),
        erase_on: iso(
          row.quarantined && row.erase_after
            ? row.erase_after
            : new Date(quarantineOn.getTime() + QUARANTINE_DAYS * day),
        ),
      };
    }),
  };
}

/** Sweeps retention once a day, at 03:00 in the app's time zone; a failed sweep is done again by the next day's, from where it stopped. */
export function retentionWork(sweeping: Sweeping): TaskWork<object> {
  return dailyAt('3:00', 'privacy-retention-sweep', (now) => sweepRetention(sweeping, now));
}
