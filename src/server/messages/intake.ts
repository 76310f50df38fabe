import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, max, or, sql } from 'drizzle-orm';
import type { AddressObject, EmailAddress, ParsedMail } from 'mailparser';
import { EMAIL_SUBJECT_MAX } from '../../shared/mail.js';
import { type InboundResult, MESSAGE_LIMITS } from '../../shared/messages.js';
import type { Database } from '../db/database.js';
import { applications, messageAttachments, messages, outbox, users } from '../db/schema.js';
import { publish } from '../events.js';
import { FileService } from '../files/service.js';
import type { FileStore } from '../files/store.js';
import { htmlToText } from '../html/html-to-text.js';
import { headerLine } from '../mail/outbox.js';
import { classify } from './classify.js';
import { sortAttachments, type KeptAttachment } from './inbound-attachments.js';
import { sanitizeMessageHtml } from './message-html.js';
import { htmlBeforeHistory, splitQuotedText } from './quoted.js';
import { storable } from './storable.js';
import { applicationOfAddress } from './reply-address.js';

/** What taking a message in needs, in the web process (the HTTP intake) and in the one reading the mailbox. */
export interface IntakeContext {
  db: Database;
  store: FileStore;
  /** `replyKeyOf(config)`. */
  replyKey: string;
}

/** How much of each part of a message is kept: more than any person writes, bounded like every stored input. */
const KEPT = {
  name: 200,
  address: 320,
  messageId: 998,
  text: MESSAGE_LIMITS.body,
  quoted: 100_000,
  html: 200_000,
} as const;

const RECIPIENT_HEADERS = ['to', 'cc', 'delivered-to', 'x-original-to', 'envelope-to'];
const ADDRESS = /[^\s<>,;:"'()[\]]+@[^\s<>,;:"'()[\]]+/g;

const mailboxesOf = (list: readonly EmailAddress[]): string[] =>
  list.flatMap((each) => (each.address ? [each.address] : mailboxesOf(each.group ?? [])));

/** Every address a header names, whatever shape the parser gave it (a string, an address list, groups). */
function addressesIn(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap(addressesIn);
  if (typeof value === 'string') return value.match(ADDRESS) ?? [];
  const { value: list } = value as AddressObject;
  return Array.isArray(list) ? mailboxesOf(list) : [];
}

/** The Message-IDs a reply names, the one it answers first and then its References from the newest. */
function answeredMessageIds(parsed: ParsedMail): string[] {
  const references = [parsed.references ?? []].flat().flatMap((each) => each.match(/<[^<>\s]+>/g) ?? []);
  const inReplyTo = parsed.inReplyTo?.match(/<[^<>\s]+>/g) ?? [];
  return [...new Set([...inReplyTo, ...references.reverse()])].slice(0, 100);
}

const UUID = /^<([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})@[^<>]+>$/i;

/** Our outgoing messages are `<OUTBOX_ID@domain>` (`mail/worker.ts`); only one about an application can be answered. */
async function outboxOf(db: Database, messageIds: readonly string[]) {
  const ids = messageIds.flatMap((id) => UUID.exec(id)?.[1]?.toLowerCase() ?? []);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: outbox.id, applicationId: outbox.applicationId })
    .from(outbox)
    .where(and(inArray(outbox.id, ids), isNotNull(outbox.applicationId)));
  return ids.flatMap((id) => rows.find((row) => row.id === id) ?? []);
}

/**
 * When the newest message of the application that this one answers was written or arrived: a mailbox dates what
 * arrives in whole seconds, so an answer within the same second would otherwise sort before what it answers.
 */
async function answeredAt(db: Database, applicationId: string, parsed: ParsedMail): Promise<Date | undefined> {
  const answered = answeredMessageIds(parsed);
  if (answered.length === 0) return undefined;
  const ours = answered.flatMap((id) => UUID.exec(id)?.[1]?.toLowerCase() ?? []);
  const [[sent], [received]] = await Promise.all([
    ours.length === 0
      ? [undefined]
      : db
          .select({ at: max(outbox.createdAt) })
          .from(outbox)
          .where(and(inArray(outbox.id, ours), eq(outbox.applicationId, applicationId))),
    db
      .select({ at: max(messages.receivedAt) })
      .from(messages)
      .where(and(inArray(messages.rfcMessageId, answered), eq(messages.applicationId, applicationId))),
  ]);
  const times = [sent?.at, received?.at].filter((at): at is Date => at instanceof Date);
  return times.length === 0 ? undefined : new Date(Math.max(...times.map((at) => at.getTime())));
}

interface Match {
  applicationId: string;
  bouncedOutboxId: string | null;
}

/**
 * The application a message belongs to (decision 096): a report by the message of ours it returns; any other by a
 * reply address of ours it was sent to; else by a message it answers, ours or one the candidate sent before.
 */
async function matchOf(
  context: IntakeContext,
  parsed: ParsedMail,
  failedMessageIds: readonly string[] | null,
): Promise<Match | undefined> {
  if (failedMessageIds !== null) {
    const [failed] = await outboxOf(context.db, failedMessageIds);
    return failed && { applicationId: failed.applicationId!, bouncedOutboxId: failed.id };
  }
  const recipients = RECIPIENT_HEADERS.flatMap((name) => addressesIn(parsed.headers.get(name)));
  const addressed = recipients.map((address) => applicationOfAddress(context.replyKey, address)).find(Boolean);
  if (addressed) return { applicationId: addressed, bouncedOutboxId: null };
  const answered = answeredMessageIds(parsed);
  if (answered.length === 0) return undefined;
  const [ours] = await outboxOf(context.db, answered);
  if (ours) return { applicationId: ours.applicationId!, bouncedOutboxId: null };
  const [earlier] = await context.db
    .select({ applicationId: messages.applicationId })
    .from(messages)
    .where(inArray(messages.rfcMessageId, answered))
    .orderBy(desc(messages.receivedAt))
    .limit(1);
  return earlier && { applicationId: earlier.applicationId, bouncedOutboxId: null };
}

/** An address as a person owns it: any case, without a `+tag` (`emailMatchKey` in the applications' schema). */
const ownerKey = (address: string) =>
  address
    .trim()
    .toLowerCase()
    .replace(/\+[^@]*@/, '@');

interface Content {
  text: string;
  quotedText: string;
  html: string | null;
}

/** The text and HTML kept of a message: its own words apart from the history they quote, the HTML sanitized. */
function contentOf(parsed: ParsedMail, messageId: string, kept: readonly KeptAttachment[]): Content {
  let html: string | null = null;
  let wholeHtml = '';
  if (typeof parsed.html === 'string' && parsed.html.trim() !== '') {
    const byContentId = new Map(kept.flatMap((each) => (each.contentId ? [[each.contentId, each.id] as const] : [])));
    const imagePath = (contentId: string) => {
      const attachmentId = byContentId.get(contentId);
      return attachmentId && `/api/messages/${messageId}/attachments/${attachmentId}`;
    };
    const source = storable(parsed.html, KEPT.html * 2);
    const ownWords = htmlBeforeHistory(source);
    wholeHtml = sanitizeMessageHtml(source, imagePath);
    const sanitized = ownWords === null ? wholeHtml : sanitizeMessageHtml(ownWords, imagePath);
    // A message that is all history (a forward without a word of its own) is shown whole.
    html = /[^\s\u00a0]|<img\b/.test(sanitized.replace(/<(?!img\b)[^>]*>|&nbsp;/g, '')) ? sanitized : wholeHtml;
    if (html === '' || html.length > KEPT.html) html = null;
  }
  // A message written in HTML alone is read from its sanitized HTML.
  const text = parsed.text?.trim() ? parsed.text : htmlToText(wholeHtml);
  const { reply, quoted } = splitQuotedText(text);
  return { text: storable(reply, KEPT.text), quotedText: storable(quoted, KEPT.quoted), html };
}

/** Thrown inside the storing transaction when the message is already there: it rolls back, files and all. */
class AlreadyKept extends Error {}

/**
 * Takes one raw message (RFC 5322 bytes) in: attached to the application it answers, once, or to nothing. A 2xx of
 * the HTTP intake and a mailbox's move to `Openhire/Processed` both wait for this to have committed.
 */
export async function takeInboundMessage(
  context: IntakeContext,
  raw: Buffer,
  receivedAt: Date = new Date(),
): Promise<InboundResult> {
  // Loaded by the first message taken: a server given no replies never holds it (decision 102).
  const { simpleParser } = await import('mailparser');
  let parsed: ParsedMail;
  try {
    parsed = await simpleParser(raw, {
      keepCidLinks: true,
      // A message without a text part is read from its sanitized HTML instead (`contentOf`): the parser's own reading
      // writes out the addresses of remote images.
      skipHtmlToText: true,
      skipImageLinks: true,
      skipTextLinks: true,
      skipTextToHtml: true,
      // The report's parts are read as parts: its status, and the message it returns, whole and unparsed.
      keepDeliveryStatus: true,
      ignoreEmbedded: true,
    });
  } catch {
    // A message the parser refuses (a header block over 1 MB, more than 1,000 parts) names no application we could
    // trust: it is unmatched, left for a person in the mailbox, rather than retried for ever.
    return 'unmatched';
  }
  const { kind, failedMessageIds } = classify(parsed);
  const match = await matchOf(context, parsed, kind === 'bounce' ? failedMessageIds : null);
  if (!match) return 'unmatched';
  const { db } = context;
  const answered = await answeredAt(db, match.applicationId, parsed);
  if (answered && answered >= receivedAt) receivedAt = new Date(answered.getTime() + 1);
  const [application] = await db
    .select({
      companyId: applications.companyId,
      candidateId: applications.candidateId,
      email: applications.email,
      accountEmail: users.email,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.candidateId))
    .where(eq(applications.id, match.applicationId));
  if (!application) return 'unmatched';

  const sha256 = createHash('sha256').update(raw).digest('hex');
  const rfcMessageId = parsed.messageId ? storable(parsed.messageId.trim(), KEPT.messageId) : null;
  const sameMessage = rfcMessageId === null ? undefined : eq(messages.rfcMessageId, rfcMessageId);
  const [known] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.applicationId, match.applicationId), or(eq(messages.sha256, sha256), sameMessage)))
    .limit(1);
  if (known) return 'duplicate';

  const messageId = randomUUID();
  // A report's parts are our own message coming back: nothing of the candidate's to keep.
  const { kept, refused } = kind === 'bounce' ? { kept: [], refused: [] } : await sortAttachments(parsed.attachments);
  const content = contentOf(parsed, messageId, kept);
  const from = parsed.from?.value[0];
  const fromAddress = storable((from ? mailboxesOf([from])[0] : undefined) ?? '', KEPT.address);
  const candidateAddresses = new Set([ownerKey(application.email), ownerKey(application.accountEmail)]);

  try {
    return await new FileService(db, context.store).storeAllWith(
      application.candidateId,
      kept.map((each) => each.file),
      async (tx, insertFiles) => {
        // The unique indexes decide between two copies taken in at once: the second finds the first and rolls back.
        const [stored] = await tx
          .insert(messages)
          .values({
            id: messageId,
            applicationId: match.applicationId,
            kind,
            via: 'email',
            fromName: storable(headerLine(from?.name ?? ''), KEPT.name),
            fromAddress,
            // A mail system's report comes from no person: it is not someone else writing for the candidate.
            fromOtherAddress: kind !== 'bounce' && !candidateAddresses.has(ownerKey(fromAddress)),
            subject: storable(headerLine(parsed.subject ?? ''), EMAIL_SUBJECT_MAX),
            text: content.text,
            quotedText: content.quotedText,
            html: content.html,
            rfcMessageId,
            sha256,
            refusedAttachments: refused,
            bouncedOutboxId: match.bouncedOutboxId,
            receivedAt,
          })
          .onConflictDoNothing()
          .returning({ id: messages.id });
        if (!stored) throw new AlreadyKept();
        const storedFiles = await insertFiles(tx);
        if (kept.length > 0) {
          await tx.insert(messageAttachments).values(
            kept.map((each, index) => ({
              id: each.id,
              messageId,
              fileId: storedFiles[index]!.id,
              name: each.name,
              contentId: each.contentId,
            })),
          );
        }
        if (match.bouncedOutboxId !== null) {
          await tx
            .update(applications)
            .set({
              emailBouncedAt: sql`greatest(${applications.emailBouncedAt}, ${receivedAt.toISOString()}::timestamptz)`,
            })
            .where(eq(applications.id, match.applicationId));
        }
        await publish(tx, 'message.received', {
          companyId: application.companyId,
          data: [{ application_id: match.applicationId, message_id: messageId, kind }],
        });
        return 'attached' as const;
      },
    );
  } catch (error) {
    if (error instanceof AlreadyKept) return 'duplicate';
    throw error;
  }
}
