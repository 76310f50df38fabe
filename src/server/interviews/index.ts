import { defineCapability } from '../capability.js';
import { interviewCandidateData } from './candidate-data.js';
import { CandidateInterviewService } from './answers.js';
import { candidateInterviewRoutes } from './candidate-routes.js';
import { reminderWork } from './reminders.js';
import { interviewRoutes } from './routes.js';
import { InterviewService } from './service.js';

export const interviewsCapability = defineCapability({
  name: 'interviews',
  candidateData: interviewCandidateData,
  routes: async (app, { db, config, services }) => {
    const { guards, moves } = services;
    const interviews = new InterviewService(db, moves, config.appUrl, config.mailFrom);
    await app.register(interviewRoutes, { guards, interviews });
    await app.register(candidateInterviewRoutes, {
      guards,
      answers: new CandidateInterviewService(db, interviews, config.appUrl),
      appUrl: config.appUrl,
    });
  },
  tasks: ({ db, config }) => [reminderWork({ db, appUrl: config.appUrl })],
});
