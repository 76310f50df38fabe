import { z } from 'zod';
import { answerOf } from './api.js';
import { APPLICATION_STATUSES } from './applications.js';

// A candidate's history with the company: their other applications, and other accounts' applications that look like
// the same person (likely duplicates, never merged).

/** Why an application looks like another account's: the same e-mail, the same phone, or a close name in the same city. */
export const DUPLICATE_REASONS = ['email', 'phone', 'name_city'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** What the screens say for each reason. */
export const DUPLICATE_REASON_LABELS: Record<DuplicateReason, string> = {
  email: 'same e-mail',
  phone: 'same phone',
  name_city: 'similar name in the same city',
};

const RelatedApplicationSchema = z.object({
  application_id: z.string(),
  posting: z.object({ id: z.string(), title: z.string() }),
  /** The company's stage it is in now. */
  stage: z.object({ id: z.string(), name: z.string() }),
  status: z.enum(APPLICATION_STATUSES),
  /** When the candidate withdrew it; it keeps its status. */
  withdrawn_at: z.string().nullable(),
  applied_at: z.string(),
});

const DuplicateApplicationSchema = RelatedApplicationSchema.extend({
  /** The name and e-mail as that application was sent. */
  name: z.string(),
  email: z.string(),
  reasons: z.array(z.enum(DUPLICATE_REASONS)).min(1),
});

export const CandidateHistorySchema = z.object({
  /** The same candidate's other applications to the company that the member may see, newest first. */
  history: z.array(RelatedApplicationSchema),
  /** Applications of other accounts that look like the same person, newest first; nothing is merged. */
  duplicates: z.array(DuplicateApplicationSchema),
});
export type CandidateHistory = z.infer<typeof CandidateHistorySchema>;
export type RelatedApplication = z.infer<typeof RelatedApplicationSchema>;

export const CandidateHistoryAnswerSchema = answerOf({ data: CandidateHistorySchema });
