import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications.js';
import { users } from './auth.js';
import { companies } from './companies.js';
import { timestamps } from './columns.js';

export const OUTBOX_STATES = ['pending', 'sent', 'failed', 'expired'] as const;
export const outboxStateEnum = pgEnum('outbox_state', OUTBOX_STATES);

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** The stored file's key: the bytes stay in the file store, and a retry sends the same ones. */
  storageKey: string;
  /** The stored file's row, for the application's thread to list and serve it by; absent in older messages. */
  fileId?: string;
  sizeBytes?: number;
}

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    attachments: jsonb('attachments')
      .$type<OutboxAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    state: outboxStateEnum('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // A message that is worthless after a time (a reset code) is dropped instead of sent late.
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    // The reset code a message carries, put in its body only as it is sent and cleared once it is sent, expired or
    // given up on: the bodies kept hold a placeholder, so that the code is readable here only while it waits.
    secret: text('secret'),
    // Mail about an application goes out under the company's name and is answered to a person there.
    senderName: text('sender_name'),
    replyTo: text('reply_to'),
    // The person behind `reply_to`, shown as the answer's addressee.
    replyToName: text('reply_to_name'),
    lastError: text('last_error'),
    // The application a message is about, so that its recruiter can see whether it went out.
    applicationId: uuid('application_id'),
    // The member who sent a message to a candidate.
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    // A move's e-mail is held until `held_until` (its first `next_attempt_at`), so that undoing the move that queued
    // it (`status_change_id`) can take it back while it has not gone out.
    statusChangeId: uuid('status_change_id'),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    // An invitation's iCalendar text and its iTIP method (REQUEST, CANCEL), sent as the message's text/calendar part.
    calendarMethod: text('calendar_method'),
    calendarIcs: text('calendar_ics'),
    // The company a candidate's message comes from: it is sent in that company's brand, read as it is sent (decision
    // 089). Null for mail from the app itself, which wears the app's neutral look.
    brandCompanyId: uuid('brand_company_id').references(() => companies.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`state = 'pending'`),
    index('outbox_application_idx')
      .on(table.applicationId)
      .where(sql`application_id IS NOT NULL`),
    index('outbox_status_change_idx')
      .on(table.statusChangeId)
      .where(sql`status_change_id IS NOT NULL`),
    // The moves whose e-mail is held now, found as a range of it rather than by a look-up per move.
    index('outbox_held_idx')
      .on(table.heldUntil)
      .where(sql`held_until IS NOT NULL`),
  ],
);

/**
 * The applications a queued or sent message names or is about (decision 076): one row each, so that a digest naming
 * several candidates is found from any of them. An erasure deletes the messages first; an application cannot go while
 * a message about it stays (`restrict`).
 */
export const outboxConcerns = pgTable(
  'outbox_concerns',
  {
    outboxId: uuid('outbox_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.outboxId, table.applicationId] }),
    index('outbox_concerns_application_idx').on(table.applicationId),
  ],
);
