import { z } from 'zod';
import { answerOf } from './api.js';
import { CompanyBrandSchema } from './brand.js';
import { APPLICATION_FORMS, QUICK_FORM_OPTIONAL_FIELDS } from './application-forms.js';
import { WORKPLACES } from './locations.js';
import { QuestionDetailSchema } from './questions.js';
import { SALARY_CURRENCIES, SALARY_PERIODS } from './salaries.js';
import { SkillOptionSchema } from './skills.js';

// The kinds of employment, as schema.org's JobPosting names them, each with its words for people.
export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
] as const;
type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const EMPLOYMENT_TYPE_LABELS = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
  TEMPORARY: 'Temporary',
  INTERN: 'Internship',
  VOLUNTEER: 'Volunteer',
  PER_DIEM: 'Per diem',
  OTHER: 'Other',
} as const satisfies Record<EmploymentType, string>;

// A toast's text lives beside the noun it is about, in that module's *_TOASTS, never in a screen's file.
export const POSTING_TOASTS = {
  created: 'Job created successfully!',
  createFailed: 'Job creation failed!',
  updated: 'Job updated successfully!',
  updateFailed: 'Job update failed!',
  deleted: 'Job deleted successfully!',
  deleteFailed: 'Job deletion failed!',
  fetchJobsFailed: 'Failed to fetch jobs!',
  fetchJobFailed: 'Failed to fetch job!',
  closed: 'Job closed: it no longer takes applications.',
  closeFailed: 'The job could not be closed!',
  linkCopied: 'Link copied to clipboard',
  linkCopyFailed: 'The link could not be copied. Select it and copy it by hand.',
  fetchRecentJobsFailed: 'Failed to fetch recent jobs!',
} as const;

/** What a posting without a deadline says where a deadline would be. */
export const OPEN_UNTIL_FILLED = 'Open until filled';

/** A posting as the API answers it. */
export const PostingSchema = z.object({
  id: z.string(),
  title: z.string(),
  department: z.string(),
  /** '' where a remote posting names none. */
  city: z.string(),
  country: z.string(),
  posting_date: z.string(),
  /** null: open until filled. */
  deadline: z.string().nullable(),
  soft_skills: z.array(SkillOptionSchema),
  technical_skills: z.array(SkillOptionSchema),
  /** The posting asks for no particular skills. */
  no_skills: z.boolean(),
  questions: z.array(z.string()),
  /** Each of `questions`, in the same order, with its kind, options and knock-out answers. */
  question_details: z.array(QuestionDetailSchema),
  application_form: z.enum(APPLICATION_FORMS),
  /** What the posting's quick form asks for again, as its company chose; empty for a full form. */
  quick_form_fields: z.array(z.enum(QUICK_FORM_OPTIONAL_FIELDS)),
  recruiter_name: z.string(),
  recruiter_email: z.string(),
  about_company: z.string(),
  about_job: z.string(),
  qualification: z.string(),
  key_requirements: z.string(),
  nice_to_have: z.string(),
  other_remarks: z.string(),
  is_active: z.boolean(),
  /** The path `apply/{id}`, relative to the web app, as the original backend answers it. */
  posting_link: z.string(),
  /** The absolute address of the apply page. */
  posting_url: z.string(),
  /** The absolute address of the posting's public page on its company's careers site. */
  public_url: z.string(),
  employment_type: z.enum(EMPLOYMENT_TYPES).nullable(),
  workplace: z.enum(WORKPLACES).nullable(),
  salary_min: z.number().int().nullable(),
  salary_max: z.number().int().nullable(),
  salary_currency: z.enum(SALARY_CURRENCIES).nullable(),
  salary_period: z.enum(SALARY_PERIODS).nullable(),
  /** How many people it hires; null when not counted. */
  openings: z.number().int().nullable(),
  num_applications: z.number().int(),
  applied_today: z.number().int(),
  company_name: z.string(),
  created_at: z.string(),
  // For the company's members only: who works on it, and who posted and last changed it.
  hiring_team: z.array(z.string()).optional(),
  created_by_name: z.string().nullable().optional(),
  updated_by_name: z.string().nullable().optional(),
  updated_at: z.string().optional(),
});
export type Posting = z.infer<typeof PostingSchema>;

/** One of a company's own postings in its lists: what a dashboard or /jobs card shows. */
export const PostingCardSchema = PostingSchema.pick({
  id: true,
  title: true,
  city: true,
  country: true,
  deadline: true,
  is_active: true,
  num_applications: true,
  applied_today: true,
});
export type PostingCard = z.infer<typeof PostingCardSchema>;

/**
 * The signed-in candidate's own application to a posting, beside the posting, so that a page can say when they
 * applied rather than invite a second application; null while they have not applied.
 */
export const CandidateApplicationShape = {
  applied_at: z.string().nullable(),
  application_id: z.string().nullable(),
};

/**
 * The public view of an open posting, with its company's logo (the company's profile picture, null without one) for
 * the apply page to wear; a signed-in candidate also reads their own application to it.
 */
export const ApplyPostingSchema = PostingSchema.extend({
  ...CandidateApplicationShape,
  company_logo_url: z.string().nullable(),
  /** The company's brand, which the apply page wears. */
  company_brand: CompanyBrandSchema,
}).partial({ applied_at: true, application_id: true });
export type ApplyPosting = z.infer<typeof ApplyPostingSchema>;

// The answers of the posting calls.
export const PostingAnswerSchema = answerOf({ data: PostingSchema });
export type PostingAnswer = z.infer<typeof PostingAnswerSchema>;
export const ApplyPostingAnswerSchema = answerOf({ data: ApplyPostingSchema });
export type ApplyPostingAnswer = z.infer<typeof ApplyPostingAnswerSchema>;
const PostingCardsAnswerSchema = answerOf({ data: z.array(PostingCardSchema) });
export const CreatedPostingAnswerSchema = answerOf(
  { posting_link: z.string(), posting_url: z.string(), data: PostingSchema },
  201,
);
export type CreatedPostingAnswer = z.infer<typeof CreatedPostingAnswerSchema>;
/** `GET /api/postings/`: one posting when asked by id, else the company's cards. */
export const PostingsAnswerSchema = z.union([PostingAnswerSchema, PostingCardsAnswerSchema]);
