import { z } from 'zod';
import { answerOf } from './api.js';

/** Days a candidate past retention waits, hidden, before erasure; also the grace after retention is first turned on. */
export const QUARANTINE_DAYS = 30;

/** Where a candidate stands: still kept until `quarantine_on`, or quarantined and erased on `erase_on`. */
const RETENTION_STATES = ['kept', 'quarantined'] as const;

export const RetentionEntrySchema = z.object({
  /** The candidate's latest application with the company: where the Admin opens, holds or restores them. */
  application_id: z.string(),
  candidate: z.string(),
  state: z.enum(RETENTION_STATES),
  last_activity_at: z.string(),
  quarantine_on: z.string(),
  erase_on: z.string(),
});
export type RetentionEntry = z.infer<typeof RetentionEntrySchema>;

export const RetentionPreviewQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a whole number from 1' }).int().min(1).max(10_000).default(1),
});

export const RetentionPreviewAnswerSchema = answerOf({
  /** Candidates held by a legal hold are left out: nothing happens to them. */
  data: z.array(RetentionEntrySchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type RetentionPreviewAnswer = z.infer<typeof RetentionPreviewAnswerSchema>;

export const RestoreAnswerSchema = answerOf({ restored: z.boolean() });

export const LegalHoldSchema = z.object({
  reason: z.string(),
  ends_at: z.string().nullable(),
  placed_at: z.string(),
});
export type LegalHold = z.infer<typeof LegalHoldSchema>;

export const LegalHoldInputSchema = z.object({
  reason: z.string().trim().min(1, 'Say why the application is held.').max(1000),
  ends_at: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type LegalHoldInput = z.infer<typeof LegalHoldInputSchema>;

export const LegalHoldAnswerSchema = answerOf({ legal_hold: LegalHoldSchema.nullable() });

export const RETENTION_MESSAGES = {
  endsInThePast: 'A hold must end in the future.',
} as const;

export const RETENTION_TEXT = {
  previewHeading: 'Who retention will erase',
  nobody: 'Retention erases no one for now.',
  quarantined: 'Quarantined',
  quarantinedOn: 'Quarantined on',
  erasedOn: 'erased on',
  restore: 'Restore',
  restored: 'Candidate restored.',
  failed: 'That did not work. Please try again.',
  holdHeading: 'Legal hold',
  holdExplained: "While held, retention neither quarantines nor erases this candidate's data.",
  reason: 'Reason',
  endsOn: 'Ends on (optional)',
  place: 'Place legal hold',
  held: 'Legal hold placed.',
  lift: 'Lift legal hold',
  lifted: 'Legal hold lifted.',
  until: 'Until',
  noEnd: 'Until lifted',
} as const;
