import { z } from 'zod';
import { answerOf } from './api.js';
import { CandidateApplicationShape } from './postings.js';

// Open postings as a candidate's lists show them.

/** An open posting as a candidate's lists show it. */
export const RecentPostingSchema = z.object({
  posting_id: z.string(),
  job_title: z.string(),
  location: z.string(),
  company_name: z.string(),
  deadline: z.string().nullable(),
  num_applicants: z.number().int(),
  applied_today: z.number().int(),
  ...CandidateApplicationShape,
});
export type RecentPosting = z.infer<typeof RecentPostingSchema>;

/** One page of open postings, newest first; without a limit, every open posting. */
export const RecentPostingsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  /** A city, as the location filter offers them. */
  location: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
});
export type RecentPostingsQuery = z.infer<typeof RecentPostingsQuerySchema>;

export const RecentPostingsListSchema = z.object({
  data: z.array(RecentPostingSchema),
  /** How many open postings match the filters. */
  total: z.number().int(),
  /** The cities of every open posting, for the location filter. */
  locations: z.array(z.string()),
});
export type RecentPostingsList = z.infer<typeof RecentPostingsListSchema>;

export const RecentPostingsAnswerSchema = answerOf(RecentPostingsListSchema.shape);
