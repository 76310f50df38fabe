import { defineCapability } from '../capability.js';
import { privacyCandidateData } from './candidate-data.js';
import { erasedFilesWork } from './erasure.js';
import { erasureRoutes } from './erasure-routes.js';
import { ErasureService } from './erasure-service.js';
import { retentionWork } from './retention.js';
import { retentionRoutes } from './retention-routes.js';
import { privacyRoutes } from './routes.js';
import { PrivacyService } from './service.js';

export { erasedFilesWork } from './erasure.js';
export { noticeOnApply, privacyPagePath } from './notices.js';
export { reapplyTombstones } from './reapply-tombstones.js';
export type { PrivacyService } from './service.js';
export { TOMBSTONES_NAME, addTombstones, readTombstones, tombstonesPath } from './tombstones.js';

declare module '../capability.js' {
  interface Services {
    /** A company's privacy notice and settings, which its careers pages link. */
    privacy: PrivacyService;
  }
}

export const privacyCapability = defineCapability({
  name: 'privacy',
  candidateData: privacyCandidateData,
  provides: ({ db, config }) => ({ privacy: new PrivacyService(db, config.appUrl) }),
  routes: async (app, { db, config, services, candidateData }) => {
    const { guards, privacy, decisions } = services;
    await app.register(privacyRoutes, { guards, privacy });
    const erasure = new ErasureService(db, decisions, config.dataDir, candidateData);
    await app.register(erasureRoutes, { guards, erasure });
    await app.register(retentionRoutes, { guards, db, dataDir: config.dataDir, candidateData });
  },
  tasks: ({ db, config, store, candidateData }) => [
    erasedFilesWork({ store, dataDir: config.dataDir }),
    retentionWork({ db, dataDir: config.dataDir, candidateData }),
  ],
});
