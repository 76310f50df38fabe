import type { CandidateData } from '../candidate-data.js';
import { files, legalHolds, retentionStates } from '../db/schema.js';

/**
 * Privacy's own rows about a candidate: their retention state with a company (gone with the batch that erases them, or
 * with the account) and the legal holds on their applications (gone with them). The files' rows are the erasure's own
 * work (`erasure.ts`): it erases those the erased rows released once no declared `fileUses` column names them.
 */
export const privacyCandidateData: CandidateData = { tables: [retentionStates, legalHolds, files] };
