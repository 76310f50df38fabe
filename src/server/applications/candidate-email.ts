import type { Member } from '../auth/index.js';
import type { Tx } from '../db/database.js';
import type { OutboxAttachment } from '../db/schema.js';
import { trustedHtml } from '../html/html.js';
import { enqueueMail } from '../mail/outbox.js';
import { memberSender } from '../mail/senders.js';
import { lockForReview } from '../pipeline/index.js';

interface CandidateEmail {
  subject: string;
  /** Sanitized already. */
  html: string;
  attachments?: OutboxAttachment[];
}

/**
 * An e-mail a member writes to an application's candidate, under their name at the company and answered to them:
 * `POST /api/send_email/` and an answer from the application's thread are both this one message. Answers the queued
 * message's id, or nothing when the member sees no such application.
 */
export async function emailCandidate(
  tx: Tx,
  member: Member,
  applicationId: string,
  mail: CandidateEmail,
): Promise<string | undefined> {
  const application = await lockForReview(tx, member, applicationId);
  if (!application) return undefined;
  return enqueueMail(
    tx,
    {
      to: application.email,
      subject: mail.subject,
      html: trustedHtml(mail.html),
      attachments: mail.attachments ?? [],
      ...memberSender(application.companyName, member),
      applicationId,
    },
    applicationId,
  );
}
