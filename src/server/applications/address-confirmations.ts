import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/database.js';
import { applications } from '../db/schema.js';

/** The candidate showed they own their address: the applications sent with it without an account are theirs. */
export async function confirmAddress(tx: Tx, candidateId: string): Promise<void> {
  await tx
    .update(applications)
    .set({ emailConfirmed: true })
    .where(and(eq(applications.candidateId, candidateId), eq(applications.emailConfirmed, false)));
}
