import { defineCapability } from '../capability.js';
import { scorecardCandidateData } from './candidate-data.js';
import { askWork } from './asks.js';
import { comparisonRoutes } from './comparison-routes.js';
import { scorecardRoutes } from './routes.js';
import { ScorecardService } from './service.js';
import { createShippedTemplates, ScorecardTemplateService } from './templates.js';

export { currentVersion } from './templates.js';
export { scorecardEvents } from './timeline.js';

export const scorecardsCapability = defineCapability({
  name: 'scorecards',
  candidateData: scorecardCandidateData,
  routes: async (app, { db, services }) => {
    await app.register(scorecardRoutes, {
      guards: services.guards,
      scorecards: new ScorecardService(db),
      templates: new ScorecardTemplateService(db),
    });
    await app.register(comparisonRoutes, { guards: services.guards, db });
  },
  tasks: ({ db, config }) => [askWork({ db, appUrl: config.appUrl })],
  reactions: { 'company.created': (tx, { companyId }) => createShippedTemplates(tx, companyId) },
});
