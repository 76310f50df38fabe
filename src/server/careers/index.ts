import { defineCapability } from '../capability.js';
import { PageCache } from './page-cache.js';
import { careersRoutes } from './routes.js';
import { CareersService } from './service.js';

export { SlugRace, changeSlug, claimFirstSlug, freeSlugFor } from './slugs.js';
export { CAREERS_CSS_PATH } from './styles.js';

/** How long a process serves a public careers page as it rendered it: a company's change shows within this. */
const PUBLIC_PAGE_TTL_MS = 2000;

export const careersCapability = defineCapability({
  name: 'careers',
  routes: async (app, { db, config, services }) => {
    await app.register(careersRoutes, {
      careers: new CareersService(db),
      privacy: services.privacy,
      pages: new PageCache(PUBLIC_PAGE_TTL_MS),
      appUrl: config.appUrl,
    });
  },
});
