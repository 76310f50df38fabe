import { z } from 'zod';
import type { ApplicationEmail } from './review.js';

export const APPLY_MESSAGES = {
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
  graduationYear: 'Graduation year must be between this year and ten years from now',
} as const;

export const WORK_ELIGIBILITY = ['Yes', 'No'] as const;
export const SEXES = ['Male', 'Female', 'Non-binary', 'Other'] as const;
export const LANGUAGES = ['English', 'French', 'Spanish', 'Other'] as const;
export const RACES = ['Black', 'White', 'Hispanic', 'Asian', 'Indigenous', 'Other'] as const;
export const DISABLED = ['Yes', 'No'] as const;
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
export const GRADUATION_YEARS_AHEAD = 10;

export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;

export const PERSONAL_LIMITS = { short: 100, address: 300, bio: 2000, answer: 5000 } as const;

const required = (max: number) =>
  z
    .string({ error: APPLY_MESSAGES.fillAll })
    .trim()
    .min(1, APPLY_MESSAGES.fillAll)
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
  return { min: year, max: year + GRADUATION_YEARS_AHEAD };
}

export const LegalQuestionsSchema = z.object(
  {
    work_eligibility: z.enum(WORK_ELIGIBILITY, { error: APPLY_MESSAGES.fillAll }),
    sex: z.enum(SEXES, { error: APPLY_MESSAGES.fillAll }),
    language_preference: z.enum(LANGUAGES, { error: APPLY_MESSAGES.fillAll }),
    race: z.enum(RACES, { error: APPLY_MESSAGES.fillAll }),
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
        { error: APPLY_MESSAGES.fillAll },
      )
      .refine((year) => {
        const { min, max } = graduationYearRange();
        return Number(year) >= min && Number(year) <= max;
      }, APPLY_MESSAGES.graduationYear),
    graduation_month: z.enum(MONTHS, { error: APPLY_MESSAGES.fillAll }),
    disabled: z.enum(DISABLED, { error: APPLY_MESSAGES.fillAll }),
  },
  { error: APPLY_MESSAGES.fillAll },
);
export type LegalQuestions = z.infer<typeof LegalQuestionsSchema>;

export const AnswerSchema = z.object({
  question: z.string().trim().min(1).max(500),
  answer: z.string({ error: APPLY_MESSAGES.fillAll }).trim().min(1, APPLY_MESSAGES.fillAll).max(PERSONAL_LIMITS.answer),
});
export type Answer = z.infer<typeof AnswerSchema>;

/**
 * The application's e-mail is the candidate account's, set by the server: one typed here could make us mail anyone
 * (see decision 017). A body's `email` is ignored like any other field the session decides.
 */
export const NewApplicationSchema = PersonalInformationSchema.omit({ email: true }).extend({
  posting_id: z.uuid({ error: 'Choose a job to apply to' }),
  resume: z.string({ error: APPLY_MESSAGES.fillAll }).min(1, APPLY_MESSAGES.fillAll),
  questions: z.array(AnswerSchema, { error: APPLY_MESSAGES.fillAll }).max(50),
  legal_questions: LegalQuestionsSchema,
  // The wizard asks for a bio; clients send it as short_bio (the profile's name) or bio, or not at all.
  short_bio: z.string().trim().max(PERSONAL_LIMITS.bio).optional(),
  bio: z.string().trim().max(PERSONAL_LIMITS.bio).optional(),
});
export type NewApplication = z.infer<typeof NewApplicationSchema>;

const profileBio = z.string().trim().max(PERSONAL_LIMITS.bio);

export const CandidateProfileSchema = z.object({
  first_name: z.string().trim().max(PERSONAL_LIMITS.short).default(''),
  last_name: z.string().trim().max(PERSONAL_LIMITS.short).default(''),
  phone: z.string().trim().max(40).default(''),
  country: z.string().trim().max(PERSONAL_LIMITS.short).default(''),
  address: z.string().trim().max(PERSONAL_LIMITS.address).default(''),
  // The bio comes as short_bio (the specification's name) or bio, short_bio first. A save with neither keeps the
  // stored bio, so that a client that never read it cannot wipe it; an empty one clears it, as emptying the field does.
  // It is not required, on the profile screen or here: the specification asks for a bio only in the apply wizard,
  // which starts from the profile's and requires it there, and a submission may come without one (Appendix B).
  short_bio: profileBio.optional(),
  bio: profileBio.optional(),
  city: z.string().trim().max(PERSONAL_LIMITS.short).default(''),
  province: z.string().trim().max(PERSONAL_LIMITS.short).default(''),
  postal_code: z.string().trim().max(20).default(''),
});
export type CandidateProfileInput = z.infer<typeof CandidateProfileSchema>;
/** A profile as the API answers it: the bio under both names, since clients read either. */
export type CandidateProfile = Required<CandidateProfileInput> & { email: string };
/** A profile with every field blank, as the schema's defaults give it. */
export const EMPTY_CANDIDATE_PROFILE: Omit<CandidateProfile, 'email' | 'bio'> = {
  ...CandidateProfileSchema.parse({}),
  short_bio: '',
};

export interface RecentJob {
  posting_id: string;
  job_title: string;
  location: string;
  company_name: string;
  deadline: string;
  num_applicants: number;
  applied_today: number;
}

/**
 * How an application detail carries the resume: `base64` inside the answer (the default, the specification's shape),
 * or `url`, leaving `resume` empty for a client that downloads `resume_url` when it shows the file.
 */
export const ResumeFormSchema = z.enum(['base64', 'url']).optional();

/** One page of open postings, newest first; without a limit, every open posting. */
export const RecentPostingsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  /** A city, as the location filter offers them. */
  location: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
});
export type RecentPostingsQuery = z.infer<typeof RecentPostingsQuerySchema>;

export interface RecentJobsPage {
  data: RecentJob[];
  /** How many open postings match the filters. */
  total: number;
  /** The cities of every open posting, for the location filter. */
  locations: string[];
}

export interface ApplicationListItem {
  application_id: string;
  job_title: string;
  company_name: string;
  location: string;
  phone: string;
  first_name: string;
  last_name: string;
  email: string;
  created_at: string;
  status: string;
}

export interface ApplicationDetail extends ApplicationListItem {
  country: string;
  city: string;
  province: string;
  postal_code: string;
  address: string;
  bio: string;
  questions: Answer[];
  legal_questions: LegalQuestions;
  /** The resume as base64 (the specification's shape); our web app downloads `resume_url` instead. */
  resume: string;
  resume_url: string | null;
  resume_type: string | null;
  resume_name: string | null;
  offer_url: string | null;
  /** In the recruiter's answer only: the e-mails about this application, oldest first. */
  emails?: ApplicationEmail[];
}
