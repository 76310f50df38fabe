import { defineCapability } from '../capability.js';
import { duplicatesBackfillWork } from './duplicates.js';
import { candidateHistoryRoutes } from './routes.js';
import { CandidateHistoryService } from './service.js';

export { markDuplicates } from './duplicates.js';
export { candidateHistoryCandidateData } from './candidate-data.js';

export const candidateHistoryCapability = defineCapability({
  name: 'candidate-history',
  routes: async (app, { db, services }) => {
    await app.register(candidateHistoryRoutes, { guards: services.guards, history: new CandidateHistoryService(db) });
  },
  tasks: ({ db }) => [duplicatesBackfillWork({ db })],
});
