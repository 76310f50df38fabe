import { defineCapability } from '../capability.js';
import { resumeTextBackfillWork, resumeTextWork } from './tasks.js';

export { queueResumeText } from './tasks.js';
export { resumeTextCandidateData } from './candidate-data.js';

export const resumeTextCapability = defineCapability({
  name: 'resume-text',
  tasks: ({ db, store, log }) => [resumeTextWork({ db, store, log }), resumeTextBackfillWork({ db, store, log })],
});
