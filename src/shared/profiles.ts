import { z } from 'zod';
import { ScorecardVisibilitySchema } from './scorecards.js';
import { answerOf } from './api.js';
import { CompanySlugSchema, WebsiteSchema } from './careers.js';
import { MemberSummarySchema } from './auth.js';
import { APPLICATION_FORMS, QUICK_FORM_OPTIONAL_FIELDS } from './application-forms.js';
import { multiLineText, singleLineText } from './text.js';
import { BrandColorSchema } from './brand.js';

// The candidate's and the company's profiles.

export const PROFILE_MESSAGES = {
  pictureType: 'The picture must be a PNG, JPEG, WebP or GIF image.',
  pictureTooLarge: 'The picture must be at most 2 MB.',
  pictureUnknown: 'That picture is not one you uploaded: upload it again.',
} as const;

export const PROFILE_TOASTS = {
  profileSaved: 'Profile data saved successfully!',
  profileSaveFailed: 'Failed to save profile data!',
  profileFetchFailed: 'Failed to fetch profile data!',
} as const;

export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/** The longest a person's details may be, on the profile and on an application. */
export const PERSONAL_LIMITS = { short: 100, address: 300, bio: 2000, answer: 5000 } as const;

const profileBio = multiLineText().trim().max(PERSONAL_LIMITS.bio);

export const CandidateProfileSchema = z.object({
  first_name: singleLineText().trim().max(PERSONAL_LIMITS.short).default(''),
  last_name: singleLineText().trim().max(PERSONAL_LIMITS.short).default(''),
  phone: singleLineText().trim().max(40).default(''),
  country: singleLineText().trim().max(PERSONAL_LIMITS.short).default(''),
  address: singleLineText().trim().max(PERSONAL_LIMITS.address).default(''),
  // The bio comes as short_bio (the specification's name) or bio, short_bio first. A save with neither keeps the
  // stored bio, so that a client that never read it cannot wipe it; an empty one clears it, as emptying the field does.
  // It is not required, on the profile screen or here: the specification asks for a bio only in the apply wizard,
  // which starts from the profile's and requires it there, and a submission may come without one (Appendix B).
  short_bio: profileBio.optional(),
  bio: profileBio.optional(),
  city: singleLineText().trim().max(PERSONAL_LIMITS.short).default(''),
  province: singleLineText().trim().max(PERSONAL_LIMITS.short).default(''),
  postal_code: singleLineText().trim().max(20).default(''),
});
export type CandidateProfileInput = z.infer<typeof CandidateProfileSchema>;
/** A profile as the API answers it: the bio under both names, since clients read either. */
export const CandidateProfileAnswerSchema = answerOf({
  data: z.object({
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string(),
    country: z.string(),
    address: z.string(),
    short_bio: z.string(),
    bio: z.string(),
    city: z.string(),
    province: z.string(),
    postal_code: z.string(),
    email: z.string(),
  }),
});
export type CandidateProfileAnswer = z.infer<typeof CandidateProfileAnswerSchema>;
export type CandidateProfile = CandidateProfileAnswer['data'];
/** A profile with every field blank, as the schema's defaults give it. */
export const EMPTY_CANDIDATE_PROFILE: Omit<CandidateProfile, 'email' | 'bio'> = {
  ...CandidateProfileSchema.parse({}),
  short_bio: '',
};

export const CompanyProfileSchema = z.object({
  // A data URL replaces the picture; anything else (absent, empty, the URL we answered, a blob: URL) keeps it.
  profile_pic: z.string().optional().default(''),
  // The cover image above the profile, by the same rules as the picture.
  cover_pic: z.string().optional().default(''),
  /** Instead of a data URL: a picture the member uploaded (`POST /api/uploads/`, purpose `picture`). */
  picture_file_id: z.uuid({ error: PROFILE_MESSAGES.pictureUnknown }).optional(),
  cover_file_id: z.uuid({ error: PROFILE_MESSAGES.pictureUnknown }).optional(),
  // Whether the company's reviewers see the candidates' self-identification answers (decision 021). Absent keeps the
  // setting, so that a client that never read it cannot turn it on or off.
  show_self_identification: z.boolean().optional(),
  tagline: singleLineText().trim().max(200, 'The tagline must be at most 200 characters.').default(''),
  about_us: multiLineText().trim().max(5000, 'About us must be at most 5000 characters.').default(''),
  // Absent keeps what is stored: the specification's client sends neither.
  slug: CompanySlugSchema.optional(),
  website: WebsiteSchema.optional(),
  // The company's defaults for its postings' application forms; absent keeps each.
  default_application_form: z.enum(APPLICATION_FORMS, { error: 'New jobs use: choose quick or full.' }).optional(),
  quick_form_fields: z
    .array(z.enum(QUICK_FORM_OPTIONAL_FIELDS, { error: 'The quick application asks only for fields it offers.' }), {
      error: 'The quick application asks only for fields it offers.',
    })
    .max(QUICK_FORM_OPTIONAL_FIELDS.length * 2, 'The quick application asks only for fields it offers.')
    .transform((fields) => QUICK_FORM_OPTIONAL_FIELDS.filter((field) => fields.includes(field)))
    .optional(),
  // When Hiring Managers and Interviewers read the others' scorecards; absent keeps it.
  scorecard_visibility: ScorecardVisibilitySchema.optional(),
  // The colour candidates see on the company's buttons and links ('' for the default), refused unless its text keeps
  // AA contrast in both themes (decision 089); absent keeps it.
  brand_color: BrandColorSchema.optional(),
  // The small "powered by Openhire" line on candidates' pages and e-mails; absent keeps it.
  show_powered_by: z.boolean().optional(),
});
export type CompanyProfileInput = z.infer<typeof CompanyProfileSchema>;

export const CompanyProfileAnswerSchema = answerOf({
  data: z.object({
    /** The company's name. */
    name: z.string(),
    /** The signed-in member's e-mail, which a new posting offers as the recruiter's. */
    email: z.string(),
    /** The signed-in member: a new posting offers their name as the recruiter's, and the user menu shows them. */
    member: MemberSummarySchema.optional(),
    tagline: z.string(),
    about_us: z.string(),
    /** Public URL of the picture, or null for the default logo. */
    profile_pic: z.string().nullable(),
    /** Public URL of the cover image, or null for the default gradient. */
    cover_pic: z.string().nullable(),
    show_self_identification: z.boolean(),
    /** The company's careers address, the last part of `careers_url`. */
    slug: z.string(),
    /** The absolute address of the company's public careers page. */
    careers_url: z.string(),
    /** The company's own website, or ''. */
    website: z.string(),
    /** The application form a new posting gets when its author does not choose. */
    default_application_form: z.enum(APPLICATION_FORMS),
    /** What every quick application of the company asks for beyond name, e-mail, phone and resume. */
    quick_form_fields: z.array(z.enum(QUICK_FORM_OPTIONAL_FIELDS)),
    /** When Hiring Managers and Interviewers read the others' scorecards of an application. */
    scorecard_visibility: ScorecardVisibilitySchema,
    /** The brand colour candidates see, `#rrggbb`, or null for the default. */
    brand_color: z.string().nullable(),
    /** Whether candidates' pages and e-mails carry the small "powered by Openhire" line. */
    show_powered_by: z.boolean(),
  }),
});
export type CompanyProfileAnswer = z.infer<typeof CompanyProfileAnswerSchema>;
export type CompanyProfile = CompanyProfileAnswer['data'];
