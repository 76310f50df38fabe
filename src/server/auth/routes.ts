import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageAnswerSchema, SuccessAnswerSchema } from '../../shared/api.js';
import {
  AccountCreatedAnswerSchema,
  CandidateRegisterSchema,
  EMAIL_CODE_MESSAGES,
  EmailCodeRequestSchema,
  EmailCodeVerifySchema,
  EmailLinkAnswerSchema,
  EmailLinkSchema,
  ForgotPasswordSchema,
  type LoginResponse,
  LoginResponseSchema,
  LoginSchema,
  PasswordStateAnswerSchema,
  RecruiterRegisterSchema,
  ResetPasswordSchema,
  SetPasswordSchema,
} from '../../shared/auth.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import type { Guards } from './guard.js';
import { requestEmailCode, signInWithEmailCode, signInWithEmailLink } from './email-codes.js';
import { beforeBody, sessionUserOf } from './guard.js';
import { LIMITS, take } from './rate-limit.js';
import { hasPassword, login, registerUser, requestPasswordReset, resetPassword, setFirstPassword } from './service.js';
import { type LoginResult, logout } from './sessions.js';

/**
 * What a call open to anyone may send: its fields take a few hundred bytes. A larger body is refused with 413 from its
 * stated length, or as soon as it passes this, before it is parsed.
 */
export const PUBLIC_BODY_LIMIT_BYTES = 16 * 1024;

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
  onMailQueued: () => void;
  authRateLimit: number;
  appUrl: string;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { db, guards, onMailQueued, authRateLimit, appUrl },
) => {
  // Every auth call counts against the caller's address first: it bounds guessing from one place.
  app.addHook(
    'onRequest',
    beforeBody((request) => take(db, LIMITS.authByAddress(request.ip, authRateLimit))).onRequest,
  );

  // Public, all but logout and a candidate's own password: these calls are how a person gets a session.
  app.post(
    '/api/register/',
    {
      bodyLimit: PUBLIC_BODY_LIMIT_BYTES,
      schema: { body: RecruiterRegisterSchema, response: { 201: AccountCreatedAnswerSchema } },
    },
    async (request, reply) => {
      await registerUser(db, 'recruiter', request.body, appUrl);
      onMailQueued();
      return reply.code(201).send({ status: 201 as const, message: 'Account created.' });
    },
  );

  app.post(
    '/api/candidate/register/',
    {
      bodyLimit: PUBLIC_BODY_LIMIT_BYTES,
      schema: { body: CandidateRegisterSchema, response: { 201: AccountCreatedAnswerSchema } },
    },
    async (request, reply) => {
      await registerUser(db, 'candidate', request.body, appUrl);
      onMailQueued();
      return reply.code(201).send({ status: 201 as const, message: 'Account created.' });
    },
  );

  app.post(
    '/login/',
    { bodyLimit: PUBLIC_BODY_LIMIT_BYTES, schema: { body: LoginSchema, response: { 200: LoginResponseSchema } } },
    async (request) => {
      const session = await login(db, request.body.email, request.body.password);
      if (!session) throw new HttpError(401, 'Invalid email or password.');
      return toLoginAnswer(session);
    },
  );

  app.post(
    '/api/candidate/email_code/',
    {
      bodyLimit: PUBLIC_BODY_LIMIT_BYTES,
      schema: { body: EmailCodeRequestSchema, response: { 200: MessageAnswerSchema } },
    },
    async (request) => {
      await requestEmailCode(db, request.body, appUrl);
      onMailQueued();
      return { status: 200 as const, message: EMAIL_CODE_MESSAGES.sent };
    },
  );

  app.post(
    '/api/candidate/email_code/verify/',
    {
      bodyLimit: PUBLIC_BODY_LIMIT_BYTES,
      schema: { body: EmailCodeVerifySchema, response: { 200: LoginResponseSchema } },
    },
    async (request) => toLoginAnswer(await signInWithEmailCode(db, request.body.email, request.body.code)),
  );

  app.post(
    '/api/candidate/email_code/link/',
    { bodyLimit: PUBLIC_BODY_LIMIT_BYTES, schema: { body: EmailLinkSchema, response: { 200: EmailLinkAnswerSchema } } },
    async (request) => {
      const { session, next } = await signInWithEmailLink(db, request.body.token);
      return { ...toLoginAnswer(session), next };
    },
  );

  app.get(
    '/api/candidate/password/',
    { ...guards.candidate, schema: { response: { 200: PasswordStateAnswerSchema } } },
    async (request) => ({ status: 200 as const, has_password: await hasPassword(db, sessionUserOf(request).userId) }),
  );

  app.post(
    '/api/candidate/password/',
    { ...guards.candidate, schema: { body: SetPasswordSchema, response: { 200: MessageAnswerSchema } } },
    async (request) => {
      await setFirstPassword(db, sessionUserOf(request).userId, request.body.password);
      return { status: 200 as const, message: EMAIL_CODE_MESSAGES.passwordSet };
    },
  );

  const logoutHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    await logout(db, sessionUserOf(request).sessionId);
    // The browser may keep the whole applications list for revalidation (decision 014): a shared computer must not
    // keep it once its user signs out.
    return reply.header('clear-site-data', '"cache"').send({ status: 200 as const, message: 'Signed out.' });
  };
  const logoutSchema = { response: { 200: MessageAnswerSchema } };
  app.post('/api/logout/', { ...guards.recruiter, schema: logoutSchema }, logoutHandler);
  app.post('/api/candidate/logout/', { ...guards.candidate, schema: logoutSchema }, logoutHandler);

  app.post(
    '/forgot_password/',
    {
      bodyLimit: PUBLIC_BODY_LIMIT_BYTES,
      schema: { body: ForgotPasswordSchema, response: { 200: MessageAnswerSchema } },
    },
    async (request) => {
      await requestPasswordReset(db, request.body.email);
      onMailQueued();
      // The same answer whether or not the address has an account: a different one would tell an attacker which do.
      return { status: 200 as const, message: 'If an account exists for this email, a code is on its way.' };
    },
  );

  app.post(
    '/reset_password/',
    {
      bodyLimit: PUBLIC_BODY_LIMIT_BYTES,
      schema: { body: ResetPasswordSchema, response: { 200: SuccessAnswerSchema } },
    },
    async (request) => {
      await resetPassword(db, request.body.email, request.body.otp, request.body.password);
      return { status: 200 as const, success: true };
    },
  );
};
