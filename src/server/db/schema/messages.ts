import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { applications } from './applications.js';
import { timestamps } from './columns.js';
import { files } from './files.js';
import { outbox } from './mail.js';

/**
 * What a candidate (or someone on their behalf) wrote about an application: a reply that came in by e-mail, or a
 * message written in the portal. What the team sends is the outbox's (`mail.ts`); the thread reads both (decision 095).
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    // 'message', 'auto_reply' (RFC 3834 and its older cousins) or 'bounce' (a delivery-status report).
    kind: text('kind').notNull().default('message'),
    // 'email' for a message read from a mailbox or the inbound intake, 'portal' for one written in the portal.
    via: text('via').notNull(),
    fromName: text('from_name').notNull().default(''),
    fromAddress: text('from_address').notNull().default(''),
    // Sent from an address other than the candidate's: a forward, a colleague's reply.
    fromOtherAddress: boolean('from_other_address').notNull().default(false),
    subject: text('subject').notNull().default(''),
    // The reply itself; the history it quotes is kept apart, shown on request.
    text: text('text').notNull(),
    quotedText: text('quoted_text').notNull().default(''),
    // Sanitized HTML (no scripts, remote images held back), or null for a message that had none.
    html: text('html'),
    // The message's own Message-ID header and the SHA-256 of its bytes: the same message twice is kept once.
    rfcMessageId: text('rfc_message_id'),
    sha256: text('sha256'),
    // Attachments refused (too large, executable), by name, so that the team knows they were sent.
    refusedAttachments: text('refused_attachments')
      .array()
      .notNull()
      .default(sql`'{}'`),
    // A bounce names the message of ours that failed, so that its sender hears of it.
    bouncedOutboxId: uuid('bounced_outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    // When the members it concerns were told of it (decision 098): the telling runs once, however often it is tried.
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    // When it arrived (the mailbox's date for a read message), the thread's order.
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [
    index('messages_application_idx').on(table.applicationId, table.receivedAt),
    uniqueIndex('messages_application_message_id_idx').on(table.applicationId, table.rfcMessageId),
    uniqueIndex('messages_application_sha256_idx').on(table.applicationId, table.sha256),
    check('messages_kind', sql`${table.kind} IN ('message', 'auto_reply', 'bounce')`),
    check('messages_via', sql`${table.via} IN ('email', 'portal')`),
  ],
);

/**
 * A file that came with a message: a file of the candidate's (`files`, owned by the application's candidate), so that
 * the erasure and the export reach it as they reach a resume.
 */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    // The name the sender gave it, shown and used when it is downloaded.
    name: text('name').notNull(),
    // An inline image's Content-ID, so that the HTML that shows it can name it.
    contentId: text('content_id'),
    ...timestamps,
  },
  (table) => [
    index('message_attachments_message_idx').on(table.messageId),
    index('message_attachments_file_idx').on(table.fileId),
  ],
);

/**
 * Where the reading of a mailbox stands (`IMAP_URL`): the UIDVALIDITY it last saw and how its last tries went, for the
 * Admin's settings page and `/metrics`. One row a mailbox; it names no candidate.
 */
export const inboundMailboxes = pgTable('inbound_mailboxes', {
  mailbox: text('mailbox').primaryKey(),
  uidValidity: bigint('uid_validity', { mode: 'bigint' }),
  lastUid: bigint('last_uid', { mode: 'bigint' }),
  lastReadAt: timestamp('last_read_at', { withTimezone: true }),
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  failures: integer('failures').notNull().default(0),
  ...timestamps,
});
