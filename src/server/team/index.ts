import { defineCapability } from '../capability.js';
import { teamRoutes } from './routes.js';
import { TeamService } from './service.js';

export const teamCapability = defineCapability({
  name: 'team',
  routes: async (app, { db, config, services }) => {
    await app.register(teamRoutes, { db, guards: services.guards, team: new TeamService(db, config.appUrl) });
  },
});
