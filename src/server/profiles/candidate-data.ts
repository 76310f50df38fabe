import { eq } from 'drizzle-orm';
import type { CandidateData } from '../candidate-data.js';
import { candidateProfiles, companyProfiles } from '../db/schema.js';

/**
 * The candidate's own profile: it goes with a closed account by the cascade, and now from a retired one. A company's
 * picture and cover are the company's, and keep their files from an erasure.
 */
export const profileCandidateData: CandidateData = {
  tables: [candidateProfiles],
  fileUses: [companyProfiles.pictureFileId, companyProfiles.coverFileId],
  async erase(tx, scope) {
    if (scope.kind === 'account' && scope.mode === 'retire') {
      await tx.delete(candidateProfiles).where(eq(candidateProfiles.userId, scope.candidateId));
    }
    return {};
  },
};
