import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../shared/api.js';
import { isDatabaseBusy } from '../db/errors.js';
import { Refusal, type RefusalKind, SchemaRefusal } from '../refusal.js';

/**
 * An error whose message is meant for the person using the app. `logged` is what the operator needs to know of it,
 * written as one line: ids only, never personal data.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly logged?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthorized = () => new HttpError(401, 'Please sign in to continue.');
export const forbidden = () => new HttpError(403, 'You do not have access to this.');

export function tooManyRequests(retryAfterSeconds: number, reason = 'Too many attempts.'): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const hours = Math.ceil(minutes / 60);
  const wait = minutes <= 120 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${hours} hours`;
  return new HttpError(429, `${reason} Please wait ${wait} and try again.`, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
}

const REFUSAL_STATUS: Record<RefusalKind, number> = {
  invalid: 400,
  forbidden: 403,
  conflict: 409,
  closed: 410,
  'too-large': 413,
};

/**
 * Seconds a client is asked to wait when the database is too busy to take its request: about how long the work ahead
 * of it takes to clear, and short enough that nobody gives up.
 */
const BUSY_RETRY_AFTER_SECONDS = 5;
const BUSY_MESSAGE = 'The service is busy right now. Please try again in a few seconds.';

/** A request the process has no room for now: the client may retry, or a balancer on another process. */
export const busy = (headers: Record<string, string> = {}) =>
  new HttpError(503, BUSY_MESSAGE, { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS), ...headers });

function body(status: number, error: string, fields?: Record<string, string>): ApiError {
  return fields ? { status, error, fields } : { status, error };
}

function schemaRefusal(issues: { field: string; message: string | undefined }[]): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.field || 'body'] ??= issue.message ?? 'Invalid value';
  return body(400, Object.values(fields)[0] ?? 'The request is not valid.', fields);
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Refusal | SchemaRefusal, request, reply) => {
    if (error instanceof HttpError) {
      if (error.logged) request.log.error(error.logged, error.message);
      return reply.code(error.statusCode).headers(error.headers).send(body(error.statusCode, error.message));
    }
    if (error instanceof Refusal) {
      const status = REFUSAL_STATUS[error.kind];
      const fields = error.field === undefined ? undefined : { [error.field]: error.message };
      return reply.code(status).send(body(status, error.message, fields));
    }
    if (hasZodFastifySchemaValidationErrors(error))
      return reply.code(400).send(
        schemaRefusal(
          error.validation.map((issue) => ({
            field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
            message: issue.message,
          })),
        ),
      );
    if (error instanceof SchemaRefusal)
      return reply
        .code(400)
        .send(
          schemaRefusal(error.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }))),
        );
    const statusCode = error.statusCode ?? 500;
    if (statusCode < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The request body is not valid JSON.'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'The request is too large.'
            : error.message;
      return reply.code(statusCode).send(body(statusCode, message));
    }
    // Overload is the client's to retry, not a fault of ours: a 500 would tell it to give up.
    if (isDatabaseBusy(error)) {
      request.log.warn({ err: error }, 'request refused: the database is busy');
      return reply.code(503).header('retry-after', String(BUSY_RETRY_AFTER_SECONDS)).send(body(503, BUSY_MESSAGE));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(body(500, 'Something went wrong on our side. Please try again.'));
  });
}
