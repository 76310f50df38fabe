import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '../../shared/roles.js';
import type { Database } from '../db/database.js';
import { forbidden, unauthorized } from '../http/errors.js';
import { createSessionFinder, type SessionUser } from './service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a guard: who is calling, read from the session, never from the body. */
    sessionUser?: SessionUser;
  }
}

/** The web app sends the token raw in Authorization, as the specification's client does; `Bearer` works too. */
function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  if (!header) return undefined;
  const token = header.replace(/^Bearer\s+/i, '');
  return token.length > 0 && token.length <= 200 ? token : undefined;
}

export interface Guards {
  anyone: preHandlerAsyncHookHandler;
  recruiter: preHandlerAsyncHookHandler;
  candidate: preHandlerAsyncHookHandler;
}

export function createGuards(db: Database): Guards {
  const findSession = createSessionFinder(db);
  const requireRole = (role?: Role): preHandlerAsyncHookHandler =>
    async function guard(request: FastifyRequest, _reply: FastifyReply) {
      const token = readToken(request);
      const user = token ? await findSession(token) : undefined;
      if (!user) throw unauthorized();
      if (role && user.role !== role) throw forbidden();
      request.sessionUser = user;
    };
  return { anyone: requireRole(), recruiter: requireRole('recruiter'), candidate: requireRole('candidate') };
}

/** The caller a guard let through; a route without a guard has none, and that is a programming error. */
export function sessionUserOf(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new Error(`route ${request.url} reads the session without a guard`);
  return request.sessionUser;
}
