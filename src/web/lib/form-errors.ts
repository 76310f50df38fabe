import type { z } from 'zod';

/**
 * The first message a schema reports, in the order the specification checks a form: the shared
 * form schemas list their rules in that order, and zod reports issues in rule order.
 */
export function firstIssueMessage(schema: z.ZodType, values: unknown): string | undefined {
  const result = schema.safeParse(values);
  return result.success ? undefined : result.error.issues[0]?.message;
}
