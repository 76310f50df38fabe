import { defineCapability } from '../capability.js';
import { postingRoutes } from './routes.js';
import { PostingService } from './service.js';

export { postingLocationSql } from './location.js';
export { recruiterEmailColumn } from './recruiter-email.js';
export type { PostingService } from './service.js';

declare module '../capability.js' {
  interface Services {
    postings: PostingService;
  }
}

export const postingsCapability = defineCapability({
  name: 'postings',
  provides: ({ db, config }) => ({ postings: new PostingService(db, config.appUrl) }),
  routes: async (app, { services }) => {
    await app.register(postingRoutes, { guards: services.guards, postings: services.postings });
  },
});
