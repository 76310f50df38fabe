import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type AddressObject, simpleParser } from 'mailparser';
import type { InboundResult } from '../../shared/messages.js';
import type { Database } from '../db/database.js';
import { applications, companies, messages, postings } from '../db/schema.js';
import { publish } from '../events.js';
import type { FileStore } from '../files/store.js';
import { applicationOfAddress } from './reply-address.js';

/** What taking a message in needs, in the web process (the HTTP intake) and in the one reading the mailbox. */
export interface IntakeContext {
  db: Database;
  store: FileStore;
  /** `replyKeyOf(config)`. */
  replyKey: string;
}

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((each) => each.value).map((each) => each.address ?? '');

/**
 * Takes one raw message (RFC 5322 bytes) in: attached to the application it answers, once, or to nothing. A 2xx of
 * the HTTP intake and a mailbox's move to `Openhire/Processed` both wait for this to have committed.
 */
export async function takeInboundMessage(
  context: IntakeContext,
  raw: Buffer,
  receivedAt: Date = new Date(),
): Promise<InboundResult> {
  const parsed = await simpleParser(raw, { skipHtmlToText: true, skipImageLinks: true, skipTextLinks: true });
  const deliveredTo = [parsed.headers.get('delivered-to')].flat().map(String);
  const recipients = [...addressesOf(parsed.to), ...addressesOf(parsed.cc), ...deliveredTo];
  const applicationId = recipients.map((address) => applicationOfAddress(context.replyKey, address)).find(Boolean);
  if (!applicationId) return 'unmatched';
  const from = parsed.from?.value[0];
  return context.db.transaction(async (tx) => {
    const [application] = await tx
      .select({ id: applications.id, email: applications.email, companyId: postings.companyId })
      .from(applications)
      .innerJoin(postings, eq(postings.id, applications.postingId))
      .innerJoin(companies, eq(companies.id, postings.companyId))
      .where(eq(applications.id, applicationId));
    if (!application) return 'unmatched';
    const [stored] = await tx
      .insert(messages)
      .values({
        applicationId,
        via: 'email',
        fromName: from?.name ?? '',
        fromAddress: from?.address ?? '',
        fromOtherAddress: (from?.address ?? '').toLowerCase() !== application.email.toLowerCase(),
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        rfcMessageId: parsed.messageId ?? null,
        sha256: createHash('sha256').update(raw).digest('hex'),
        receivedAt,
      })
      .onConflictDoNothing()
      .returning({ id: messages.id, kind: messages.kind });
    if (!stored) return 'duplicate';
    await publish(tx, 'message.received', {
      companyId: application.companyId,
      data: [{ application_id: applicationId, message_id: stored.id, kind: stored.kind }],
    });
    return 'attached';
  });
}
