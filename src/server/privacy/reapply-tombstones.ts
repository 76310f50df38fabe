import { and, eq, exists } from 'drizzle-orm';
import type { CandidateData } from '../candidate-data.js';
import type { Database } from '../db/database.js';
import { applications, erasures, users } from '../db/schema.js';
import { eraseCandidateEverywhere, eraseCandidateWithCompany } from './erasure.js';
import { readTombstones, tombstonesPath } from './tombstones.js';

/**
 * Erases again, each in its own transaction, what the installation's tombstones say was erased and a restored older
 * backup brought back. A candidate already gone is left as is, so running it twice changes nothing more; an erasure
 * whose audit row the restored rows hold came before the backup, which may hold a newer application.
 */
export async function reapplyTombstones(
  db: Database,
  dataDir: string,
  candidateData: readonly CandidateData[],
): Promise<number> {
  let applied = 0;
  for (const tombstone of await readTombstones(tombstonesPath(dataDir))) {
    const candidateId = tombstone.candidateRef;
    const { companyId, erasureId } = tombstone;
    if (erasureId) {
      const [recorded] = await db.select({ id: erasures.id }).from(erasures).where(eq(erasures.id, erasureId));
      if (recorded) continue;
    }
    const isCandidate = and(eq(users.id, candidateId), eq(users.role, 'candidate'));
    const heldBy = companyId
      ? and(eq(applications.candidateId, candidateId), eq(applications.companyId, companyId))
      : eq(applications.candidateId, candidateId);
    const [back] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(isCandidate, companyId ? exists(db.select().from(applications).where(heldBy)) : undefined));
    if (!back) continue;
    // Lines from before erasures recorded who erased stand for the route that could write them.
    const by = tombstone.by ?? (companyId ? 'admin' : 'candidate');
    await db.transaction(async (tx) => {
      if (companyId) {
        await eraseCandidateWithCompany(tx, { companyId, candidateId, by, erasureId, dataDir, candidateData });
      } else await eraseCandidateEverywhere(tx, { candidateId, by, dataDir, candidateData });
    });
    applied += 1;
  }
  return applied;
}
