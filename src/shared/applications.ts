import { z } from 'zod';
import { ROLES } from './auth.js';
import { multiLineText } from './text.js';

// An application: its statuses, how it reads in a list, its status changes, and the calls that change its status.

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
  offerFileUnknown: 'That offer is not one you uploaded: upload it again.',
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

export const ChangeStatusSchema = z.object({
  id: z.uuid({ error: 'Application ID is missing.' }),
  status: z.enum(RECRUITER_SETTABLE_STATUSES, { error: 'Choose one of the listed statuses.' }),
  // Base64 of the offer file, with or without a data-URL prefix; empty when there is none.
  offer: z.string().optional().default(''),
  /** Instead of `offer`: an offer the member uploaded (`POST /api/uploads/`, purpose `offer`). */
  offer_file_id: z.uuid({ error: APPLICATION_MESSAGES.offerFileUnknown }).optional(),
});
export type ChangeStatusInput = z.infer<typeof ChangeStatusSchema>;

export const WITHDRAWAL_REASON_MAX = 1000;

/** The reason is optional; a route takes the body as optional too (`.nullish()`), as a call without one. */
export const WithdrawApplicationSchema = z.object({
  reason: multiLineText()
    .trim()
    .max(WITHDRAWAL_REASON_MAX, APPLICATION_MESSAGES.withdrawalReasonTooLong)
    .optional()
    .default(''),
});
export type WithdrawApplicationInput = z.infer<typeof WithdrawApplicationSchema>;

/** The 404 of an application that is not there, or not the caller's to see. */
/** What a route answers for an application the caller may not see: another owner's reads like a missing one. */
export const APPLICATION_NOT_FOUND = 'No application found';
