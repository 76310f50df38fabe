import { sql } from 'drizzle-orm';
import addressparser from 'nodemailer/lib/addressparser/index.js';
import type pg from 'pg';
import { type Database, type HeldConnection, withConnectionHeld } from '../db/database.js';
import { mailMessages } from '../metrics.js';
import { applications, companies, messages, outbox, type OutboxAttachment, users } from '../db/schema.js';
import { sanitizeRichText } from '../rich-text.js';
import type { FileStore } from '../files/store.js';
import { type CalendarMethod, SECRET_PLACEHOLDER } from './outbox.js';
import type { MailTransport } from './transport.js';
import { brandOf, brandSourceColumn, type BrandSource } from './brand.js';
import { laidOut } from './layout.js';

interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  /** Where attachments' bytes are read from at send time. */
  files: FileStore;
  from: string;
  /** The app's public address: a company's logo in its e-mails is fetched from it. */
  appUrl: string;
  /** Given the error itself, which the process's logger writes without the recipient or anything else personal. */
  log: { warn(obj: unknown, message: string): void; error(obj: unknown, message: string): void };
  pollMs?: number;
  /**
   * Makes a new connection outside the pool (`DatabaseHandle.dedicatedClient`) on which the worker listens, so that mail
   * any process queues goes out at once. Without it, or while that connection is down, mail waits for the next poll.
   */
  listenWith?: () => pg.Client;
  /** First retry delay; each later one doubles, up to an hour. */
  retryBaseMs?: number;
  /** Tries before a message that keeps failing for now is marked failed; by default 30, about 21 hours of them. */
  maxAttempts?: number;
  batchSize?: number;
  /**
   * The reply address of an application's conversation with its candidate (`REPLY_TO_ADDRESS` with the application's
   * token, decision 098). With it, mail to a candidate about an application is answered there, under the member's and
   * the company's names, and carries the thread's In-Reply-To and References; without it, mail is answered to whom it
   * names, as before.
   */
  replyAddress?: (applicationId: string) => string;
}

export interface MailWorker {
  /** Looks for due mail now instead of at the next poll. */
  wake(): void;
  /** Finishes the batch in flight and stops. */
  stop(): Promise<void>;
  /** Delivers everything due now; resolves when the batch is done. */
  runOnce(): Promise<number>;
}

interface ClaimedMessage {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: OutboxAttachment[];
  attempts: number;
  expires_at: Date | null;
  secret: string | null;
  sender_name: string | null;
  reply_to: string | null;
  reply_to_name: string | null;
  /** When the message was ready to go: queued, or released from its hold. */
  composed_at: Date;
  calendar_method: CalendarMethod | null;
  calendar_ics: string | null;
  /** What the brand of the company the message speaks for is made of, read as it is sent; null for the app's own. */
  brand: BrandSource | null;
  application_id: string | null;
  /** Sent to the application's candidate (its address, or their account's), rather than to a member. */
  to_candidate: boolean;
  /** The company of the application the message is about, named in its reply address. */
  company_name: string | null;
}

/** The thread's first message and its last ten: enough for any mail program to join the thread, however long. */
const REFERENCES_FIRST = 1;
const REFERENCES_LAST = 10;

/** A claimed message is hidden from other processes this long; a process that dies mid-send lets it reappear. */
const LEASE = '2 minutes';
const MAX_RETRY_MS = 3_600_000;

/** Notified by the outbox's trigger when a transaction that queued mail commits (migration 0054, decision 084). */
const MAIL_QUEUED_CHANNEL = 'mail_queued';
/** Waits before listening again after the connection is lost: the first, doubled each time up to the last. */
const RELISTEN_FIRST_MS = 1_000;
const RELISTEN_MAX_MS = 60_000;

const withSecret = (body: string, secret: string | null) =>
  secret === null ? body : body.replaceAll(SECRET_PLACEHOLDER, secret);

/**
 * The address of the configured sender (`MAIL_FROM`, which may carry a name). A company's mail keeps it, so that it
 * passes the sending domain's SPF and DKIM, and an invitation names it as its organizer, as calendars expect.
 */
export const senderAddress = (from: string) => addressparser(from, { flatten: true })[0]?.address ?? from;

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, files, from, appUrl, log } = options;
  const fromAddress = senderAddress(from);
  const fromDomain = fromAddress.split('@').pop();
  const pollMs = options.pollMs ?? 2_000;
  const retryBaseMs = options.retryBaseMs ?? 10_000;
  const maxAttempts = options.maxAttempts ?? 30;
  const batchSize = options.batchSize ?? 20;

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let wakeRequested = false;

  // SKIP LOCKED lets several server processes share one outbox without sending a message twice.
  async function claimDue(): Promise<ClaimedMessage[]> {
    const result = await db.execute(sql`
      UPDATE ${outbox} SET next_attempt_at = now() + ${sql.raw(`interval '${LEASE}'`)}
      WHERE id IN (
        SELECT id FROM ${outbox}
        WHERE state = 'pending' AND next_attempt_at <= now()
        ORDER BY next_attempt_at
        LIMIT ${batchSize}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, recipient, subject, text_body, html_body, attachments, attempts, expires_at, secret,
        sender_name, reply_to, reply_to_name, coalesce(held_until, created_at) AS composed_at, calendar_method,
        calendar_ics, ${brandSourceColumn(outbox.brandCompanyId)} AS brand, application_id,
        coalesce((
          SELECT lower(${outbox.recipient}) IN (lower(${applications.email}), lower(${users.email}))
          FROM ${applications} JOIN ${users} ON ${users.id} = ${applications.candidateId}
          WHERE ${applications.id} = ${outbox.applicationId}), false) AS to_candidate,
        (SELECT ${companies.name} FROM ${applications} JOIN ${companies} ON ${companies.id} = ${applications.companyId}
          WHERE ${applications.id} = ${outbox.applicationId}) AS company_name`);
    return result.rows as unknown as ClaimedMessage[];
  }

  /**
   * The Message-IDs of the application's thread before this message, oldest first: what we sent the candidate and
   * what came back by e-mail (a bounce aside: the candidate never saw it). Only rows stored before the message was
   * composed count, so that a retry names the same ones and sends the same bytes; a held message's row is taken back
   * only while its hold, and so its place in the thread, is still ahead.
   */
  async function threadBefore(message: ClaimedMessage & { application_id: string }): Promise<string[]> {
    const composedAt = new Date(message.composed_at);
    const result = await db.execute(sql`
      SELECT message_id FROM (
        SELECT '<' || ${outbox.id} || '@' || ${fromDomain} || '>' AS message_id,
          coalesce(${outbox.heldUntil}, ${outbox.createdAt}) AS at, ${outbox.id}::text AS tie
        FROM ${outbox} JOIN ${applications} ON ${applications.id} = ${outbox.applicationId}
          JOIN ${users} ON ${users.id} = ${applications.candidateId}
        WHERE ${outbox.applicationId} = ${message.application_id} AND ${outbox.id} <> ${message.id}
          AND lower(${outbox.recipient}) IN (lower(${applications.email}), lower(${users.email}))
          AND coalesce(${outbox.heldUntil}, ${outbox.createdAt}) < ${composedAt}
        UNION ALL
        SELECT ${messages.rfcMessageId}, ${messages.receivedAt}, ${messages.id}::text
        FROM ${messages}
        WHERE ${messages.applicationId} = ${message.application_id} AND ${messages.rfcMessageId} IS NOT NULL
          AND ${messages.kind} <> 'bounce' AND ${messages.createdAt} < ${composedAt}
      ) thread ORDER BY at, tie`);
    return (result.rows as { message_id: string }[]).map((row) =>
      row.message_id.startsWith('<') ? row.message_id : `<${row.message_id}>`,
    );
  }

  /** Where the candidate's answer goes, and the thread it belongs to; nothing for other mail. */
  async function conversationOf(message: ClaimedMessage) {
    const { replyAddress } = options;
    if (!replyAddress || !message.application_id || !message.to_candidate) return null;
    const thread = await threadBefore({ ...message, application_id: message.application_id });
    const company = message.company_name ?? '';
    const name = message.reply_to_name ? `${message.reply_to_name} at ${company}`.trim() : company;
    return {
      replyTo: name ? { name, address: replyAddress(message.application_id) } : replyAddress(message.application_id),
      ...(thread.length > 0 && {
        inReplyTo: thread.at(-1)!,
        references:
          thread.length > REFERENCES_FIRST + REFERENCES_LAST
            ? [...thread.slice(0, REFERENCES_FIRST), ...thread.slice(-REFERENCES_LAST)]
            : thread,
      }),
    };
  }

  /** The message as the transport takes it; reading its thread or its attachments may fail as a sending would. */
  async function composed(message: ClaimedMessage, body: { text: string; html: string }) {
    const conversation = await conversationOf(message);
    return {
      from: message.sender_name ? { name: message.sender_name, address: fromAddress } : from,
      ...(message.reply_to && {
        replyTo: message.reply_to_name ? { name: message.reply_to_name, address: message.reply_to } : message.reply_to,
      }),
      ...conversation,
      to: message.recipient,
      subject: message.subject,
      // What nodemailer would draw at random comes from the row instead, so that a retry sends the same bytes and a
      // recipient's server that did get the first try sees the same Message-ID again.
      messageId: `<${message.id}@${fromDomain}>`,
      date: new Date(message.composed_at),
      baseBoundary: message.id.replaceAll('-', ''),
      text: withSecret(body.text, message.secret),
      html: withSecret(body.html, message.secret),
      // nodemailer sends the calendar as the last alternative and again as an `invite.ics` attachment.
      ...(message.calendar_method &&
        message.calendar_ics !== null && {
          icalEvent: { method: message.calendar_method, content: message.calendar_ics },
        }),
      attachments: await Promise.all(
        message.attachments.map(async (file) => ({
          filename: file.filename,
          content: await files.read(file.storageKey),
          contentType: file.contentType,
        })),
      ),
    };
  }

  async function deliver(message: ClaimedMessage): Promise<void> {
    if (message.expires_at && new Date(message.expires_at).getTime() <= Date.now()) {
      await db.execute(sql`UPDATE ${outbox} SET state = 'expired', secret = NULL WHERE id = ${message.id}`);
      return;
    }
    const body = laidOut(
      { html: sanitizeRichText(message.html_body), text: message.text_body, subject: message.subject },
      message.brand && brandOf(message.brand),
      appUrl,
    );
    let mail: Awaited<ReturnType<typeof composed>>;
    try {
      mail = await composed(message, body);
    } catch (error) {
      await deferOrFail(db, message, error);
      return;
    }
    // The connection that records the sending is taken before it: a message the server accepted is marked sent a
    // round trip later, never after a wait for the pool, in which a hard kill would have it sent again.
    await withConnectionHeld(db, async (held) => {
      try {
        await transport.send(mail);
      } catch (error) {
        await deferOrFail(held, message, error);
        return;
      }
      mailMessages.inc({ outcome: 'sent' });
      // Outside the sending's catch: a sent message whose row cannot be updated is no failed sending. The worker's
      // round reports it, and the message goes again when its lease ends.
      await held.execute(
        sql`UPDATE ${outbox} SET state = 'sent', sent_at = now(), attempts = attempts + 1, last_error = NULL, secret = NULL WHERE id = ${message.id}`,
      );
    });
  }

  async function deferOrFail(held: HeldConnection, message: ClaimedMessage, error: unknown): Promise<void> {
    const attempts = message.attempts + 1;
    const { responseCode, code } = error as { responseCode?: number; code?: string };
    // A 5xx refusal of this message or its recipient is final. A 5xx at sign-in or greeting says the server or
    // our settings are wrong, not the message, so it is retried like a 4xx or a server that is down.
    const permanent = (responseCode ?? 0) >= 500 && (code === 'EENVELOPE' || code === 'EMESSAGE');
    const reason = (error as Error).message.slice(0, 1000);
    if (permanent || attempts >= maxAttempts) {
      log.warn({ err: error }, `mail ${message.id} failed for good`);
      mailMessages.inc({ outcome: 'failed' });
      await held.execute(
        sql`UPDATE ${outbox} SET state = 'failed', attempts = ${attempts}, last_error = ${reason}, secret = NULL WHERE id = ${message.id}`,
      );
      return;
    }
    mailMessages.inc({ outcome: 'deferred' });
    const delayMs = Math.min(retryBaseMs * 2 ** (attempts - 1), MAX_RETRY_MS);
    log.warn(
      { err: error },
      `mail ${message.id} not sent (attempt ${attempts}), retrying in ${Math.round(delayMs / 1000)} s`,
    );
    await held.execute(sql`
      UPDATE ${outbox}
      SET attempts = ${attempts}, last_error = ${reason},
          next_attempt_at = now() + ${sql.raw(`interval '${delayMs} milliseconds'`)}
      WHERE id = ${message.id}`);
  }

  async function drainDue(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const batch = await claimDue();
      for (const message of batch) await deliver(message);
      delivered += batch.length;
      if (batch.length < batchSize || stopped) return delivered;
    }
  }

  function runOnce(): Promise<number> {
    running ??= drainDue().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
  }

  async function tick(): Promise<void> {
    wakeRequested = false;
    try {
      await runOnce();
    } catch (error) {
      log.error({ err: error }, 'mail worker could not read or update the outbox');
    }
    schedule(wakeRequested ? 0 : pollMs);
  }

  function wake(): void {
    wakeRequested = true;
    if (!running) schedule(0);
  }

  let listener: pg.Client | undefined;
  let listening: Promise<void> | undefined;
  let relistenTimer: NodeJS.Timeout | undefined;
  let relistenMs = RELISTEN_FIRST_MS;

  /**
   * Holds one connection that LISTENs and wakes the worker on each notification. When it fails or drops, the poll goes
   * on sending and the worker listens again after a wait that doubles each time. Its errors are logged through the
   * process's logger, whose error form leaves out the connection's settings and their password.
   */
  async function listen(connect: () => pg.Client): Promise<void> {
    const client = connect();
    listener = client;
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      listener = undefined;
      void client.end().catch(() => {});
      if (stopped) return;
      log.warn(
        { err: error ?? new Error('The server closed the connection') },
        `mail worker is not listening for queued mail; polling, and listening again in ${relistenMs / 1000} s`,
      );
      relistenTimer = setTimeout(() => {
        listening = listen(connect);
      }, relistenMs);
      relistenMs = Math.min(relistenMs * 2, RELISTEN_MAX_MS);
    };
    client.on('error', onLost);
    client.on('notification', wake);
    try {
      await client.connect();
      await client.query(`LISTEN ${MAIL_QUEUED_CHANNEL}`);
    } catch (error) {
      onLost(error);
      return;
    }
    // Only now: a connection that fails to open also ends, and its failure says more.
    client.on('end', () => onLost());
    relistenMs = RELISTEN_FIRST_MS;
    // Mail queued while nobody listened goes now rather than at the next poll.
    wake();
  }

  schedule(0);
  if (options.listenWith) listening = listen(options.listenWith);
  return {
    wake,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(relistenTimer);
      await listening;
      await listener?.end().catch(() => {});
      await running?.catch(() => {});
      transport.close();
    },
    runOnce,
  };
}
