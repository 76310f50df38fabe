import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';

/** The fields of an error that say what failed without saying whose data it failed on. */
const KEPT_FIELDS = [
  'code',
  'errno',
  'syscall',
  'statusCode',
  'responseCode',
  'command',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;
const MAX_CAUSES = 5;

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  /** A failed statement's SQL, whose values are placeholders: the values themselves are never logged. */
  query?: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

/** E-mail addresses are personal data, and SMTP servers quote them in their refusals. */
const withoutAddresses = (text: string) => text.replace(/[^\s<>"'(),;:[\]]+@[^\s<>"'(),;:[\]]+/g, '[address]');

function messageOf(error: Error & Record<string, unknown>): string {
  // Drizzle's message appends the statement's parameters to its SQL.
  if (typeof error.query === 'string') return `Failed query: ${error.query}`;
  // PostgreSQL quotes the value it could not take (`invalid input syntax for type uuid: "…"`); the names of
  // constraints and tables it quotes too are kept in their own fields.
  if (typeof error.severity === 'string') return error.message.replace(/"[^"]*"/g, '"…"');
  return withoutAddresses(error.message);
}

/**
 * The one form in which any error is logged, by the app's requests, the mail worker and the process alike: its type,
 * code, SQL without values, constraint and table, and stack. Anything else it carries is left out, since any of
 * it can quote what a person typed: a statement's parameters, PostgreSQL's `detail` (`Key (email)=(…) already
 * exists`) and `where`, a request's body, an SMTP server's reply.
 */
function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'A value that is not an Error was thrown.' };
  const fields = error as Error & Record<string, unknown>;
  const type = error.constructor.name;
  const message = messageOf(fields);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  if (typeof fields.query === 'string') logged.query = fields.query;
  for (const field of KEPT_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/**
 * The paths whose next segment is a link's bearer token: an invitation's, an address confirmation's, a sign-in link's
 * and an interview answer link's. A test holds every route with a token in its path to this list.
 */
export const TOKEN_PATHS = ['/invite/', '/confirm-email/', '/sign-in/email/', '/interviews/answer/'] as const;

/** A path as logged: the token of a path in `TOKEN_PATHS` written `[token]`. */
function withoutToken(path: string): string {
  const tokenPath = TOKEN_PATHS.find((each) => path.startsWith(each));
  return tokenPath ? `${tokenPath}[token]${path.slice(tokenPath.length).replace(/^[^/]+/, '')}` : path;
}

/**
 * A request as logged: its path without the query string, which can carry a search for a candidate's name, and
 * without a link's token.
 */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutToken(request.url.split('?')[0]!),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The process's one logger: the app's requests, the mail worker and the process itself all log through it. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      // Tokens never reach the log, even if a request's headers are logged one day.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { err: serializeError, req: serializeRequest },
    },
    destination,
  );
}
