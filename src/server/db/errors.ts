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
