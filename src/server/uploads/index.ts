import { defineCapability } from '../capability.js';
import { spoolDirOf } from '../files/uploads.js';
import { uploadRoutes } from './routes.js';

/** Files streamed on their own, whose ids the calls that use them carry (decision 100). */
export const uploadsCapability = defineCapability({
  name: 'uploads',
  routes: async (app, { db, files, config, services }) => {
    await app.register(uploadRoutes, {
      db,
      guards: services.guards,
      files,
      spoolDir: spoolDirOf(config.dataDir),
    });
  },
});
