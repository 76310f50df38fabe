import { z } from 'zod';
import { answerOf } from './api.js';

/** How the reading of the replies mailbox stands (`IMAP_URL`), for an Admin's settings page. */
export const InboundStatusSchema = z.object({
  /** Whether a mailbox is set up to be read. */
  reading: z.boolean(),
  /** The folder read and the server it is on, without the account or its password; null when none is set up. */
  mailbox: z.string().nullable(),
  host: z.string().nullable(),
  last_read_at: z.string().nullable(),
  /** The last failure, in the server's words, while the mailbox fails; null once a read goes through. */
  last_error: z.string().nullable(),
  last_error_at: z.string().nullable(),
  /** Tries that failed in a row. */
  failures: z.number().int(),
});
export type InboundStatus = z.infer<typeof InboundStatusSchema>;

export const InboundStatusAnswerSchema = answerOf({ data: InboundStatusSchema });
