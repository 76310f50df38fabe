import { defineCapability } from '../capability.js';
import { candidateHistoryCandidateData } from './candidate-data.js';
import { duplicatesBackfillWork, markDuplicates } from './duplicates.js';
import { candidateHistoryRoutes } from './routes.js';
import { CandidateHistoryService } from './service.js';

export const candidateHistoryCapability = defineCapability({
  name: 'candidate-history',
  candidateData: candidateHistoryCandidateData,
  routes: async (app, { db, services }) => {
    await app.register(candidateHistoryRoutes, { guards: services.guards, history: new CandidateHistoryService(db) });
  },
  tasks: ({ db }) => [duplicatesBackfillWork({ db })],
  reactions: {
    // A new application is compared with the company's others as it is made, so its history shows at once.
    'application.created': async (tx, { data }) => {
      for (const { application_id } of data) if (application_id) await markDuplicates(tx, application_id);
    },
  },
});
