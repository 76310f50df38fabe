import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EMAIL_CODE_MESSAGES, type LoginResponse } from '../../shared/auth.js';
import { authEndpoints } from '../../shared/auth-endpoints.js';
import type { Database } from '../db/database.js';
import type { Config } from '../config.js';
import { serveEndpoints } from '../http/endpoints.js';
import { HttpError } from '../http/errors.js';
import type { Guards } from './guard.js';
import { requestEmailCode, signInWithEmailCode, signInWithEmailLink } from './email-codes.js';
import { beforeBody, sessionUserOf } from './guard.js';
import { LIMITS, take } from './rate-limit.js';
import { toldTermsOf } from './reader-terms.js';
import {
  type CompanyFounding,
  hasPassword,
  login,
  registerUser,
  requestPasswordReset,
  resetPassword,
  setFirstPassword,
} from './service.js';
import { type LoginResult, logout as logoutSession } from './sessions.js';

/** What signing in answers, as the specification shapes it, with who the member is for a company's member. */
export function toLoginAnswer(session: LoginResult): LoginResponse {
  return {
    status: 200 as const,
    refresh_token: session.token,
    is_company: session.role === 'recruiter',
    name: session.name,
    ...(session.member && { member: session.member }),
  };
}

interface AuthRoutesOptions {
  db: Database;
  guards: Guards;
  authRateLimit: number;
  appUrl: string;
  founding: CompanyFounding;
  config: Config;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { db, guards, authRateLimit, appUrl, founding, config },
) => {
  // Every auth call counts against the caller's address first: it bounds guessing from one place.
  app.addHook(
    'onRequest',
    beforeBody((request) => take(db, LIMITS.authByAddress(request.ip, authRateLimit))).onRequest,
  );

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    await logoutSession(db, sessionUserOf(request).sessionId);
    // The browser may keep the whole applications list for revalidation (decision 014): a shared computer must not
    // keep it once its user signs out.
    return reply.header('clear-site-data', '"cache"').send({ status: 200 as const, message: 'Signed out.' });
  };

  serveEndpoints(app, guards, authEndpoints, {
    async registerRecruiter(request, reply) {
      await registerUser(db, 'recruiter', request.body, appUrl, founding);
      return reply.code(201).send({ status: 201 as const, message: 'Account created.' });
    },

    async registerCandidate(request, reply) {
      await registerUser(db, 'candidate', request.body, appUrl, founding);
      return reply.code(201).send({ status: 201 as const, message: 'Account created.' });
    },

    async login(request) {
      const session = await login(db, request.body.email, request.body.password, toldTermsOf(request));
      if (!session) throw new HttpError(401, 'Invalid email or password.');
      return toLoginAnswer(session);
    },

    async requestEmailCode(request) {
      await take(db, LIMITS.emailCodesByAddress(request.ip));
      await requestEmailCode(db, request.body, appUrl);
      return { status: 200 as const, message: EMAIL_CODE_MESSAGES.sent };
    },

    async verifyEmailCode(request) {
      return toLoginAnswer(await signInWithEmailCode(db, request.body.email, request.body.code, toldTermsOf(request)));
    },

    async signInWithEmailLink(request) {
      const { session, next } = await signInWithEmailLink(db, request.body.token, config, toldTermsOf(request));
      return { ...toLoginAnswer(session), next };
    },

    async passwordState(request) {
      return { status: 200 as const, has_password: await hasPassword(db, sessionUserOf(request).userId) };
    },

    async setPassword(request) {
      await setFirstPassword(db, sessionUserOf(request).userId, request.body.password);
      return { status: 200 as const, message: EMAIL_CODE_MESSAGES.passwordSet };
    },

    logout,
    candidateLogout: logout,

    async forgotPassword(request) {
      await requestPasswordReset(db, request.body.email);
      // The same answer whether or not the address has an account: a different one would tell an attacker which do.
      return { status: 200 as const, message: 'If an account exists for this email, a code is on its way.' };
    },

    async resetPassword(request) {
      await resetPassword(db, request.body.email, request.body.otp, request.body.password);
      return { status: 200 as const, success: true };
    },
  });
};
