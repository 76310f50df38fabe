import { z } from 'zod';
import { answerOf } from './api.js';
import { APPLICATION_MESSAGES } from './applications.js';
import { RESUME_MAX_BYTES } from './application-submissions.js';
import { MESSAGE_LIMITS, MESSAGE_MESSAGES } from './messages.js';
import { OFFER_MAX_BYTES } from './offers.js';
import { PICTURE_MAX_BYTES, PROFILE_MESSAGES } from './profiles.js';
import type { Permission } from './roles.js';

// Files sent on their own as multipart/form-data (`POST /api/uploads/`), then named by id in the call that uses them.

export const UPLOAD_PURPOSES = ['resume', 'offer', 'picture', 'attachment'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Which bytes a purpose takes: resumes and offers are documents, pictures are images, attachments either. */
export type UploadKind = 'document' | 'picture' | 'either';

interface UploadRule {
  kind: UploadKind;
  maxBytes: number;
  /** The refusals of the call that took the same file as base64, word for word. */
  tooLarge: string;
  invalid: string;
  /** Who may upload it: a candidate, and a member whose role allows the permission (none: no member may). */
  candidate: boolean;
  member?: Permission;
}

/** What each purpose takes and who may send it: the same limits and messages as the calls that take base64. */
export const UPLOAD_RULES: Record<UploadPurpose, UploadRule> = {
  resume: {
    kind: 'document',
    maxBytes: RESUME_MAX_BYTES,
    tooLarge: APPLICATION_MESSAGES.resumeTooLarge,
    invalid: APPLICATION_MESSAGES.resumeType,
    candidate: true,
  },
  offer: {
    kind: 'document',
    maxBytes: OFFER_MAX_BYTES,
    tooLarge: APPLICATION_MESSAGES.offerTooLarge,
    invalid: APPLICATION_MESSAGES.offerType,
    candidate: false,
    member: 'moveApplications',
  },
  picture: {
    kind: 'picture',
    maxBytes: PICTURE_MAX_BYTES,
    tooLarge: PROFILE_MESSAGES.pictureTooLarge,
    invalid: PROFILE_MESSAGES.pictureType,
    candidate: false,
    member: 'manageCompany',
  },
  attachment: {
    kind: 'either',
    maxBytes: MESSAGE_LIMITS.attachmentBytes,
    tooLarge: MESSAGE_MESSAGES.attachmentTooLarge,
    invalid: MESSAGE_MESSAGES.attachmentType,
    candidate: true,
    member: 'moveApplications',
  },
};

/** The largest body the upload call reads: the largest file and room for the parts' headers and the purpose. */
export const UPLOAD_BODY_LIMIT = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes)) + 64 * 1024;

export const UPLOAD_MESSAGES = {
  purpose: `Say what the file is for first: purpose is one of ${UPLOAD_PURPOSES.join(', ')}.`,
  file: 'Send the file in a part named file.',
  notMultipart: 'Send the file as multipart/form-data.',
  notYours: 'You may not upload a file for this purpose.',
  /** An id in a call that is not an upload of the caller's for that call's purpose: whose it is is never told. */
  unknown: 'That file is not one you uploaded for this: upload it again.',
} as const;

export const UploadPurposeSchema = z.enum(UPLOAD_PURPOSES, { error: UPLOAD_MESSAGES.purpose });

/** A kept upload, as the call answers it and as the calls that take its id know it. */
export const UploadedFileSchema = z.object({
  id: z.string(),
  /** The name the file had on the sender's computer. */
  name: z.string(),
  size: z.number().int(),
  /** The type its bytes show, whatever the sender declared. */
  content_type: z.string(),
});
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

export const UploadAnswerSchema = answerOf({ data: UploadedFileSchema }, 201);
