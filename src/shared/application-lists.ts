import { z } from 'zod';
import { answerOf } from './api.js';
import { ResumeFormSchema } from './application-details.js';
import { ApplicationListItemSchema } from './applications.js';

// The lists of applications: the recruiter's filters and both roles' lists.

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

export const CandidateApplicationsAnswerSchema = answerOf({ data: z.array(ApplicationListItemSchema) });

export const RecruiterApplicationsAnswerSchema = answerOf({
  data: z.array(ApplicationListItemSchema),
  /** How many applications match the filters, on every page. */
  total: z.number().int(),
});
