const UNIQUE_VIOLATION = '23505';

/** PostgreSQL refused a row that a unique index already holds; Drizzle wraps the driver's error as its `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | undefined)?.code;
  return codeOf(error) === UNIQUE_VIOLATION || codeOf((error as { cause?: unknown }).cause) === UNIQUE_VIOLATION;
}

/** The unique index or constraint a refused row collided with, when PostgreSQL refused it for that. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  if (!isUniqueViolation(error)) return undefined;
  const constraintOf = (value: unknown) => (value as { constraint?: unknown } | undefined)?.constraint;
  const constraint = constraintOf(error) ?? constraintOf((error as { cause?: unknown }).cause);
  return typeof constraint === 'string' ? constraint : undefined;
}

/** pg-pool's words when no connection came free within `connectionTimeoutMillis`. */
const POOL_WAIT_TIMED_OUT = 'timeout exceeded when trying to connect';
/** node-postgres's words when a new connection's handshake outlasted the same timeout. */
const CONNECT_TIMED_OUT = 'Connection terminated due to connection timeout';
/** `too_many_connections` and the rest of "insufficient resources", and a server still starting or shutting down. */
const BUSY_SERVER = /^(53|57P03)/;

/**
 * The database could not take the work now, though it may in a moment: the pool's connections all stayed busy, or the
 * server refused a connection for want of room. Drizzle and our own code wrap the driver's error, so each `cause` is
 * looked at too.
 */
export function isDatabaseBusy(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) {
    if (cause.message === POOL_WAIT_TIMED_OUT || cause.message === CONNECT_TIMED_OUT) return true;
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string' && BUSY_SERVER.test(code)) return true;
  }
  return false;
}
