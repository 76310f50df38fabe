import { z } from 'zod';
import { singleLineText } from './text.js';

// A company's public careers site: its address (the slug), the paths of its pages, and the texts they show.

const SLUG_LIMITS = { min: 2, max: 60 } as const;

/**
 * How a company's address may move: a few changes a day, a few former addresses that redirect to the current one, each
 * for a while, so that nobody can hold many addresses or keep one from another company for long.
 */
export const SLUG_RULES = { changesPerDay: 5, formerKept: 3, formerDays: 90 } as const;

export const CAREERS_MESSAGES = {
  slugFormat: `The careers address must be ${SLUG_LIMITS.min} to ${SLUG_LIMITS.max} lower-case letters, digits or single hyphens, starting and ending with a letter or digit.`,
  slugTaken: 'This careers address is taken. Choose another one.',
  slugChanges: `The careers address can change ${SLUG_RULES.changesPerDay} times a day.`,
  websiteFormat: 'The website must be an address starting with https:// or http://.',
  closed: 'This job is no longer accepting applications.',
  companyNotFound: 'This careers page does not exist.',
  postingNotFound: 'This job does not exist.',
  postingGone: 'This job has been removed.',
  noPostings: 'There are no open jobs right now. Please check back later.',
  noMatches: 'No open jobs match your search.',
} as const;

/** What a slug made from a name may start as, before a number is added to make it unique. */
const FALLBACK_SLUG = 'company';

/**
 * A readable address made from a company's name: letters without their accents, lower-case, words joined by hyphens.
 * A name with no letter or digit in it (only symbols, or a script without Latin letters) becomes "company".
 */
export function slugFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_LIMITS.max - 4)
    .replace(/-+$/, '');
  return slug.length >= SLUG_LIMITS.min ? slug : FALLBACK_SLUG;
}

export const CompanySlugSchema = z
  .string({ error: CAREERS_MESSAGES.slugFormat })
  .trim()
  .toLowerCase()
  .min(SLUG_LIMITS.min, CAREERS_MESSAGES.slugFormat)
  .max(SLUG_LIMITS.max, CAREERS_MESSAGES.slugFormat)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, CAREERS_MESSAGES.slugFormat);

/** A company's own website: http(s) only, so that a link to it can never run script. '' means none. */
export const WebsiteSchema = singleLineText({ error: CAREERS_MESSAGES.websiteFormat })
  .trim()
  .max(300, CAREERS_MESSAGES.websiteFormat)
  .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), CAREERS_MESSAGES.websiteFormat);

export const careersPath = (slug: string): string => `/careers/${encodeURIComponent(slug)}`;
export const publicPostingPath = (slug: string, postingId: string): string =>
  `${careersPath(slug)}/${encodeURIComponent(postingId)}`;

/** One open posting as a company's jobs feed lists it, for its own website or a job board. */
const FeedPostingSchema = z.object({
  id: z.string(),
  title: z.string(),
  department: z.string(),
  city: z.string(),
  country: z.string(),
  /** "city, country", as the candidate lists show a place. */
  location: z.string(),
  employment_type: z.string().nullable(),
  workplace: z.string().nullable(),
  salary_min: z.number().int().nullable(),
  salary_max: z.number().int().nullable(),
  salary_currency: z.string().nullable(),
  salary_period: z.string().nullable(),
  posting_date: z.string(),
  // null: open until filled.
  deadline: z.string().nullable(),
  /** The posting's public page. */
  public_url: z.string(),
  /** Where a candidate applies: the apply route. */
  apply_url: z.string(),
});

/** `GET /careers/{slug}/jobs.json`: the company and its open postings, newest first. */
export const PostingsFeedSchema = z.object({
  status: z.literal(200),
  company: z.object({
    name: z.string(),
    careers_url: z.string(),
    website: z.string(),
    logo_url: z.string().nullable(),
  }),
  data: z.array(FeedPostingSchema),
});
export type PostingsFeed = z.infer<typeof PostingsFeedSchema>;
