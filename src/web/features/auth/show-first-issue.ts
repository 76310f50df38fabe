import type { z } from 'zod';
import { firstIssueMessage } from '../../lib/form-errors';
import { notify } from '../../lib/notify';

/** The auth screens report a refused form as one toast: the first rule it breaks, as the specification words it. */
export function showFirstIssue(schema: z.ZodType, values: unknown): void {
  const message = firstIssueMessage(schema, values);
  if (message) notify.error(message);
}
