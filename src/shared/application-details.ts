import { z } from 'zod';
import { answerOf } from './api.js';
import { ApplicationListItemSchema, StatusChangeSchema } from './applications.js';
import { LegalAnswersSchema } from './legal-questions.js';
import { ApplicationEmailSchema } from './mail.js';
import { CompanyBrandSchema } from './brand.js';

/**
 * How an application detail carries the resume: `base64` inside the answer (the default, the specification's shape),
 * or `url`, leaving `resume` empty for a client that downloads `resume_url` when it shows the file.
 */
export const ResumeFormSchema = z.enum(['base64', 'url']).optional();

export const ApplicationDetailSchema = ApplicationListItemSchema.extend({
  country: z.string(),
  city: z.string(),
  province: z.string(),
  postal_code: z.string(),
  address: z.string(),
  bio: z.string(),
  questions: z.array(z.object({ question: z.string(), answer: z.string() })),
  legal_questions: LegalAnswersSchema,
  /** The resume as base64 (the specification's shape); our web app downloads `resume_url` instead. */
  resume: z.string(),
  resume_url: z.string().nullable(),
  resume_type: z.string().nullable(),
  resume_name: z.string().nullable(),
  offer_url: z.string().nullable(),
  /** The accepted offer with its acceptance page added, once the candidate has accepted it; the offer stays as sent. */
  signed_offer_url: z.string().nullable(),
  withdrawal_reason: z.string().nullable(),
  /**
   * False while an application sent without an account waits for its address's owner to open the link e-mailed to it,
   * or to sign in with a code sent there: until then anyone may have typed the address.
   */
  email_confirmed: z.boolean(),
  /**
   * The personal fields and legal questions (by their names here) that its form did not ask, a quick form's, which it
   * keeps empty: screens leave them out.
   */
  not_asked: z.array(z.string()),
  /** The status changes, oldest first. */
  status_history: z.array(StatusChangeSchema),
  /** In the recruiter's answer only: the e-mails about this application, oldest first. */
  emails: z.array(ApplicationEmailSchema).optional(),
  /** In the candidate's answer only: the brand of the company they applied to, which their page about it wears. */
  company_brand: CompanyBrandSchema.optional(),
});
export type ApplicationDetail = z.infer<typeof ApplicationDetailSchema>;

// A call asked for one application answers that one instead of the list.
/** The candidate's call answers the one application as a list of one, as the specification's client reads it. */
export const CandidateApplicationAnswerSchema = answerOf({ data: z.array(ApplicationDetailSchema).length(1) });
export type CandidateApplicationAnswer = z.infer<typeof CandidateApplicationAnswerSchema>;

export const RecruiterApplicationAnswerSchema = answerOf({ data: ApplicationDetailSchema });
export type RecruiterApplicationAnswer = z.infer<typeof RecruiterApplicationAnswerSchema>;
