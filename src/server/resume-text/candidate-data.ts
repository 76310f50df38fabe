import type { CandidateData } from '../candidate-data.js';
import { resumeTexts } from '../db/schema.js';

/** A resume's text, read from the file the export carries: it goes with its application by the cascade. */
export const resumeTextCandidateData: CandidateData = { tables: [resumeTexts] };
