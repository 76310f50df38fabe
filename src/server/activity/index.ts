import { defineCapability } from '../capability.js';
import { activityCandidateData } from './candidate-data.js';
import { NoteService } from './notes-service.js';
import { activityRoutes } from './routes.js';
import { TimelineService } from './timeline-service.js';

export const activityCapability = defineCapability({
  name: 'activity',
  candidateData: activityCandidateData,
  routes: async (app, { db, config, services }) => {
    await app.register(activityRoutes, {
      guards: services.guards,
      notes: new NoteService(db, config.appUrl),
      timeline: new TimelineService(db),
    });
  },
});
