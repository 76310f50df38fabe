import { z } from 'zod';
import { answerOf } from './api.js';
import { EMAIL_SUBJECT_MAX, MAIL_MESSAGES } from './mail.js';
import { multiLineText, singleLineText } from './text.js';

// An application's conversation with its candidate: what the team sent and what came back (decision 095).

export const MESSAGE_LIMITS = {
  body: 50_000,
  /** Files the team attaches to one message (uploaded first, as resumes are). */
  attachments: 10,
  /** What one attachment that comes in may weigh, and all of a message's together. */
  attachmentBytes: 10 * 1024 * 1024,
  messageAttachmentBytes: 25 * 1024 * 1024,
  /** The largest raw message the inbound intake reads. */
  rawBytes: 25 * 1024 * 1024,
} as const;

export const MESSAGE_MESSAGES = {
  notFound: 'No such message.',
  attachmentNotFound: 'No such attachment.',
  bodyRequired: MAIL_MESSAGES.messageRequired,
  bodyTooLong: 'The message is too long.',
  attachmentUnknown: 'Attach files you uploaded yourself.',
  tooManyAttachments: `Attach at most ${MESSAGE_LIMITS.attachments} files.`,
  attachmentType: 'Attach a PDF, a Word document or a picture (PNG, JPEG, WebP or GIF).',
  attachmentTooLarge: `A file may be at most ${MESSAGE_LIMITS.attachmentBytes / 1024 / 1024} MB.`,
  attachmentsTooLarge: `The files together may be at most ${MESSAGE_LIMITS.messageAttachmentBytes / 1024 / 1024} MB.`,
  attachmentName: 'Name the file.',
  candidateMessages: 'You have written many messages in the last hour. Please wait a little before writing again.',
  /** The candidate's address refuses mail: the team is told before it writes again. */
  bouncing: 'Mail to this address came back undelivered.',
} as const;

export const MESSAGE_TOASTS = { sent: 'Message sent.' } as const;

const MESSAGE_DIRECTIONS = ['out', 'in'] as const;
export const MESSAGE_KINDS = ['message', 'auto_reply', 'bounce'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

const bodyOf = () =>
  multiLineText({ error: MESSAGE_MESSAGES.bodyRequired })
    .trim()
    .min(1, MESSAGE_MESSAGES.bodyRequired)
    .max(MESSAGE_LIMITS.body, MESSAGE_MESSAGES.bodyTooLong);

/** What a member writes from the thread; the subject defaults to "Re: " and the thread's last subject. */
export const MessageInputSchema = z.object({
  subject: singleLineText({ error: MAIL_MESSAGES.subjectRequired }, MAIL_MESSAGES.subjectLineBreak)
    .trim()
    .max(EMAIL_SUBJECT_MAX, `The subject must be at most ${EMAIL_SUBJECT_MAX} characters.`)
    .optional(),
  body: bodyOf(),
  /** Files the member uploaded (`POST /api/upload/`): sent with the message and kept with it. */
  attachments: z
    .array(z.uuid({ error: MESSAGE_MESSAGES.attachmentUnknown }))
    .max(MESSAGE_LIMITS.attachments, MESSAGE_MESSAGES.tooManyAttachments)
    .default([]),
});
export type MessageInput = z.infer<typeof MessageInputSchema>;

/** A file a member uploads to attach to a message they will send: its name and its bytes as a data URL. */
export const MessageUploadInputSchema = z.object({
  name: singleLineText({ error: MESSAGE_MESSAGES.attachmentName })
    .trim()
    .min(1, MESSAGE_MESSAGES.attachmentName)
    .max(200, 'A file name must be at most 200 characters.'),
  file: z.string({ error: MESSAGE_MESSAGES.attachmentType }).min(1, MESSAGE_MESSAGES.attachmentType),
});
export type MessageUploadInput = z.infer<typeof MessageUploadInputSchema>;

/** What a candidate writes from the portal. */
export const CandidateMessageInputSchema = z.object({ body: bodyOf() });
export type CandidateMessageInput = z.infer<typeof CandidateMessageInputSchema>;

export const MessageAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
});
export type MessageAttachment = z.infer<typeof MessageAttachmentSchema>;

export const MessageSchema = z.object({
  id: z.string(),
  direction: z.enum(MESSAGE_DIRECTIONS),
  kind: z.enum(MESSAGE_KINDS),
  from_name: z.string(),
  from_address: z.string(),
  subject: z.string(),
  /** The message itself, without the history it quotes. */
  text: z.string(),
  /** Sanitized: no scripts, remote images held back, links open outside. Null for a message written as text. */
  html: z.string().nullable(),
  /** The history the message quotes, shown on request. */
  quoted_text: z.string(),
  at: z.string(),
  attachments: z.array(MessageAttachmentSchema),
  /** Files that came with it and were refused (too large, or a program), by name. */
  refused_attachments: z.array(z.string()),
  /** It came from an address other than the candidate's: a forward, or a colleague's own reply. */
  from_other_address: z.boolean(),
  /** Written in the portal rather than sent by e-mail. */
  via_portal: z.boolean(),
  /** The member who sent an outgoing message (null for one sent on its own, or by a member no longer known). */
  member: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Whether an outgoing message went out; null for one that came in. */
  delivery: z.enum(['pending', 'sent', 'failed']).nullable(),
});
export type Message = z.infer<typeof MessageSchema>;

/** What the candidate sees of the same thread: no delivery states, no members' ids. */
export const CandidateMessageSchema = MessageSchema.omit({
  member: true,
  delivery: true,
  from_other_address: true,
}).extend({ member: z.object({ name: z.string() }).nullable() });
export type CandidateMessage = z.infer<typeof CandidateMessageSchema>;

export const MessagesAnswerSchema = answerOf({
  data: z.array(MessageSchema),
  /** When mail to the candidate last came back undelivered; null while it arrives. */
  email_bounced_at: z.string().nullable(),
  /** Whether replies come into this thread (`REPLY_TO_ADDRESS` or the inbound intake is set up). */
  replies_captured: z.boolean(),
});
export const MessageAnswerSchema = answerOf({ data: MessageSchema }, 201);
export const MessageUploadAnswerSchema = answerOf({ data: MessageAttachmentSchema }, 201);
export const CandidateMessagesAnswerSchema = answerOf({ data: z.array(CandidateMessageSchema) });
export const CandidateMessageAnswerSchema = answerOf({ data: CandidateMessageSchema }, 201);

export const MessageAttachmentParamsSchema = z.object({
  id: z.string().max(100),
  attachment_id: z.string().max(100),
});

export const INBOUND_RESULTS = ['attached', 'duplicate', 'unmatched'] as const;
export type InboundResult = (typeof INBOUND_RESULTS)[number];
export const InboundAnswerSchema = z.object({ status: z.literal(202), result: z.enum(INBOUND_RESULTS) });
