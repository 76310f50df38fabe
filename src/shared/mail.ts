import { z } from 'zod';
import { multiLineText, singleLineText } from './text.js';

// E-mails to candidates: what a recruiter may send, and how its delivery is shown.

export const MAIL_MESSAGES = {
  subjectLineBreak: 'The subject must be one line.',
  subjectRequired: 'Please enter a subject.',
  messageRequired: 'Please write a message.',
} as const;

export const MAIL_TOASTS = {
  emailSent: 'Email sent successfully!',
  emailFailed: 'Failed to send email!',
} as const;

export const EMAIL_SUBJECT_MAX = 200;
const EMAIL_MESSAGE_MAX = 50_000;

export const SendEmailSchema = z.object({
  id: z.uuid({ error: 'Application ID is missing.' }),
  subject: singleLineText({ error: MAIL_MESSAGES.subjectRequired }, MAIL_MESSAGES.subjectLineBreak)
    .transform((subject) => subject.trim())
    .pipe(
      z
        .string()
        .min(1, MAIL_MESSAGES.subjectRequired)
        .max(EMAIL_SUBJECT_MAX, `The subject must be at most ${EMAIL_SUBJECT_MAX} characters.`),
    ),
  message: multiLineText({ error: MAIL_MESSAGES.messageRequired })
    .min(1, MAIL_MESSAGES.messageRequired)
    .max(EMAIL_MESSAGE_MAX, 'The message is too long.'),
});
export type SendEmailInput = z.infer<typeof SendEmailSchema>;

/** Whether an e-mail went out: 'failed' is final (refused, or given up after the retries). */
export const EMAIL_DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
export type EmailDeliveryStatus = (typeof EMAIL_DELIVERY_STATUSES)[number];

/** An e-mail about an application, as its recruiter sees it. */
export const ApplicationEmailSchema = z.object({
  subject: z.string(),
  /** The member who sent it; null for mail sent on its own (a receipt) or by a member no longer known. */
  sent_by_name: z.string().nullable(),
  status: z.enum(EMAIL_DELIVERY_STATUSES),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type ApplicationEmail = z.infer<typeof ApplicationEmailSchema>;
