import { z } from 'zod';
import { answerOf } from './api.js';
import { ApplicationEmailSchema } from './mail.js';
import { PERSONAL_LIMITS } from './profiles.js';

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
  graduationYear: 'Graduation year must be within the last 70 years or the next ten',
  sameStatus: 'Please select a different status to update',
  offerOnlyWithOfferSent: 'An offer file can only be attached with Offer Sent.',
  offerType: 'The offer must be a PDF, DOC or DOCX file.',
  offerTooLarge: 'The offer must be at most 10 MB.',
} as const;

export const APPLICATION_TOASTS = {
  fetchApplicationsFailed: 'Failed to fetch applications!',
  fetchJobApplicationsFailed: 'Failed to fetch job applications!',
  statusUpdated: 'Application status updated successfully!',
  statusFailed: 'Failed to update application status!',
  downloadFailed: 'The file could not be downloaded.',
} as const;

// Self-identification is voluntary: each of its questions can be declined (decision 022).
const PREFER_NOT_TO_SAY = 'Prefer not to say';
export const WORK_ELIGIBILITY = ['Yes', 'No'] as const;
export const SEXES = ['Male', 'Female', 'Non-binary', 'Other', PREFER_NOT_TO_SAY] as const;
export const LANGUAGES = ['English', 'French', 'Spanish', 'Other'] as const;
export const RACES = ['Black', 'White', 'Hispanic', 'Asian', 'Indigenous', 'Other', PREFER_NOT_TO_SAY] as const;
export const DISABLED = ['Yes', 'No', PREFER_NOT_TO_SAY] as const;

/**
 * The voluntary self-identification answers. A company's reviewers receive them as empty strings unless the company
 * chose to show them (decision 022): hiring decisions must not see them.
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
// People apply after years of work: their graduation year lies in the past (decision 022).
const GRADUATION_YEARS_BACK = 70;

export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;

export const OFFER_MAX_BYTES = 10 * 1024 * 1024;

const required = (max: number) =>
  z
    .string({ error: APPLICATION_MESSAGES.fillAll })
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

export const AnswerSchema = z.object({
  question: z.string().trim().min(1).max(500),
  answer: z
    .string({ error: APPLICATION_MESSAGES.fillAll })
    .trim()
    .min(1, APPLICATION_MESSAGES.fillAll)
    .max(PERSONAL_LIMITS.answer),
});
export type Answer = z.infer<typeof AnswerSchema>;

/**
 * The application's e-mail is the candidate account's, set by the server: one typed here could make us mail anyone
 * (see decision 017). A body's `email` is ignored like any other field the session decides.
 */
export const NewApplicationSchema = PersonalInformationSchema.omit({ email: true }).extend({
  posting_id: z.uuid({ error: 'Choose a job to apply to' }),
  resume: z.string({ error: APPLICATION_MESSAGES.fillAll }).min(1, APPLICATION_MESSAGES.fillAll),
  questions: z.array(AnswerSchema, { error: APPLICATION_MESSAGES.fillAll }).max(50),
  legal_questions: LegalQuestionsSchema,
  // The wizard asks for a bio; clients send it as short_bio (the profile's name) or bio, or not at all.
  short_bio: z.string().trim().max(PERSONAL_LIMITS.bio).optional(),
  bio: z.string().trim().max(PERSONAL_LIMITS.bio).optional(),
});
export type NewApplication = z.infer<typeof NewApplicationSchema>;

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

export const RecruiterApplicationsQuerySchema = z.object({
  application_id: z.string().max(100).optional(),
  resume: ResumeFormSchema,
  posting_id: z.uuid().optional(),
  status: z.string().max(50).optional(),
  search: z.string().trim().max(100).optional(),
  role: z.string().trim().max(200).optional(),
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
});
export type ApplicationListItem = z.infer<typeof ApplicationListItemSchema>;

export const ApplicationDetailSchema = ApplicationListItemSchema.extend({
  country: z.string(),
  city: z.string(),
  province: z.string(),
  postal_code: z.string(),
  address: z.string(),
  bio: z.string(),
  questions: z.array(z.object({ question: z.string(), answer: z.string() })),
  // As stored when the candidate applied: the graduation year's range moves on with the calendar. The
  // self-identification answers are empty when hidden from the company's reviewers.
  legal_questions: LegalQuestionsSchema.extend({
    graduation_year: z.union([z.number(), z.string()]),
    sex: z.union([z.enum(SEXES), z.literal('')]),
    race: z.union([z.enum(RACES), z.literal('')]),
    disabled: z.union([z.enum(DISABLED), z.literal('')]),
  }),
  /** The resume as base64 (the specification's shape); our web app downloads `resume_url` instead. */
  resume: z.string(),
  resume_url: z.string().nullable(),
  resume_type: z.string().nullable(),
  resume_name: z.string().nullable(),
  offer_url: z.string().nullable(),
  /** In the recruiter's answer only: the e-mails about this application, oldest first. */
  emails: z.array(ApplicationEmailSchema).optional(),
});
export type ApplicationDetail = z.infer<typeof ApplicationDetailSchema>;

// The answers of the application calls. A list call asked for one application answers that one instead of the list.
export const NewApplicationAnswerSchema = answerOf({ application_id: z.string() }, 201);
export type NewApplicationAnswer = z.infer<typeof NewApplicationAnswerSchema>;
export const CandidateApplicationsAnswerSchema = answerOf({ data: z.array(ApplicationListItemSchema) });
export type CandidateApplicationsAnswer = z.infer<typeof CandidateApplicationsAnswerSchema>;
/** The candidate's call answers the one application as a list of one, as the specification's client reads it. */
export const CandidateApplicationAnswerSchema = answerOf({ data: z.array(ApplicationDetailSchema).length(1) });
export type CandidateApplicationAnswer = z.infer<typeof CandidateApplicationAnswerSchema>;
export const RecruiterApplicationsAnswerSchema = answerOf({
  data: z.array(ApplicationListItemSchema),
  /** How many applications match the filters, on every page. */
  total: z.number().int(),
});
export type RecruiterApplicationsAnswer = z.infer<typeof RecruiterApplicationsAnswerSchema>;
export const RecruiterApplicationAnswerSchema = answerOf({ data: ApplicationDetailSchema });
export type RecruiterApplicationAnswer = z.infer<typeof RecruiterApplicationAnswerSchema>;
