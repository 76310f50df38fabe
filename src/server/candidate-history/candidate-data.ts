import type { CandidateData } from '../candidate-data.js';
import { applicationDuplicates } from '../db/schema.js';

/** The links between likely duplicate applications: they go with either application by the cascade. */
export const candidateHistoryCandidateData: CandidateData = { tables: [applicationDuplicates] };
