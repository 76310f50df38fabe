import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_TOKEN_MESSAGES, API_TOKEN_SCOPES, API_TOKEN_SCOPE_NAMES } from '../../shared/api-tokens.js';
import { apiTokenEndpoints } from '../../shared/api-tokens-endpoints.js';
import type { Guards } from '../auth/index.js';
import { memberOf } from '../auth/index.js';
import { serveEndpoints } from '../http/endpoints.js';
import { findOr404 } from '../http/ids.js';
import type { ApiTokenService } from './service.js';

interface ApiTokenRoutesOptions {
  apiTokens: ApiTokenService;
  guards: Guards;
}

export const apiTokenRoutes: FastifyPluginAsyncZod<ApiTokenRoutesOptions> = async (app, { apiTokens, guards }) => {
  serveEndpoints(app, guards, apiTokenEndpoints, {
    async list(request) {
      return { status: 200 as const, data: await apiTokens.list(memberOf(request)) };
    },

    async create(request, reply) {
      const created = await apiTokens.create(memberOf(request), request.body);
      return reply.code(201).send({ status: 201 as const, ...created });
    },

    async scopes() {
      const data = API_TOKEN_SCOPE_NAMES.map((name) => ({ name, description: API_TOKEN_SCOPES[name] }));
      return { status: 200 as const, data };
    },

    async revoke(request) {
      const member = memberOf(request);
      await findOr404(request.params.id, API_TOKEN_MESSAGES.notFound, (id) => apiTokens.revoke(member, id));
      return { status: 200 as const, message: API_TOKEN_MESSAGES.revoked };
    },

    async calls(request) {
      const member = memberOf(request);
      const data = await findOr404(request.params.id, API_TOKEN_MESSAGES.notFound, (id) => apiTokens.calls(member, id));
      return { status: 200 as const, data };
    },
  });
};
