import { asc, eq } from 'drizzle-orm';
import type { ApplicationEmail } from '../../shared/review.js';
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

/** The e-mails about one application, oldest first, and whether each went out: what its recruiter sees. */
export async function applicationEmails(db: Database, applicationId: string): Promise<ApplicationEmail[]> {
  const rows = await db
    .select({ subject: outbox.subject, state: outbox.state, createdAt: outbox.createdAt, sentAt: outbox.sentAt })
    .from(outbox)
    .where(eq(outbox.applicationId, applicationId))
    .orderBy(asc(outbox.createdAt), asc(outbox.id));
  return rows.map((row) => ({
    subject: row.subject,
    // Only reset codes expire, and they belong to no application; an expired mail was not delivered either way.
    status: row.state === 'expired' ? 'failed' : row.state,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  }));
}
