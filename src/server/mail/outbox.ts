import { sanitizeRichText } from '../rich-text.js';
import type { Database } from '../db/database.js';
import { outbox, type OutboxAttachment } from '../db/schema.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: OutboxAttachment[];
  applicationId?: string;
  /** A message that is worthless after this moment (a reset code) is dropped instead of sent late. */
  expiresAt?: Date;
}

export function hasLineBreak(value: string): boolean {
  return /[\r\n]/.test(value);
}

/**
 * Queues a message in the same transaction as the change it reports, so that it is sent exactly when
 * that change is committed. The worker delivers it.
 */
export async function enqueueMail(tx: Pick<Database, 'insert'>, mail: OutgoingMail): Promise<void> {
  // Header injection guard: a subject is one line.
  if (hasLineBreak(mail.subject)) throw new Error('A mail subject cannot contain a line break');
  await tx.insert(outbox).values({
    recipient: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: sanitizeRichText(mail.html),
    attachments: mail.attachments ?? [],
    applicationId: mail.applicationId ?? null,
    expiresAt: mail.expiresAt ?? null,
  });
}
