const UNIQUE_VIOLATION = '23505';

/** PostgreSQL refused a row that a unique index already holds; Drizzle wraps the driver's error as its `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | undefined)?.code;
  return codeOf(error) === UNIQUE_VIOLATION || codeOf((error as { cause?: unknown }).cause) === UNIQUE_VIOLATION;
}
