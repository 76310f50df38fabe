import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { applicationDuplicates, applications, emailMatchKey, phoneMatchKey } from '../db/schema.js';
import { backfillWork, type BackfillWork } from '../tasks/backfill.js';

/**
 * How alike two "first last" names must be, as pg_trgm's `similarity` (shared trigrams over all trigrams), to count
 * in the same city: "Jon Smith" and "John Smith" score about 0.6, "Jane Doe" and "John Doe" about 0.4 (decision 066).
 */
const NAME_SIMILARITY = 0.5;

/** Fewer digits than this is an extension or a typo, not a number that tells people apart. */
const PHONE_MIN_DIGITS = 7;

/** The most links kept for one application: the newest alike applications say enough. */
const DUPLICATES_KEPT = 20;

/** Applications looked at per backfill task. */
const BACKFILL_BATCH = 200;

/**
 * Links the application `applicationId`, as it is sent, to the company's earlier applications by other accounts that
 * look like the same person: the same e-mail, the same phone, or a close name in the same city. Each reason is one
 * index read (the indexes beside `applications`), so an apply stays fast. The same account's other applications are
 * its history, not duplicates. Only earlier ones, so that a pair looked at from both sides is linked once.
 */
export async function markDuplicates(tx: Pick<Database, 'execute'>, applicationId: string): Promise<void> {
  const fullName = (table: string) => sql.raw(`lower(${table}.first_name || ' ' || ${table}.last_name)`);
  await tx.execute(sql`
    WITH sent AS (
      SELECT id, company_id, candidate_id, created_at, ${emailMatchKey(applications.email)} AS email_key,
        ${phoneMatchKey(applications.phone)} AS phone_key,
        length(regexp_replace(phone, '[^0-9]', '', 'g')) AS phone_digits,
        lower(city) AS city, ${fullName('applications')} AS name
      FROM ${applications} WHERE id = ${applicationId}
    ),
    alike AS (
      SELECT other.id, 'email' AS reason FROM sent JOIN ${applications} other
        ON other.company_id = sent.company_id AND ${emailMatchKey(sql.raw('other.email'))} = sent.email_key
      WHERE other.candidate_id <> sent.candidate_id
      UNION ALL
      SELECT other.id, 'phone' FROM sent JOIN ${applications} other
        ON other.company_id = sent.company_id AND ${phoneMatchKey(sql.raw('other.phone'))} = sent.phone_key
      WHERE other.candidate_id <> sent.candidate_id AND sent.phone_digits >= ${PHONE_MIN_DIGITS}
      UNION ALL
      SELECT other.id, 'name_city' FROM sent JOIN ${applications} other
        ON other.company_id = sent.company_id AND lower(other.city) = sent.city
      WHERE other.candidate_id <> sent.candidate_id AND sent.city <> ''
        AND similarity(${fullName('other')}, sent.name) >= ${NAME_SIMILARITY}
    )
    INSERT INTO ${applicationDuplicates} (application_id, duplicate_of_application_id, reasons)
    SELECT ${applicationId}, alike.id, array_agg(DISTINCT alike.reason)
    FROM alike JOIN ${applications} other ON other.id = alike.id
    WHERE (other.created_at, other.id) < (SELECT created_at, id FROM sent)
    GROUP BY alike.id, other.created_at
    ORDER BY other.created_at DESC
    LIMIT ${DUPLICATES_KEPT}
    ON CONFLICT DO NOTHING`);
}

/**
 * Looks for the likely duplicates of the applications sent before duplicates were looked for, a batch per task: each
 * is linked to its earlier alike applications only, so the order they are looked at in changes no link.
 */
export function duplicatesBackfillWork({ db, batch }: { db: Database; batch?: number }): BackfillWork {
  return backfillWork(db, {
    name: 'duplicates-backfill',
    batch: batch ?? BACKFILL_BATCH,
    remaining: (limit) =>
      db
        .select({ id: applications.id })
        .from(applications)
        .where(isNull(applications.duplicatesCheckedAt))
        .orderBy(asc(applications.id))
        .limit(limit),
    fill: ({ id }) =>
      db.transaction(async (tx) => {
        await markDuplicates(tx, id);
        await tx
          .update(applications)
          .set({ duplicatesCheckedAt: sql`now()` })
          .where(eq(applications.id, id));
      }),
  });
}
