import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import addressparser from 'nodemailer/lib/addressparser/index.js';
import type { ApplicationEmail } from '../../shared/mail.js';
import { hasOwnName } from '../../shared/team.js';
import { sanitizeRichText } from '../rich-text.js';
import type { Html } from '../html/html.js';
import { htmlToText } from '../html/html-to-text.js';
import type { Database } from '../db/database.js';
import { applications, outbox, outboxConcerns, type OutboxAttachment, users } from '../db/schema.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  /** Written with `html`; the text part is made from it, so that both say the same. */
  html: Html;
  attachments?: OutboxAttachment[];
  applicationId?: string;
  /** A message that is worthless after this moment (a reset code) is dropped instead of sent late. */
  expiresAt?: Date;
  /** A code the text and HTML name by `SECRET_PLACEHOLDER`: filled in as the message is sent, never kept after. */
  secret?: string;
  /** The name the message is sent under, with the configured address (MAIL_FROM's name when absent). */
  senderName?: string;
  /** Where the recipient's answer goes: a person, rather than the address nobody reads. */
  replyTo?: string;
  /** That person's name, shown beside `replyTo`. */
  replyToName?: string;
  /** The company's member who wrote or caused the message, shown beside it in the application's history. */
  sentBy?: string;
  /** A move's e-mail waits until then, and until then the move that queued it (`statusChangeId`) can take it back. */
  holdUntil?: Date;
  statusChangeId?: string;
  /**
   * An iCalendar object (RFC 5545) sent as the message's text/calendar part, so that a calendar can act on it, and as
   * an `invite.ics` file.
   */
  calendar?: Calendar;
  /**
   * The company the message speaks for, whose brand it wears as it is sent (`layout.ts`). A message about an
   * application speaks for that application's company without saying so; a message about none (a code asked for from
   * a company's job) names it here, and without one it wears the app's neutral look.
   */
  brandCompanyId?: string;
}

/** The iTIP methods (RFC 5546) an organizer sends: an invitation, its update and its cancellation among them. */
export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'ADD' | 'CANCEL' | 'DECLINECOUNTER';

interface Calendar {
  method: CalendarMethod;
  /** The VCALENDAR text with CRLF line ends; its METHOD property names the same method. */
  ics: string;
}

/** Where a message's `secret` goes in its HTML, and so in its text. */
export const SECRET_PLACEHOLDER = '{{secret}}';

/** Control characters, line breaks and other spaces, and UTF-16 halves without their other half. */
const UNWRITABLE_IN_HEADER = /[\p{Cc}\s\uD800-\uDFFF]+/gu;

/**
 * A subject, a sender's name or a name a subject quotes as one header line. Names and titles come from what people
 * typed, and rows older than today's input rules may hold a line break: one would add headers of its own (header
 * injection), so it becomes a space instead of failing the request that queues the mail.
 */
export function headerLine(value: string): string {
  return value.replace(UNWRITABLE_IN_HEADER, ' ').trim();
}

/** A Reply-To is one plain address, or none: a message without one still reaches its recipient. */
function replyAddress(value: string | undefined): string | null {
  if (value === undefined || headerLine(value) !== value) return null;
  const [address, ...others] = addressparser(value, { flatten: true });
  return address && others.length === 0 && address.address === value ? value : null;
}

/** Mail a member causes is answered to them, under their own name once they have given it (decision 037). */
export function answeredBy(member: { name: string; email: string }): Pick<OutgoingMail, 'replyTo' | 'replyToName'> {
  return { replyTo: member.email, ...(hasOwnName(member) && { replyToName: member.name }) };
}

/**
 * The applications a message names or is about: the erasure of any of them takes the message and its copy (decision
 * 076). `null` says that it names no candidate: a sign-in code, an invitation to the team.
 */
type MailConcerns = string | readonly string[] | null;

/**
 * Queues a message in the same transaction as the change it reports, so that it is sent exactly when
 * that change is committed. The worker delivers it. `concerns` has no default: a message that forgot its candidate
 * would outlive their erasure. Answers the queued message's id.
 */
export async function enqueueMail(
  tx: Pick<Database, 'insert'>,
  mail: OutgoingMail,
  concerns: MailConcerns,
): Promise<string> {
  const htmlBody = sanitizeRichText(mail.html.markup);
  const applicationIds = new Set(typeof concerns === 'string' ? [concerns] : (concerns ?? []));
  if (mail.applicationId) applicationIds.add(mail.applicationId);
  const [concerned] = applicationIds;
  const brandCompanyId =
    mail.brandCompanyId ??
    (concerned === undefined
      ? null
      : sql`(SELECT ${applications.companyId} FROM ${applications} WHERE ${applications.id} = ${concerned})`);
  const [queued] = await tx
    .insert(outbox)
    .values({
      recipient: mail.to,
      subject: headerLine(mail.subject),
      textBody: htmlToText(htmlBody),
      htmlBody,
      attachments: mail.attachments ?? [],
      applicationId: mail.applicationId ?? null,
      expiresAt: mail.expiresAt ?? null,
      secret: mail.secret ?? null,
      senderName: (mail.senderName && headerLine(mail.senderName)) || null,
      replyTo: replyAddress(mail.replyTo),
      replyToName: (mail.replyToName && headerLine(mail.replyToName)) || null,
      sentBy: mail.sentBy ?? null,
      ...(mail.holdUntil && { nextAttemptAt: mail.holdUntil, heldUntil: mail.holdUntil }),
      statusChangeId: mail.statusChangeId ?? null,
      calendarMethod: mail.calendar?.method ?? null,
      calendarIcs: mail.calendar?.ics ?? null,
      brandCompanyId,
    })
    .returning({ id: outbox.id });
  if (applicationIds.size > 0) {
    await tx
      .insert(outboxConcerns)
      .values([...applicationIds].map((applicationId) => ({ outboxId: queued!.id, applicationId })));
  }
  return queued!.id;
}

/**
 * Deletes the e-mails `which` selects while they are held, and answers the moves they were held for. Once the hold is
 * over the candidate sees the move (`candidate-view.ts`) and its e-mail goes; the worker's claim moves
 * `next_attempt_at` on, so an e-mail that is going out, or has been tried, is never taken.
 */
export async function takeBackHeldMail(tx: Pick<Database, 'delete'>, which: SQL | undefined): Promise<string[]> {
  const taken = await tx
    .delete(outbox)
    .where(
      and(
        which,
        eq(outbox.state, 'pending'),
        sql`${outbox.heldUntil} > now()`,
        sql`${outbox.nextAttemptAt} = ${outbox.heldUntil}`,
      ),
    )
    .returning({ statusChangeId: outbox.statusChangeId });
  return taken.flatMap((row) => (row.statusChangeId ? [row.statusChangeId] : []));
}

/**
 * Cancels every e-mail still held for a move of the application, and answers those moves: each is about a stage the
 * application has left, or is overtaken by a decision the candidate has since made, and would reach them as a misfire.
 */
export const cancelHeldMail = (tx: Pick<Database, 'delete'>, applicationId: string) =>
  takeBackHeldMail(tx, and(eq(outbox.applicationId, applicationId), sql`${outbox.statusChangeId} IS NOT NULL`));

interface ApplicationEmailRow {
  subject: string;
  sent_by_name: string | null;
  state: (typeof outbox.$inferSelect)['state'];
  created_at: string;
  sent_at: string | null;
}

/**
 * The e-mails about one application, oldest first, and whether each went out: what its recruiter sees. A column
 * of the query that reads the application, so that both come in one round trip; `toApplicationEmails` reads it.
 */
export function applicationEmailsColumn(applicationId: SQLWrapper): SQL<ApplicationEmailRow[]> {
  return sql<ApplicationEmailRow[]>`(
    SELECT coalesce(json_agg(json_build_object(
      'subject', ${outbox.subject}, 'state', ${outbox.state},
      'sent_by_name', (SELECT ${users.name} FROM ${users} WHERE ${users.id} = ${outbox.sentBy}),
      'created_at', ${outbox.createdAt}, 'sent_at', ${outbox.sentAt}
    ) ORDER BY ${outbox.createdAt}, ${outbox.id}), '[]')
    FROM ${outbox} WHERE ${outbox.applicationId} = ${applicationId})`;
}

export function toApplicationEmails(rows: ApplicationEmailRow[]): ApplicationEmail[] {
  return rows.map((row) => ({
    subject: row.subject,
    sent_by_name: row.sent_by_name,
    // Only reset codes expire, and they belong to no application; an expired mail was not delivered either way.
    status: row.state === 'expired' ? 'failed' : row.state,
    created_at: new Date(row.created_at).toISOString(),
    sent_at: row.sent_at === null ? null : new Date(row.sent_at).toISOString(),
  }));
}
