import { defineCapability } from '../capability.js';
import { senderAddress } from '../mail/worker.js';
import { interviewCandidateData } from './candidate-data.js';
import { CandidateInterviewService } from './answers.js';
import { candidateInterviewRoutes } from './candidate-routes.js';
import { closingWork, endsInterviews, erasedInterviewsWork, queueClosing } from './closing.js';
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
  tasks: ({ db, config }) => {
    const reviser = { db, appUrl: config.appUrl, organizerEmail: senderAddress(config.mailFrom) };
    return [reminderWork({ db, appUrl: config.appUrl }), closingWork(reviser), erasedInterviewsWork(reviser)];
  },
  reactions: {
    // An application that ends takes its interviews still to come with it, once its move can no longer be undone.
    'application.moved': async (tx, { applicationId, statusChangeId, status, heldUntil, candidateKnows }) => {
      if (endsInterviews(status)) await queueClosing(tx, { applicationId, statusChangeId, candidateKnows }, heldUntil);
    },
    // A withdrawal has no undo: the candidate's own decision, which they know of.
    'application.withdrawn': async (tx, { data }) => {
      for (const { application_id: applicationId } of data)
        if (applicationId) await queueClosing(tx, { applicationId, statusChangeId: null, candidateKnows: true }, null);
    },
  },
});
