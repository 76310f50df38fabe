import { defineCapability } from '../capability.js';
import { createApiTokenAdmission, registerApiTokenCalls } from './admission.js';
import { apiTokenRoutes } from './routes.js';
import { ApiTokenService, apiTokenCallsWork } from './service.js';

export { liveApiTokensMadeBy, revokeApiTokensMadeBy } from './service.js';

declare module '../capability.js' {
  interface Services {
    /** Lets in a call made with a company's API token, for sign-in's guards. */
    tokenAdmission: ReturnType<typeof createApiTokenAdmission>;
  }
}

export const apiTokensCapability = defineCapability({
  name: 'api-tokens',
  provides: ({ db, config }) => ({ tokenAdmission: createApiTokenAdmission(db, config.apiTokenRateLimit) }),
  hooks: (app, { db }) => registerApiTokenCalls(app, db),
  routes: async (app, { db, services }) => {
    await app.register(apiTokenRoutes, { guards: services.guards, apiTokens: new ApiTokenService(db) });
  },
  tasks: ({ db }) => [apiTokenCallsWork({ db })],
});
