import type { FastifyInstance } from 'fastify';
import { API_TOKEN_MESSAGES } from '../../shared/api-tokens.js';
import { LIMITS, take } from '../auth/index.js';
import type { TokenAdmission } from '../auth/index.js';
import { isApiToken } from '../auth/index.js';
import type { Database } from '../db/database.js';
import { HttpError, unauthorized } from '../http/errors.js';
import { type ApiTokenCaller, findApiToken, recordApiTokenCall } from './service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The company's API token the call is made with, once found; a session's call has none. */
    apiToken?: ApiTokenCaller;
  }
}

/**
 * Admits a call made with a company's API token, if `token` is one: a token that is unknown, revoked or expired is
 * 401, one whose scopes do not include the call's declared one 403, and one past its calls a minute 429. The token
 * acts as an Admin of its company, as the member who made it, within its scopes (decision 069). Answers false for a
 * session's token, which the guard looks up as it always has.
 */
export function createApiTokenAdmission(db: Database, callsPerMinute: number): TokenAdmission {
  return async (request, token) => {
    if (!isApiToken(token)) return undefined;
    const caller = await findApiToken(db, token, new Date());
    if (!caller) throw unauthorized();
    request.apiToken = caller;
    const scope = request.routeOptions.config.endpoint?.token;
    if (!scope) throw new HttpError(403, API_TOKEN_MESSAGES.refused);
    if (!caller.scopes.includes(scope)) throw new HttpError(403, API_TOKEN_MESSAGES.missingScope(scope));
    await take(db, LIMITS.apiTokenCalls(caller.tokenId, callsPerMinute));
    return { sessionId: caller.tokenId, ...caller.member };
  };
}

/** Lists each call made with a token, with the status it answered, before the answer goes out. */
export function registerApiTokenCalls(app: FastifyInstance, db: Database): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.apiToken) return payload;
    try {
      await recordApiTokenCall(db, request.apiToken, {
        method: request.method,
        route: request.routeOptions.url ?? 'unknown',
        status: reply.statusCode,
      });
    } catch (error) {
      // The call itself is done: an answer is not withheld for its audit row.
      request.log.error({ err: error }, 'could not list a call made with an API token');
    }
    return payload;
  });
}
