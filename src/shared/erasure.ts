import { z } from 'zod';
import { answerOf } from './api.js';

/** Who erased a candidate's data: the retention sweep, an Admin, or the candidate deleting their account. */
export const ERASED_BY = ['retention', 'admin', 'candidate'] as const;
export type ErasedBy = (typeof ERASED_BY)[number];

export const ErasureCountsSchema = z.object({
  applications: z.number().int(),
  notes: z.number().int(),
  interviews: z.number().int(),
  scorecards: z.number().int(),
  mails: z.number().int(),
  drafts: z.number().int(),
  files: z.number().int(),
  /** 1 when the candidate had no application left anywhere and their account went too. */
  accounts: z.number().int(),
});
export type ErasureCounts = z.infer<typeof ErasureCountsSchema>;

export const ErasureAnswerSchema = answerOf({ data: z.object({ counts: ErasureCountsSchema }) });

export const DeleteAccountInputSchema = z.object({ password: z.string().min(1).max(200) });

export const ERASURE_MESSAGES = {
  candidateNotFound: 'No such candidate.',
  wrongPassword: 'That password is not right: your account has not been deleted.',
} as const;
