import { eq, sql } from 'drizzle-orm';
import type { CandidateData } from '../candidate-data.js';
import { emailCodes, passwordResets, rateLimitHits, sessions, users } from '../db/schema.js';

/**
 * The account and what signing in keeps of it. Rate limits and e-mail codes are kept per address, not per account:
 * they name it. A closed account's row goes last, taking its sessions, resets, profile, drafts and
 * files' rows by cascades; a retired one stays, naming no one, for the held applications to hang from.
 */
export const authCandidateData: CandidateData = {
  tables: [users, sessions, passwordResets, emailCodes, rateLimitHits],
  async erase(tx, scope) {
    if (scope.kind !== 'account') return {};
    const bucketEnd = `:${scope.email}`;
    await tx.delete(rateLimitHits).where(sql`right(${rateLimitHits.bucket}, ${bucketEnd.length}) = ${bucketEnd}`);
    await tx.delete(emailCodes).where(eq(emailCodes.email, scope.email));
    if (scope.mode === 'close') {
      await tx.delete(users).where(eq(users.id, scope.candidateId));
      return {};
    }
    await tx.delete(sessions).where(eq(sessions.userId, scope.candidateId));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, scope.candidateId));
    // The address goes too, so that its owner may open a new account with it meanwhile.
    await tx
      .update(users)
      .set({
        email: `${scope.candidateId}@erased.invalid`,
        name: '',
        passwordHash: null,
        emailConfirmedAt: null,
        timeZone: null,
        locale: null,
        removedAt: new Date(),
      })
      .where(eq(users.id, scope.candidateId));
    return {};
  },
};
