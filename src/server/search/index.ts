import { defineCapability } from '../capability.js';
import { searchRoutes } from './routes.js';
import { SearchService } from './service.js';

export const searchCapability = defineCapability({
  name: 'search',
  routes: async (app, { db, services }) => {
    await app.register(searchRoutes, { guards: services.guards, search: new SearchService(db) });
  },
});
