import { z } from 'zod';
import { answerOf } from './api.js';
import { TIME_ZONE_MESSAGE, TimeZoneSchema } from './time-zones.js';

// What a company's members hear about the applications they may see: the notifications list and each member's
// choice of e-mail.

/** What happened to an application that its team hears about. */
export const NOTIFICATION_KINDS = [
  'new_application',
  'offer_accepted',
  'offer_declined',
  'withdrawal',
  'mention',
  /** The candidate wrote: an e-mail reply, or a message from the portal. */
  'candidate_message',
  /** A member's message to the candidate came back undelivered. */
  'message_bounced',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** E-mail about new applications: none, one for each at once, or one digest a day at the member's hour. */
export const APPLICATION_MAIL_CHOICES = ['off', 'instant', 'daily'] as const;
export type ApplicationMailChoice = (typeof APPLICATION_MAIL_CHOICES)[number];

export const APPLICATION_MAIL_NAMES: Record<ApplicationMailChoice, string> = {
  off: 'No e-mail',
  instant: 'At once',
  daily: 'Daily digest',
};

export const NOTIFICATIONS_PAGE_SIZE = 20;
/** The hour a digest goes when a member has not chosen one, in their own time zone. */
export const DEFAULT_DIGEST_HOUR = 8;

export const NOTIFICATION_MESSAGES = {
  notFound: 'No such notification.',
  timeZone: TIME_ZONE_MESSAGE,
  digestHour: 'Choose an hour from 0 to 23.',
  postingNotSeen: 'Choose notifications for jobs you can see only.',
} as const;

export const NOTIFICATION_TOASTS = {
  allRead: 'All notifications marked as read.',
  saved: 'Notification settings saved.',
} as const;

/** The line a notification reads as, in the list and in its e-mail. */
export function notificationLine(kind: NotificationKind, candidate: string, jobTitle: string, actor: string | null) {
  switch (kind) {
    case 'new_application':
      return `${candidate} applied for ${jobTitle}`;
    case 'offer_accepted':
      return `${candidate} accepted the offer for ${jobTitle}`;
    case 'offer_declined':
      return `${candidate} declined the offer for ${jobTitle}`;
    case 'withdrawal':
      return `${candidate} withdrew their application for ${jobTitle}`;
    case 'mention':
      return `${actor ?? 'A colleague'} mentioned you about ${candidate} (${jobTitle})`;
    case 'candidate_message':
      return `${candidate} sent a message about ${jobTitle}`;
    case 'message_bounced':
      return `Your message to ${candidate} (${jobTitle}) did not arrive`;
  }
}

/** One member's choice for one posting, or their choice for every posting they have not chosen for. */
export const NotificationChoiceSchema = z.object({
  new_applications: z.enum(APPLICATION_MAIL_CHOICES, { error: 'Choose No e-mail, At once or Daily digest.' }),
  /** Offer answers and withdrawals. */
  decisions: z.boolean(),
  mentions: z.boolean(),
  /** A candidate's message on an application the member last wrote about, or recruits for; on unless turned off. */
  messages: z.boolean().default(true),
});
export type NotificationChoice = z.infer<typeof NotificationChoiceSchema>;

export const NotificationSettingsInputSchema = z.object({
  time_zone: TimeZoneSchema,
  digest_hour: z
    .number({ error: NOTIFICATION_MESSAGES.digestHour })
    .int(NOTIFICATION_MESSAGES.digestHour)
    .min(0, NOTIFICATION_MESSAGES.digestHour)
    .max(23, NOTIFICATION_MESSAGES.digestHour),
  /** For every posting without a choice of its own. */
  default: NotificationChoiceSchema,
  /** The postings the member chose for; one left out follows `default`. */
  postings: z
    .array(NotificationChoiceSchema.extend({ posting_id: z.uuid({ error: NOTIFICATION_MESSAGES.postingNotSeen }) }))
    .max(500),
});
export type NotificationSettingsInput = z.infer<typeof NotificationSettingsInputSchema>;

const PostingNotificationSchema = NotificationChoiceSchema.extend({
  posting_id: z.string(),
  job_title: z.string(),
  /** Whether the member chose for this posting; else the values are what they get by default. */
  chosen: z.boolean(),
});

export const NotificationSettingsSchema = z.object({
  time_zone: z.string(),
  digest_hour: z.number(),
  default: NotificationChoiceSchema,
  /** Whether the member has chosen at all; until then `default` and each posting show what they get by default. */
  chosen: z.boolean(),
  postings: z.array(PostingNotificationSchema),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
export const NotificationSettingsAnswerSchema = answerOf({ data: NotificationSettingsSchema });

/**
 * What a member gets for a posting they see: their choice for it, else their choice for every posting, else the
 * default: the posting's recruiter and its hiring team are e-mailed at once, and everyone about their mentions and the
 * candidates' messages meant for them.
 */
export function effectiveChoice(
  chosen: { posting: NotificationChoice | null; member: NotificationChoice | null },
  worksOnPosting: boolean,
): NotificationChoice {
  return (
    chosen.posting ??
    chosen.member ?? {
      new_applications: worksOnPosting ? 'instant' : 'off',
      decisions: worksOnPosting,
      mentions: true,
      messages: true,
    }
  );
}

export const NotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** What happened, in words: who, to which job. */
  text: z.string(),
  application_id: z.string(),
  posting_id: z.string(),
  candidate_name: z.string(),
  job_title: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationsQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a whole number from 1' }).int().min(1).max(10_000).default(1),
});

export const NotificationsAnswerSchema = answerOf({
  data: z.array(NotificationSchema),
  unread_count: z.number(),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type NotificationsAnswer = z.infer<typeof NotificationsAnswerSchema>;

export const UnreadCountAnswerSchema = answerOf({ unread_count: z.number() });

export const NotificationParamsSchema = z.object({ id: z.string().max(100) });
