import { and, eq, isNotNull, or, gt, isNull } from 'drizzle-orm';
import { RETENTION_MESSAGES, type LegalHold, type LegalHoldInput } from '../../shared/retention.js';
import type { Member } from '../auth/index.js';
import type { CandidateData } from '../candidate-data.js';
import type { Database } from '../db/database.js';
import { applications, legalHolds, retentionStates } from '../db/schema.js';
import { Refusal } from '../refusal.js';
import { completeDeletion } from './erasure.js';

type HoldRow = typeof legalHolds.$inferSelect;

const holdOf = (row: HoldRow | undefined): LegalHold | null =>
  row
    ? { reason: row.reason, ends_at: row.endsAt?.toISOString() ?? null, placed_at: row.createdAt.toISOString() }
    : null;

export class RetentionService {
  constructor(
    private readonly db: Database,
    private readonly dataDir: string,
    private readonly candidateData: readonly CandidateData[],
  ) {}

  private async candidateOf(member: Member, applicationId: string): Promise<string | undefined> {
    const [application] = await this.db
      .select({ candidateId: applications.candidateId })
      .from(applications)
      .where(and(eq(applications.id, applicationId), eq(applications.companyId, member.companyId)));
    return application?.candidateId;
  }

  /** Takes the candidate out of quarantine and restarts their clock; answers whether they were quarantined. */
  async restore(member: Member, applicationId: string): Promise<boolean | undefined> {
    const candidateId = await this.candidateOf(member, applicationId);
    if (!candidateId) return undefined;
    const restored = await this.db
      .update(retentionStates)
      .set({ quarantinedAt: null, eraseAfter: null, restoredAt: new Date() })
      .where(
        and(
          eq(retentionStates.companyId, member.companyId),
          eq(retentionStates.candidateId, candidateId),
          isNotNull(retentionStates.quarantinedAt),
        ),
      )
      .returning({ candidateId: retentionStates.candidateId });
    return restored.length > 0;
  }

  /** The application's hold in force, `null` for none, or nothing when the application is not the member's company's. */
  async hold(member: Member, applicationId: string): Promise<LegalHold | null | undefined> {
    if (!(await this.candidateOf(member, applicationId))) return undefined;
    const [row] = await this.db
      .select()
      .from(legalHolds)
      .where(
        and(
          eq(legalHolds.applicationId, applicationId),
          or(isNull(legalHolds.endsAt), gt(legalHolds.endsAt, new Date())),
        ),
      );
    return holdOf(row);
  }

  async placeHold(member: Member, applicationId: string, input: LegalHoldInput): Promise<LegalHold | undefined> {
    const endsAt = input.ends_at ? new Date(input.ends_at) : null;
    if (endsAt && endsAt <= new Date()) throw new Refusal('invalid', RETENTION_MESSAGES.endsInThePast, 'ends_at');
    if (!(await this.candidateOf(member, applicationId))) return undefined;
    const values = { reason: input.reason, endsAt, placedBy: member.userId, createdAt: new Date() };
    const [row] = await this.db
      .insert(legalHolds)
      .values({ applicationId, ...values })
      .onConflictDoUpdate({ target: legalHolds.applicationId, set: values })
      .returning();
    return holdOf(row)!;
  }

  /**
   * Lifts the application's hold. When its candidate deleted their account meanwhile, what the hold kept is erased in
   * the same transaction, as their deletion asked.
   */
  async liftHold(member: Member, applicationId: string): Promise<null | undefined> {
    const candidateId = await this.candidateOf(member, applicationId);
    if (!candidateId) return undefined;
    await this.db.transaction(async (tx) => {
      await tx.delete(legalHolds).where(eq(legalHolds.applicationId, applicationId));
      const { dataDir, candidateData } = this;
      await completeDeletion(tx, { companyId: member.companyId, candidateId, dataDir, candidateData });
    });
    return null;
  }
}
