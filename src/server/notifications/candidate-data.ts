import type { CandidateData } from '../candidate-data.js';
import { notifications } from '../db/schema.js';

/** The team's notifications about an application: they go with it by the cascade, and are the team's, not exported. */
export const notificationCandidateData: CandidateData = { tables: [notifications] };
