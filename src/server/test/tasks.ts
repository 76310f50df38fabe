import { z } from 'zod';
import type { TaskType } from '../tasks/queue.js';

/** A task type of the tests' own: two retries, a second apart and then two, before its dead-letter queue. */
export const reminderTask: TaskType<{ note: string }> = {
  name: 'test-reminders',
  payload: z.object({ note: z.string() }),
  retryLimit: 2,
  retryDelaySeconds: 1,
  retryBackoff: true,
  expireInSeconds: 60,
  policy: 'standard',
};
