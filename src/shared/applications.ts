import { z } from 'zod';
import { answerOf } from './api.js';
import { ROLES } from './auth.js';
import { ApplicationEmailSchema } from './mail.js';
import { type ApplicationForm, type QuestionDetail, type QuickFormOptionalField, YES_NO_OPTIONS } from './postings.js';
import { PERSONAL_LIMITS } from './profiles.js';
import { ApplicationPrivacyFieldsSchema } from './privacy.js';
import { SourceFieldSchema } from './sources.js';
import { multiLineText, singleLineText } from './text.js';

// Applications: the statuses, the apply wizard's payload, both roles' read models and the recruiter's calls on them.

export const APPLICATION_STATUSES = [
  'Application Submitted',
  'Under Review',
  'Interview Scheduled',
  'Under Evaluation',
  'Offer Sent',
  'Offer Accepted',
  'Offer Declined',
  'Not Selected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** An application in one of these is closed: its candidate was hired, declined the offer or was not selected. */
export const CLOSED_STATUSES = [
  'Offer Accepted',
  'Offer Declined',
  'Not Selected',
] as const satisfies readonly ApplicationStatus[];

/** Offer Accepted and Offer Declined are shown, never chosen by a recruiter. */
export const RECRUITER_SETTABLE_STATUSES = [
  'Application Submitted',
  'Under Review',
  'Interview Scheduled',
  'Under Evaluation',
  'Offer Sent',
  'Not Selected',
] as const satisfies readonly ApplicationStatus[];

export const APPLICATION_MESSAGES = {
  fillAll: 'Please fill all the fields',
  invalidPage: 'Invalid page',
  fetchJobError: 'An error occurred while fetching job details',
  noJob: 'No job details available',
  applied: 'Thank you for applying to this job!',
  applyFailed: 'Failed to apply to this job!',
  applyError: 'There was an error applying to this job!',
  duplicate: 'You have already applied to this job.',
  unansweredQuestion: 'Please answer every question.',
  resumeType: 'The resume must be a PDF, DOC or DOCX file.',
  resumeTooLarge: 'The resume must be at most 10 MB.',
  resumeNotYours: 'That resume is not one you sent with an application: upload it again.',
  graduationYear: 'Graduation year must be within the last 70 years or the next ten',
  sameStatus: 'Please select a different status to update',
  offerOnlyWithOfferSent: 'An offer file can only be attached with Offer Sent.',
  offerType: 'The offer must be a PDF, DOC or DOCX file.',
  offerTooLarge: 'The offer must be at most 10 MB.',
  offerAnswerRequired: 'Choose to accept or decline the offer.',
  fullNameRequired: 'Type your full name to confirm.',
  fullNameMismatch: 'The name you typed does not match the first and last name on this application.',
  offerNotSent: 'There is no offer to answer: this application is not at Offer Sent.',
  offerAlreadyAnswered: 'You have already answered this offer.',
  withdrawn: 'This application has been withdrawn.',
  alreadyWithdrawn: 'This application has already been withdrawn.',
  withdrawnStatusLocked: 'This application was withdrawn by the candidate: its status can no longer be changed.',
  withdrawalReasonTooLong: 'The reason must be at most 1000 characters.',
} as const;

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

export const APPLICATION_TOASTS = {
  fetchApplicationsFailed: 'Failed to fetch applications!',
  fetchJobApplicationsFailed: 'Failed to fetch job applications!',
  statusUpdated: 'Application status updated successfully!',
  statusFailed: 'Failed to update application status!',
  downloadFailed: 'The file could not be downloaded.',
  offerAccepted: 'Offer accepted successfully!',
  offerDeclined: 'Offer declined.',
  offerAnswerFailed: 'Failed to answer the offer!',
  withdrawn: 'Application withdrawn successfully!',
  withdrawFailed: 'Failed to withdraw the application!',
} as const;

// Self-identification is voluntary: each of its questions can be declined (decision 021).
const PREFER_NOT_TO_SAY = 'Prefer not to say';
export const WORK_ELIGIBILITY = ['Yes', 'No'] as const;
export const SEXES = ['Male', 'Female', 'Non-binary', 'Other', PREFER_NOT_TO_SAY] as const;
export const LANGUAGES = ['English', 'French', 'Spanish', 'Other'] as const;
export const RACES = ['Black', 'White', 'Hispanic', 'Asian', 'Indigenous', 'Other', PREFER_NOT_TO_SAY] as const;
export const DISABLED = ['Yes', 'No', PREFER_NOT_TO_SAY] as const;

/**
 * The voluntary self-identification answers. A company's reviewers receive them as empty strings unless the company
 * chose to show them (decision 021): hiring decisions must not see them.
 */
export const SELF_IDENTIFICATION_ANSWERS = ['sex', 'race', 'disabled'] as const;
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const GRADUATION_YEARS_AHEAD = 10;
// People apply after years of work: their graduation year lies in the past (decision 021).
const GRADUATION_YEARS_BACK = 70;

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

export const OFFER_MAX_BYTES = 10 * 1024 * 1024;

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

export function graduationYearRange(now = new Date()): { min: number; max: number } {
  const year = now.getFullYear();
  return { min: year - GRADUATION_YEARS_BACK, max: year + GRADUATION_YEARS_AHEAD };
}

export const LegalQuestionsSchema = z.object(
  {
    work_eligibility: z.enum(WORK_ELIGIBILITY, { error: APPLICATION_MESSAGES.fillAll }),
    sex: z.enum(SEXES, { error: APPLICATION_MESSAGES.fillAll }),
    language_preference: z.enum(LANGUAGES, { error: APPLICATION_MESSAGES.fillAll }),
    race: z.enum(RACES, { error: APPLICATION_MESSAGES.fillAll }),
    // Clients send the year as a number or as a string of digits; both count when in range, and the year is kept
    // (and answered) the way it came.
    graduation_year: z
      .union(
        [
          z.number().int(),
          z
            .string()
            .trim()
            .regex(/^\d{4}$/),
        ],
        { error: APPLICATION_MESSAGES.fillAll },
      )
      .refine((year) => {
        const { min, max } = graduationYearRange();
        return Number(year) >= min && Number(year) <= max;
      }, APPLICATION_MESSAGES.graduationYear),
    graduation_month: z.enum(MONTHS, { error: APPLICATION_MESSAGES.fillAll }),
    disabled: z.enum(DISABLED, { error: APPLICATION_MESSAGES.fillAll }),
  },
  { error: APPLICATION_MESSAGES.fillAll },
);
export type LegalQuestions = z.infer<typeof LegalQuestionsSchema>;

/** Most choices a several-of answer may send, and the widest a number answer may be typed. */
const ANSWER_CHOICES_MAX = 50;
const NUMBER_ANSWER = { digits: 15, bound: 1_000_000_000 } as const;

export const AnswerSchema = z.object({
  question: singleLineText().trim().min(1).max(500),
  // Free text as the specification sends it; a several-of answer may come as its chosen options, a number as one.
  answer: z
    .union(
      [
        multiLineText(),
        z
          .array(singleLineText().trim())
          .max(ANSWER_CHOICES_MAX)
          .transform((choices) => choices.join('\n')),
        z.number().transform(String),
      ],
      { error: APPLICATION_MESSAGES.fillAll },
    )
    .pipe(z.string().trim().min(1, APPLICATION_MESSAGES.fillAll).max(PERSONAL_LIMITS.answer)),
});
export type Answer = z.infer<typeof AnswerSchema>;

/**
 * The application's e-mail is the candidate account's, set by the server: one typed here could make us mail anyone
 * (see decision 017). A body's `email` is ignored like any other field the session decides.
 */
export const NewApplicationSchema = PersonalInformationSchema.omit({ email: true }).extend({
  posting_id: z.uuid({ error: 'Choose a job to apply to' }),
  // A data URL, or absent when the resume was uploaded to the candidate's draft of this application beforehand.
  resume: z.string({ error: APPLICATION_MESSAGES.fillAll }).min(1, APPLICATION_MESSAGES.fillAll).optional(),
  /** Instead of `resume`: the resume file of one of the candidate's own earlier applications, used again as it is. */
  resume_file_id: z.uuid({ error: APPLICATION_MESSAGES.resumeNotYours }).optional(),
  questions: z.array(AnswerSchema, { error: APPLICATION_MESSAGES.fillAll }).max(50),
  legal_questions: LegalQuestionsSchema,
  // The wizard asks for a bio; clients send it as short_bio (the profile's name) or bio, or not at all.
  short_bio: multiLineText().trim().max(PERSONAL_LIMITS.bio).optional(),
  bio: multiLineText().trim().max(PERSONAL_LIMITS.bio).optional(),
  /** Where the candidate came from, as the link they followed named it (`?src=`). */
  source: SourceFieldSchema,
  ...ApplicationPrivacyFieldsSchema.shape,
});
type NewApplication = z.infer<typeof NewApplicationSchema>;

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

export const QUICK_PERSONAL_FIELDS = ['country', 'city', 'address', 'province', 'postal_code'] as const;
const QUICK_LEGAL_FIELDS: Partial<Record<QuickFormOptionalField, (keyof LegalQuestions)[]>> = {
  work_eligibility: ['work_eligibility'],
  sex: ['sex'],
  language_preference: ['language_preference'],
  race: ['race'],
  graduation: ['graduation_year', 'graduation_month'],
  disabled: ['disabled'],
};

/** The legal questions a quick form asks again, by their submission's names. */
export const quickLegalQuestions = (asked: readonly QuickFormOptionalField[]): (keyof LegalQuestions)[] =>
  asked.flatMap((field) => QUICK_LEGAL_FIELDS[field] ?? []);

/**
 * What a posting's form requires: the full form, the specification's whole wizard; the quick form, name, phone, resume
 * and answers, and the fields of `asked` that the company's quick form asks again.
 */
export function applicationSchemaFor(
  form: ApplicationForm,
  asked: readonly QuickFormOptionalField[],
): z.ZodType<ApplicationSubmission> {
  if (form === 'full') return NewApplicationSchema;
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

/** Why an answer is not one its question's kind takes; each names the question. */
export const ANSWER_MESSAGES = {
  yes_no: (question: string) => `Answer “${question}” with Yes or No.`,
  one: (question: string) => `Answer “${question}” with one of its options.`,
  several: (question: string) => `Answer “${question}” with options from its list.`,
  number: (question: string) => `Answer “${question}” with a number.`,
} as const;

const NUMBER_PATTERN = /^-?\d+(\.\d+)?$/;

/** The chosen options of a several-of answer, one a line as it is kept, each once. */
export const chosenOptions = (answer: string): string[] => [
  ...new Set(
    answer
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.length > 0),
  ),
];

/**
 * An answer as its question's kind keeps it: the option chosen, the chosen options one a line, or the number as it
 * was typed; or why it is no answer to that question.
 */
export function answerByKind(detail: QuestionDetail, answer: string): { answer: string } | { refusal: string } {
  switch (detail.kind) {
    case 'text':
      return { answer };
    case 'yes_no':
      return (YES_NO_OPTIONS as readonly string[]).includes(answer)
        ? { answer }
        : { refusal: ANSWER_MESSAGES.yes_no(detail.text) };
    case 'one':
      return detail.options.includes(answer) ? { answer } : { refusal: ANSWER_MESSAGES.one(detail.text) };
    case 'several': {
      const chosen = chosenOptions(answer);
      return chosen.length > 0 && chosen.every((option) => detail.options.includes(option))
        ? { answer: chosen.join('\n') }
        : { refusal: ANSWER_MESSAGES.several(detail.text) };
    }
    case 'number':
      return answer.length <= NUMBER_ANSWER.digits &&
        NUMBER_PATTERN.test(answer) &&
        Math.abs(Number(answer)) <= NUMBER_ANSWER.bound
        ? { answer }
        : { refusal: ANSWER_MESSAGES.number(detail.text) };
  }
}

/** Whether a kept answer is one of its question's knock-out answers. */
export function knocksOut(detail: QuestionDetail, answer: string): boolean {
  const { knockout } = detail;
  if (knockout === null) return false;
  if (Array.isArray(knockout)) {
    const chosen = detail.kind === 'several' ? chosenOptions(answer) : [answer];
    return chosen.some((option) => knockout.includes(option));
  }
  if (detail.kind !== 'number') return false;
  const value = Number(answer);
  return (knockout.min !== null && value < knockout.min) || (knockout.max !== null && value > knockout.max);
}

/**
 * How an application detail carries the resume: `base64` inside the answer (the default, the specification's shape),
 * or `url`, leaving `resume` empty for a client that downloads `resume_url` when it shows the file.
 */
export const ResumeFormSchema = z.enum(['base64', 'url']).optional();

export const ChangeStatusSchema = z.object({
  id: z.uuid({ error: 'Application ID is missing.' }),
  status: z.enum(RECRUITER_SETTABLE_STATUSES, { error: 'Choose one of the listed statuses.' }),
  // Base64 of the offer file, with or without a data-URL prefix; empty when there is none.
  offer: z.string().optional().default(''),
});
export type ChangeStatusInput = z.infer<typeof ChangeStatusSchema>;

/** A candidate's answer to an offer, and the status each answer leaves the application in. */
export const OFFER_ANSWERS = {
  accept: 'Offer Accepted',
  decline: 'Offer Declined',
} as const satisfies Record<string, ApplicationStatus>;
export type OfferAnswer = keyof typeof OFFER_ANSWERS;
const ANSWERED_OFFER_STATUSES: readonly ApplicationStatus[] = Object.values(OFFER_ANSWERS);
export const isAnsweredOffer = (status: ApplicationStatus): boolean => ANSWERED_OFFER_STATUSES.includes(status);

// Room for both names and any spaces between them.
const FULL_NAME_MAX = 300;
export const WITHDRAWAL_REASON_MAX = 1000;

/** The answer is signed with the candidate's typed full name, which must be the application's first and last name. */
export const OfferAnswerSchema = z.object({
  answer: z.enum(['accept', 'decline'], { error: APPLICATION_MESSAGES.offerAnswerRequired }),
  full_name: singleLineText({ error: APPLICATION_MESSAGES.fullNameRequired })
    .trim()
    .min(1, APPLICATION_MESSAGES.fullNameRequired)
    .max(FULL_NAME_MAX, APPLICATION_MESSAGES.fullNameMismatch),
});
export type OfferAnswerInput = z.infer<typeof OfferAnswerSchema>;

const foldName = (name: string) => name.normalize('NFC').toLowerCase().replace(/\s+/g, '');

/** Whether a typed name is the application's first and last name, whatever its case and its spaces. */
export const isApplicationName = (typed: string, firstName: string, lastName: string): boolean =>
  foldName(typed) === foldName(`${firstName}${lastName}`);

/** The reason is optional; a route takes the body as optional too (`.nullish()`), as a call without one. */
export const WithdrawApplicationSchema = z.object({
  reason: multiLineText()
    .trim()
    .max(WITHDRAWAL_REASON_MAX, APPLICATION_MESSAGES.withdrawalReasonTooLong)
    .optional()
    .default(''),
});
export type WithdrawApplicationInput = z.infer<typeof WithdrawApplicationSchema>;

export const RecruiterApplicationsQuerySchema = z.object({
  application_id: z.string().max(100).optional(),
  resume: ResumeFormSchema,
  posting_id: z.uuid().optional(),
  status: z.string().max(50).optional(),
  search: z.string().trim().max(100).optional(),
  role: z.string().trim().max(200).optional(),
  /** The posting's 'city, country', exactly as the list items carry it. */
  location: z.string().trim().max(300).optional(),
  /** A source, or 'direct' for the applications that came without one. */
  source: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100_000).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
});
export type RecruiterApplicationsQuery = z.infer<typeof RecruiterApplicationsQuerySchema>;

export const ApplicationListItemSchema = z.object({
  application_id: z.string(),
  job_title: z.string(),
  company_name: z.string(),
  location: z.string(),
  phone: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  created_at: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** When the candidate withdrew the application; it keeps the status it had. */
  withdrawn_at: z.string().nullable(),
  /** Where the candidate came from; null when they came without a source, which the screens call Direct. */
  source: z.string().nullable(),
  /** The company's stage it is in, for the company's members only: candidates see the status alone. */
  stage: z.object({ id: z.string(), name: z.string() }).optional(),
});
export type ApplicationListItem = z.infer<typeof ApplicationListItemSchema>;

/** One change of an application's status: who made it (the company, or the candidate answering an offer) and when. */
export const StatusChangeSchema = z.object({
  from_status: z.enum(APPLICATION_STATUSES).nullable(),
  to_status: z.enum(APPLICATION_STATUSES),
  changed_at: z.string(),
  changed_by_role: z.enum(ROLES),
  /** The member's name, or the candidate's name as on the application; null once the account is gone. */
  changed_by_name: z.string().nullable(),
  /** The stages it moved between, as they were named then; null before the company had stages, and for candidates. */
  from_stage: z.string().nullable().optional(),
  to_stage: z.string().nullable().optional(),
});
export type StatusChange = z.infer<typeof StatusChangeSchema>;

/**
 * The legal answers as stored when the candidate applied: the graduation year's range moves on with the calendar.
 * An answer is empty where a quick form did not ask it, and a self-identification answer where the company's reviewers
 * may not see it.
 */
const LegalAnswersSchema = z.object({
  work_eligibility: z.union([z.enum(WORK_ELIGIBILITY), z.literal('')]),
  sex: z.union([z.enum(SEXES), z.literal('')]),
  language_preference: z.union([z.enum(LANGUAGES), z.literal('')]),
  race: z.union([z.enum(RACES), z.literal('')]),
  graduation_year: z.union([z.number(), z.string()]),
  graduation_month: z.union([z.enum(MONTHS), z.literal('')]),
  disabled: z.union([z.enum(DISABLED), z.literal('')]),
} satisfies Record<keyof LegalQuestions, unknown>);
export type LegalAnswers = z.infer<typeof LegalAnswersSchema>;

/** What an application keeps for each legal question its quick form did not ask. */
export const UNASKED_LEGAL_ANSWERS: LegalAnswers = {
  work_eligibility: '',
  sex: '',
  language_preference: '',
  race: '',
  graduation_year: '',
  graduation_month: '',
  disabled: '',
};

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
  withdrawal_reason: z.string().nullable(),
  /**
   * The personal fields and legal questions (by their names here) that its form did not ask, a quick form's, which it
   * keeps empty: screens leave them out.
   */
  not_asked: z.array(z.string()),
  /** The status changes, oldest first. */
  status_history: z.array(StatusChangeSchema),
  /** In the recruiter's answer only: the e-mails about this application, oldest first. */
  emails: z.array(ApplicationEmailSchema).optional(),
});
export type ApplicationDetail = z.infer<typeof ApplicationDetailSchema>;

// The answers of the application calls. A list call asked for one application answers that one instead of the list.
export const NewApplicationAnswerSchema = answerOf({ application_id: z.string() }, 201);
export const CandidateApplicationsAnswerSchema = answerOf({ data: z.array(ApplicationListItemSchema) });
/** The candidate's call answers the one application as a list of one, as the specification's client reads it. */
export const CandidateApplicationAnswerSchema = answerOf({ data: z.array(ApplicationDetailSchema).length(1) });
export type CandidateApplicationAnswer = z.infer<typeof CandidateApplicationAnswerSchema>;
export const RecruiterApplicationsAnswerSchema = answerOf({
  data: z.array(ApplicationListItemSchema),
  /** How many applications match the filters, on every page. */
  total: z.number().int(),
});
export const RecruiterApplicationAnswerSchema = answerOf({ data: ApplicationDetailSchema });
export type RecruiterApplicationAnswer = z.infer<typeof RecruiterApplicationAnswerSchema>;

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

export const DraftResumeUploadSchema = z.object({
  /** The file as a data URL, checked by its bytes as a submitted resume is. */
  resume: z.string({ error: APPLICATION_MESSAGES.fillAll }).min(1, APPLICATION_MESSAGES.fillAll),
  /** The name the candidate's file had, shown back to them. */
  name: singleLineText().trim().min(1).max(255),
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

/** The 404 of an application that is not there, or not the caller's to see. */
/** What a route answers for an application the caller may not see: another owner's reads like a missing one. */
export const APPLICATION_NOT_FOUND = 'No application found';
