import { z } from 'zod';
import { answerOf } from './api.js';
import { APPLICATION_MESSAGES } from './applications.js';
import { APPLY_STEPS, type NewApplication, QUICK_APPLY_STEPS } from './application-submissions.js';
import type { LegalQuestions } from './legal-questions.js';
import { PERSONAL_LIMITS } from './profiles.js';
import { SourceFieldSchema } from './sources.js';
import { multiLineText, singleLineText } from './text.js';

/** What a draft field may hold: anything typed so far, up to the limit its submission field has. */
const typed = (max: number, text = singleLineText) => text().max(max, `Must be at most ${max} characters`).optional();
const LEGAL_ANSWER_MAX = 20;

/**
 * The apply wizard's answers kept between visits: the submission's fields without the resume (uploaded on its own)
 * and the e-mail (the account's), every one optional and held as typed, since a draft is saved before it is right.
 * The submission's rules apply when it is submitted; here only the limits do, so that a draft stays small.
 */
export const ApplicationDraftValuesSchema = z.object({
  first_name: typed(PERSONAL_LIMITS.short),
  last_name: typed(PERSONAL_LIMITS.short),
  phone: typed(40),
  country: typed(PERSONAL_LIMITS.short),
  address: typed(PERSONAL_LIMITS.address),
  city: typed(PERSONAL_LIMITS.short),
  province: typed(PERSONAL_LIMITS.short),
  postal_code: typed(20),
  short_bio: typed(PERSONAL_LIMITS.bio, multiLineText),
  questions: z
    .array(z.object({ question: singleLineText().max(500), answer: multiLineText().max(PERSONAL_LIMITS.answer) }))
    .max(50)
    .optional(),
  legal_questions: z
    .object({
      work_eligibility: typed(LEGAL_ANSWER_MAX),
      sex: typed(LEGAL_ANSWER_MAX),
      language_preference: typed(LEGAL_ANSWER_MAX),
      race: typed(LEGAL_ANSWER_MAX),
      graduation_year: typed(LEGAL_ANSWER_MAX),
      graduation_month: typed(LEGAL_ANSWER_MAX),
      disabled: typed(LEGAL_ANSWER_MAX),
    } satisfies Record<keyof LegalQuestions, unknown>)
    .optional(),
  save_to_profile: z.boolean().optional(),
  /** The earlier application's resume the candidate chose to send again, over one uploaded to the draft. */
  resume_file_id: z.uuid().optional(),
  /** The source the candidate came with, kept so that a reload mid-wizard still applies with it. */
  source: SourceFieldSchema,
} satisfies Partial<Record<keyof NewApplication | 'save_to_profile', unknown>>);
export type ApplicationDraftValues = z.infer<typeof ApplicationDraftValuesSchema>;

/** A draft is kept on any step a candidate can leave and come back to; after Success there is none. */
const DraftStepSchema = z.enum([...APPLY_STEPS, ...QUICK_APPLY_STEPS]).exclude(['Success']);

export const SaveApplicationDraftSchema = z.object({ step: DraftStepSchema, values: ApplicationDraftValuesSchema });
export type SaveApplicationDraft = z.infer<typeof SaveApplicationDraftSchema>;

export const DraftResumeUploadSchema = z
  .object({
    /** The file as a data URL, checked by its bytes as a submitted resume is. */
    resume: z.string({ error: APPLICATION_MESSAGES.fillAll }).min(1, APPLICATION_MESSAGES.fillAll).optional(),
    /** The name the candidate's file had, shown back to them. */
    name: singleLineText().trim().min(1).max(255).optional(),
    /** Instead of `resume` and `name`: a resume the candidate uploaded (`POST /api/uploads/`), under its name. */
    resume_file_id: z.uuid({ error: APPLICATION_MESSAGES.resumeNotYours }).optional(),
  })
  .superRefine((upload, context) => {
    if (upload.resume_file_id) return;
    if (!upload.resume) context.addIssue({ code: 'custom', message: APPLICATION_MESSAGES.fillAll, path: ['resume'] });
    if (!upload.name) context.addIssue({ code: 'custom', message: APPLICATION_MESSAGES.fillAll, path: ['name'] });
  });
export type DraftResumeUpload = z.infer<typeof DraftResumeUploadSchema>;

export const DraftResumeSchema = z.object({
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
  /** Where its uploader downloads it. */
  url: z.string(),
});
export type DraftResume = z.infer<typeof DraftResumeSchema>;

export const ApplicationDraftSchema = z.object({
  step: DraftStepSchema,
  values: ApplicationDraftValuesSchema,
  resume: DraftResumeSchema.nullable(),
  updated_at: z.string(),
});
export type ApplicationDraft = z.infer<typeof ApplicationDraftSchema>;

/** A candidate's draft for one posting, or `null` when they have not started one. */
export const ApplicationDraftAnswerSchema = answerOf({ data: ApplicationDraftSchema.nullable() });

/** The resume of the candidate's latest application that had one, which a new application may use again. */
export const PreviousResumeSchema = z.object({
  file_id: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
  /** When it was uploaded, as an ISO instant. */
  uploaded_at: z.string(),
  /** Where its owner downloads it. */
  url: z.string(),
});
export type PreviousResume = z.infer<typeof PreviousResumeSchema>;

/**
 * Where a new application starts: the candidate's profile, with what it lacks and the legal answers taken from their
 * latest application, under the draft's names; the account's e-mail; and the resume they may send again.
 */
export const ApplicationDefaultsSchema = z.object({
  values: ApplicationDraftValuesSchema,
  email: z.string(),
  resume: PreviousResumeSchema.nullable(),
});
export type ApplicationDefaults = z.infer<typeof ApplicationDefaultsSchema>;

export const ApplicationDefaultsAnswerSchema = answerOf({ data: ApplicationDefaultsSchema });
