import { z } from 'zod';
import { RECRUITER_SETTABLE_STATUSES } from './applications.js';
import { ResumeFormSchema } from './apply.js';

export const REVIEW_MESSAGES = {
  sameStatus: 'Please select a different status to update',
  offerOnlyWithOfferSent: 'An offer file can only be attached with Offer Sent.',
  offerType: 'The offer must be a PDF, DOC or DOCX file.',
  offerTooLarge: 'The offer must be at most 10 MB.',
  subjectLineBreak: 'The subject must be one line.',
  subjectRequired: 'Please enter a subject.',
  messageRequired: 'Please write a message.',
  pictureType: 'The picture must be a PNG, JPEG, WebP or GIF image.',
  pictureTooLarge: 'The picture must be at most 2 MB.',
} as const;

export const REVIEW_TOASTS = {
  fetchApplicationsFailed: 'Failed to fetch applications!',
  fetchJobApplicationsFailed: 'Failed to fetch job applications!',
  statusUpdated: 'Application status updated successfully!',
  statusFailed: 'Failed to update application status!',
  emailSent: 'Email sent successfully!',
  emailFailed: 'Failed to send email!',
  profileSaved: 'Profile data saved successfully!',
  profileSaveFailed: 'Failed to save profile data!',
  profileFetchFailed: 'Failed to fetch profile data!',
  downloadFailed: 'The file could not be downloaded.',
} as const;

export const OFFER_MAX_BYTES = 10 * 1024 * 1024;
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_MESSAGE_MAX = 50_000;

export const ChangeStatusSchema = z.object({
  id: z.uuid({ error: 'Application ID is missing.' }),
  status: z.enum(RECRUITER_SETTABLE_STATUSES, { error: 'Choose one of the listed statuses.' }),
  // Base64 of the offer file, with or without a data-URL prefix; empty when there is none.
  offer: z.string().optional().default(''),
});
export type ChangeStatusInput = z.infer<typeof ChangeStatusSchema>;

export const SendEmailSchema = z.object({
  id: z.uuid({ error: 'Application ID is missing.' }),
  subject: z
    .string({ error: REVIEW_MESSAGES.subjectRequired })
    .refine((subject) => !/[\r\n]/.test(subject), REVIEW_MESSAGES.subjectLineBreak)
    .transform((subject) => subject.trim())
    .pipe(
      z
        .string()
        .min(1, REVIEW_MESSAGES.subjectRequired)
        .max(EMAIL_SUBJECT_MAX, `The subject must be at most ${EMAIL_SUBJECT_MAX} characters.`),
    ),
  message: z
    .string({ error: REVIEW_MESSAGES.messageRequired })
    .min(1, REVIEW_MESSAGES.messageRequired)
    .max(EMAIL_MESSAGE_MAX, 'The message is too long.'),
});
export type SendEmailInput = z.infer<typeof SendEmailSchema>;

export const CompanyProfileSchema = z.object({
  // A data URL replaces the picture; anything else (absent, empty, the URL we answered, a blob: URL) keeps it.
  profile_pic: z.string().optional().default(''),
  tagline: z.string().trim().max(200, 'The tagline must be at most 200 characters.').default(''),
  about_us: z.string().trim().max(5000, 'About us must be at most 5000 characters.').default(''),
});
export type CompanyProfileInput = z.infer<typeof CompanyProfileSchema>;

export interface CompanyProfile {
  name: string;
  tagline: string;
  about_us: string;
  /** Public URL of the picture, or null for the default logo. */
  profile_pic: string | null;
}

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

/** Whether an e-mail went out: 'failed' is final (refused, or given up after the retries). */
export type EmailDeliveryStatus = 'pending' | 'sent' | 'failed';

/** An e-mail about an application, as its recruiter sees it. */
export interface ApplicationEmail {
  subject: string;
  status: EmailDeliveryStatus;
  created_at: string;
  sent_at: string | null;
}
