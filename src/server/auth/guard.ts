import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../shared/auth.js';
import { can, missingPermissionMessage, PERMISSIONS, type Permission } from '../../shared/roles.js';
import type { Database } from '../db/database.js';
import type { EndpointGuards, Guard } from '../http/endpoints.js';
import { forbidden, HttpError, unauthorized } from '../http/errors.js';
import type { CallerOfRow } from './caller.js';
import {
  createSessionFinder,
  createSessionToucher,
  sessionKeyOf,
  type Member,
  type SessionKey,
  type SessionUser,
} from './sessions.js';

/**
 * Who may make a call: a role, or what a company's member must be allowed to do (`PERMISSIONS` in
 * `shared/roles.ts`); `recruiter` lets in any member of a company.
 */
export type Who = Role | Permission;

function isPermission(who: Who): who is Permission {
  return who in PERMISSIONS;
}

/** Throws the 403 of a caller who may not make the call, naming what they miss. */
function check(user: SessionUser, who: Who): void {
  if (!isPermission(who)) {
    if (user.role !== who) throw forbidden();
    return;
  }
  if (user.role !== 'recruiter' || user.memberRole === null) throw forbidden();
  if (!can(user.memberRole, who)) throw new HttpError(403, missingPermissionMessage(user.memberRole, who));
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The session the request's token names, to be looked for by a guard or by the statement of the answer. */
    sessionKey?: SessionKey;
    /** Set once the session is found: who is calling, read from the session, never from the body. */
    sessionUser?: SessionUser;
  }
}

/**
 * The web app sends the token raw in Authorization, as the specification's client does; `Bearer` works too, and is how
 * a company's API token is sent.
 */
function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  if (!header) return undefined;
  const token = header.replace(/^Bearer\s+/i, '');
  return token.length > 0 && token.length <= 200 ? token : undefined;
}

/** Whether the request names a session or an API token at all, valid or not. */
export function carriesToken(request: FastifyRequest): boolean {
  return readToken(request) !== undefined;
}

function keepSessionKey(request: FastifyRequest): string {
  const token = readToken(request);
  if (!token) throw unauthorized();
  request.sessionKey = sessionKeyOf(token);
  return token;
}

export interface Guards extends EndpointGuards {
  anyone: Guard;
  /** Any member of a company. */
  recruiter: Guard;
  candidate: Guard;
  /** A member whose role allows `permission`. */
  allowed(permission: Permission): Guard;
  /**
   * Reads the token only, for a route whose read looks the session up in its own statement (`withCaller`), which
   * saves a round trip to the database. The route then reads through `read`, or `admit` on a path that reads otherwise.
   */
  token: Guard;
  /**
   * Runs `run`, a read through `withCaller` with the session the token names, and lets its caller in as the role's
   * guard would: a first row shows that the session is live and of that role; without one, the session is looked up
   * on its own to answer 401, 403 or an empty read. One call, so that no route can read and forget to admit; it
   * answers the read without its `firstRow`.
   */
  read<T extends { firstRow: CallerOfRow | undefined }>(
    request: FastifyRequest,
    who: Who,
    run: (key: SessionKey) => Promise<T>,
  ): Promise<Omit<T, 'firstRow'>>;
  /** For a path of such a route that reads otherwise: looks the session up on its own, as the role's guard does. */
  admit(request: FastifyRequest, who: Who): Promise<SessionUser>;
  /**
   * For a public route that tells a signed-in caller a little more: the caller of a live session of `role`, or
   * nothing. A missing, unknown or expired token is never a refusal there: the public answer still goes out.
   */
  optionalCaller(request: FastifyRequest, role: Role): Promise<SessionUser | undefined>;
}

/**
 * Node reads and throws away the body of a request answered before it was read, so that a kept-alive connection
 * serves the next request. A body of no stated length, or of one over the route's limit, could go on for as long
 * as the sender likes: a refusal of one ends its connection instead, as Fastify does when it refuses a body.
 */
export function beforeBody(check: (request: FastifyRequest) => unknown): Guard {
  return {
    async onRequest(request: FastifyRequest, reply: FastifyReply) {
      try {
        await check(request);
      } catch (error) {
        const length = request.headers['content-length'];
        const endless =
          request.headers['transfer-encoding'] !== undefined ||
          (length !== undefined && Number(length) > request.routeOptions.bodyLimit);
        if (endless) void reply.header('connection', 'close');
        throw error;
      }
    },
  };
}

/**
 * Lets in a call made with something other than a session's token (a company's API token): the caller it acts as, or
 * `undefined` when the token is a session's, which the guard then looks up itself.
 */
export type TokenAdmission = (request: FastifyRequest, token: string) => Promise<SessionUser | undefined>;

export function createGuards(db: Database, admitApiToken: TokenAdmission): Guards {
  const findSession = createSessionFinder(db);
  const touch = createSessionToucher(db);
  /** Keeps the request's session key, and admits a call made with an API token by the call's declared scope. */
  const keepKeyOrAdmitApiToken = async (request: FastifyRequest): Promise<boolean> => {
    const user = await admitApiToken(request, keepSessionKey(request));
    if (user) request.sessionUser = user;
    return user !== undefined;
  };

  async function lookUpAndAdmit(request: FastifyRequest, who?: Who): Promise<SessionUser> {
    const key = sessionKeyFrom(request);
    const session = await findSession(key);
    if (!session) throw unauthorized();
    const { stale, ...user } = session;
    if (who) check(user, who);
    if (stale) await touch(user.sessionId, key);
    request.sessionUser = user;
    return user;
  }
  const requireRole = (who?: Who): Guard =>
    beforeBody(async (request) => {
      if (!(await keepKeyOrAdmitApiToken(request))) await lookUpAndAdmit(request, who);
    });
  const anyone = requireRole();
  const recruiter = requireRole('recruiter');
  const candidate = requireRole('candidate');
  return {
    anyone,
    recruiter,
    candidate,
    allowed: requireRole,
    forAccess(access) {
      switch (access) {
        case 'public':
          return undefined;
        case 'anyone':
          return anyone;
        case 'candidate':
          return candidate;
        case 'member':
          return recruiter;
        default:
          return requireRole(access);
      }
    },
    token: beforeBody(keepKeyOrAdmitApiToken),
    admit: lookUpAndAdmit,
    async optionalCaller(request, role) {
      const token = readToken(request);
      if (!token) return undefined;
      const key = sessionKeyOf(token);
      const session = await findSession(key);
      if (session?.role !== role) return undefined;
      const { stale, ...user } = session;
      if (stale) await touch(user.sessionId, key);
      return user;
    },
    async read(request, who, run) {
      const key = sessionKeyFrom(request);
      const { firstRow, ...read } = await run(key);
      if (!firstRow) await lookUpAndAdmit(request, who);
      else if (firstRow.sessionToTouch) await touch(firstRow.sessionToTouch, key);
      return read;
    },
  };
}

/** The session a guard read from the request's token; a route without a guard has none: a programming error. */
function sessionKeyFrom(request: FastifyRequest): SessionKey {
  if (!request.sessionKey) throw new Error(`route ${request.url} looks for a session without a guard`);
  return request.sessionKey;
}

/** The caller a guard let through; a route without a guard has none, and that is a programming error. */
export function sessionUserOf(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new Error(`route ${request.url} reads the session without a guard`);
  return request.sessionUser;
}

/** The company's member a guard let through, on a route whose guard admits members only. */
export function memberOf(request: FastifyRequest): Member {
  const user = sessionUserOf(request);
  if (user.companyId === null || user.memberRole === null || user.companyName === null) {
    throw new Error(`route ${request.url} reads a member where its guard admits others`);
  }
  return user as Member;
}
