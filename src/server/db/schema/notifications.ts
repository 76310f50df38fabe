import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { APPLICATION_MAIL_CHOICES, NOTIFICATION_KINDS } from '../../../shared/notifications.js';
import { applications } from './applications.js';
import { users } from './auth.js';
import { timestamps } from './columns.js';
import { postings } from './postings.js';

export const notificationKindEnum = pgEnum('notification_kind', NOTIFICATION_KINDS);
export const applicationMailEnum = pgEnum('application_mail', APPLICATION_MAIL_CHOICES);

/**
 * What a member hears about an application they may see: one row for each event and member, written in the event's
 * transaction. Names and titles are read through the application when shown, so that nothing is copied here.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: notificationKindEnum('kind').notNull(),
    // The member whose note mentions the recipient.
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    // A new application the member's next daily digest is still to list.
    inDigest: boolean('in_digest').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('notifications_member_idx').on(table.memberId, table.createdAt.desc(), table.id.desc()),
    index('notifications_unread_idx')
      .on(table.memberId)
      .where(sql`read_at IS NULL`),
    index('notifications_digest_idx')
      .on(table.memberId)
      .where(sql`in_digest`),
    // An application's removal takes its notifications with it.
    index('notifications_application_idx').on(table.applicationId),
  ],
);

/**
 * A member's notification settings: their time zone and digest hour, and their choice for every posting without one
 * of its own (null until they choose). The row exists once they have saved; `next_digest_at` is when their digest is
 * next due, moved on in the transaction that sends it, so that a day's digest goes once.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    timeZone: text('time_zone').notNull(),
    digestHour: integer('digest_hour').notNull(),
    nextDigestAt: timestamp('next_digest_at', { withTimezone: true }).notNull(),
    newApplications: applicationMailEnum('new_applications'),
    decisions: boolean('decisions'),
    mentions: boolean('mentions'),
    // Null until chosen: a candidate's message is e-mailed by default, whatever else the member chose.
    messages: boolean('messages'),
  },
  (table) => [
    index('notification_settings_next_digest_idx').on(table.nextDigestAt),
    check('notification_settings_digest_hour', sql`digest_hour BETWEEN 0 AND 23`),
  ],
);

/** A member's choice of e-mail for one posting they see. */
export const postingNotificationSettings = pgTable(
  'posting_notification_settings',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postingId: uuid('posting_id')
      .notNull()
      .references(() => postings.id, { onDelete: 'cascade' }),
    newApplications: applicationMailEnum('new_applications').notNull(),
    decisions: boolean('decisions').notNull(),
    mentions: boolean('mentions').notNull(),
    messages: boolean('messages').notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.postingId] })],
);
