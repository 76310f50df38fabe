import { z } from 'zod';
import { answerOf } from './api.js';
import type { ApplicationForm, QuickFormOptionalField } from './application-forms.js';
import { APPLICATION_MESSAGES } from './applications.js';
import { AnswerSchema } from './answers.js';
import {
  EqualityMonitoringSchema,
  legalQuestionSetOf,
  LegalQuestionsSchema,
  quickLegalQuestions,
} from './legal-questions.js';
import { PERSONAL_LIMITS } from './profiles.js';
import { ApplicationPrivacyFieldsSchema } from './privacy.js';
import { SourceFieldSchema } from './sources.js';
import { multiLineText, singleLineText } from './text.js';

// Applying: the apply wizard's steps and fields, and what a new application sends.

/**
 * What each apply-wizard field says when it is left empty, under the field itself; the step's toast keeps the
 * specification's 'Please fill all the fields'. Keyed by the submission's field names (the bio by the wizard's).
 */
export const APPLICATION_FIELD_MESSAGES = {
  first_name: 'Enter your first name',
  last_name: 'Enter your last name',
  phone: 'Enter a phone number',
  country: 'Enter your country',
  address: 'Enter your street address',
  city: 'Enter your city',
  province: 'Enter your province or state',
  postal_code: 'Enter your postal code',
  email: 'Enter your e-mail address',
  bio: 'Write a few lines about yourself',
  work_eligibility: 'Choose whether you may work in this country',
  sex: 'Choose an answer',
  language_preference: 'Choose a language',
  race: 'Choose an answer',
  graduation_year: 'Choose a graduation year',
  graduation_month: 'Choose a graduation month',
  disabled: 'Choose Yes or No',
  answer: 'Answer this question',
  resume: 'Choose your resume: a PDF, DOC or DOCX file',
} as const;

/** The apply wizard's steps, in order; a draft remembers which one the candidate was on. */
export const APPLY_STEPS = [
  'Post',
  'Personal Information',
  'Legal',
  'Assessment',
  'Documents',
  'Review',
  'Success',
] as const;

/** A quick posting's steps: the posting, one screen that asks everything and submits, and the thanks. */
export const QUICK_APPLY_STEPS = ['Post', 'Your application', 'Success'] as const;

export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;

const required = (max: number) =>
  singleLineText({ error: APPLICATION_MESSAGES.fillAll })
    .trim()
    .min(1, APPLICATION_MESSAGES.fillAll)
    .max(max, `Must be at most ${max} characters`);

export const PersonalInformationSchema = z.object({
  first_name: required(PERSONAL_LIMITS.short),
  last_name: required(PERSONAL_LIMITS.short),
  phone: required(40).regex(/^[+()\d\s.-]{5,40}$/, 'Enter a valid phone number'),
  country: required(PERSONAL_LIMITS.short),
  address: required(PERSONAL_LIMITS.address),
  city: required(PERSONAL_LIMITS.short),
  province: required(PERSONAL_LIMITS.short),
  postal_code: required(20),
  email: required(254).pipe(z.email('Enter a valid email address')),
});

/**
 * The application's e-mail is the candidate account's, set by the server: one typed here could make us mail anyone
 * (see decision 017). A body's `email` is ignored like any other field the session decides.
 */
export const NewApplicationSchema = PersonalInformationSchema.omit({ email: true }).extend({
  posting_id: z.uuid({ error: 'Choose a job to apply to' }),
  // A data URL, or absent when the resume was uploaded to the candidate's draft of this application beforehand.
  resume: z.string({ error: APPLICATION_MESSAGES.fillAll }).min(1, APPLICATION_MESSAGES.fillAll).optional(),
  /**
   * Instead of `resume`: a resume the candidate uploaded (`POST /api/uploads/`, purpose `resume`), or the resume file
   * of one of their own earlier applications, used again as it is.
   */
  resume_file_id: z.uuid({ error: APPLICATION_MESSAGES.resumeNotYours }).optional(),
  questions: z.array(AnswerSchema, { error: APPLICATION_MESSAGES.fillAll }).max(50),
  legal_questions: LegalQuestionsSchema,
  /** A UK posting's optional equality monitoring; ignored for a posting elsewhere. */
  equality_monitoring: EqualityMonitoringSchema.optional(),
  // The wizard asks for a bio; clients send it as short_bio (the profile's name) or bio, or not at all.
  short_bio: multiLineText().trim().max(PERSONAL_LIMITS.bio).optional(),
  bio: multiLineText().trim().max(PERSONAL_LIMITS.bio).optional(),
  /** Where the candidate came from, as the link they followed named it (`?src=`). */
  source: SourceFieldSchema,
  ...ApplicationPrivacyFieldsSchema.shape,
});
export type NewApplication = z.infer<typeof NewApplicationSchema>;

/**
 * A submission as the route reads it, before its posting's form is known: what a quick form may leave out is optional
 * here, and `applicationSchemaFor` holds the body to its posting's own rules.
 */
export const ApplicationSubmissionSchema = NewApplicationSchema.extend({
  country: singleLineText().trim().max(PERSONAL_LIMITS.short).optional(),
  address: singleLineText().trim().max(PERSONAL_LIMITS.address).optional(),
  city: singleLineText().trim().max(PERSONAL_LIMITS.short).optional(),
  province: singleLineText().trim().max(PERSONAL_LIMITS.short).optional(),
  postal_code: singleLineText().trim().max(20).optional(),
  legal_questions: LegalQuestionsSchema.partial().optional(),
});
export type ApplicationSubmission = z.infer<typeof ApplicationSubmissionSchema>;

const WithoutLegalQuestionsSchema = NewApplicationSchema.extend({
  legal_questions: LegalQuestionsSchema.partial().optional(),
});

export const QUICK_PERSONAL_FIELDS = ['country', 'city', 'address', 'province', 'postal_code'] as const;

/**
 * What a posting's form requires: the full form, the specification's whole wizard; the quick form, name, phone, resume
 * and answers, and the fields of `asked` that the company's quick form asks again.
 */
export function applicationSchemaFor(
  form: ApplicationForm,
  asked: readonly QuickFormOptionalField[],
  country: string,
): z.ZodType<ApplicationSubmission> {
  // The full form asks the legal questions of its posting's country (`legalQuestionSetOf`): elsewhere than the United
  // States and Canada their answers may be left out, and are not kept.
  if (form === 'full')
    return legalQuestionSetOf(country) === 'north_america' ? NewApplicationSchema : WithoutLegalQuestionsSchema;
  const missing = (value: unknown) => value === undefined || value === '';
  return ApplicationSubmissionSchema.superRefine((submission, context) => {
    const require = (value: unknown, path: string[]) => {
      if (missing(value)) context.addIssue({ code: 'custom', message: APPLICATION_MESSAGES.fillAll, path });
    };
    for (const field of QUICK_PERSONAL_FIELDS) if (asked.includes(field)) require(submission[field], [field]);
    for (const field of quickLegalQuestions(asked))
      require(submission.legal_questions?.[field], ['legal_questions', field]);
    if (asked.includes('bio')) require(submission.short_bio || submission.bio, ['short_bio']);
  });
}

export const NewApplicationAnswerSchema = answerOf({ application_id: z.string() }, 201);

/** What applying without an account says; `sent` is the same whether or not the address had applied before. */
export const GUEST_APPLICATION_MESSAGES = {
  sent: 'Thank you for applying! We have e-mailed you a confirmation with a link to follow your application.',
  challenge: 'We could not check this form. Please send it again.',
  challengeUsed: 'This form was already sent. Please send it again.',
  challengeExpired: 'This form waited too long. Please send it again.',
  fromAddress: 'Too many applications were sent from your network.',
  forPosting: 'This job is receiving many applications right now.',
  signInToApply: 'This job asks for the full application: sign in to apply.',
} as const;

/**
 * An application sent from a quick posting's page without an account: the quick form's fields with the e-mail
 * address typed (the account's otherwise), the resume as base64, the proof-of-work payload of the challenge the page
 * solved, and `website`, a field people never see: a form that fills it in is a robot's.
 */
export const GuestApplicationSchema = ApplicationSubmissionSchema.omit({
  posting_id: true,
  resume_file_id: true,
}).extend({
  email: PersonalInformationSchema.shape.email,
  resume: z.string({ error: APPLICATION_MESSAGES.fillAll }).min(1, APPLICATION_MESSAGES.fillAll),
  altcha: z
    .string({ error: GUEST_APPLICATION_MESSAGES.challenge })
    .min(1, GUEST_APPLICATION_MESSAGES.challenge)
    .max(4000),
  website: z.string().max(500).optional(),
});
export type GuestApplication = z.infer<typeof GuestApplicationSchema>;
export const GuestApplicationAnswerSchema = answerOf({ message: z.string() }, 201);

/** The proof-of-work challenge of ALTCHA (`altcha-lib`'s v2 `Challenge`) that the apply page solves. */
export const ApplyChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});
export type ApplyChallenge = z.infer<typeof ApplyChallengeSchema>;
export const ApplyChallengeAnswerSchema = ApplyChallengeSchema.extend({ status: z.literal(200) });
