import { defineCapability } from '../capability.js';
import { resumeTextCandidateData } from './candidate-data.js';
import { queueResumeText, resumeTextBackfillWork, resumeTextWork } from './tasks.js';

export const resumeTextCapability = defineCapability({
  name: 'resume-text',
  candidateData: resumeTextCandidateData,
  tasks: ({ db, store, log }) => [resumeTextWork({ db, store, log }), resumeTextBackfillWork({ db, store, log })],
  reactions: {
    // A new application's resume is read to text for search, on the task queue.
    'application.created': async (tx, { data }) => {
      for (const { application_id } of data) if (application_id) await queueResumeText(tx, application_id);
    },
  },
});
