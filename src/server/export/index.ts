import { defineCapability } from '../capability.js';
import { exportRoutes } from './routes.js';
import { ExportService } from './service.js';

export const exportCapability = defineCapability({
  name: 'export',
  routes: async (app, { db, files, services }) => {
    await app.register(exportRoutes, { guards: services.guards, exports: new ExportService(db), store: files.store });
  },
});
