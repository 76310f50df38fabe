import type { z } from 'zod';
import { notify } from './notify';

/**
 * A refused form is told as one toast: the first rule it breaks, or the form's own message when it names none. The
 * shared schemas list their rules in the order the specification checks a form, and zod reports issues in that order.
 */
export function notifyFirstIssue(error: z.ZodError | undefined, fallback?: string): void {
  const message = error?.issues[0]?.message ?? fallback;
  if (message) notify.error(message);
}
