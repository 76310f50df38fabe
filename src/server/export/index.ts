import { defineCapability } from '../capability.js';
import { exportRoutes } from './routes.js';
import { ExportService } from './service.js';

export const exportCapability = defineCapability({
  name: 'export',
  routes: async (app, { db, files, services, candidateData }) => {
    const exports = new ExportService(db, candidateData);
    await app.register(exportRoutes, { guards: services.guards, exports, store: files.store });
  },
});
