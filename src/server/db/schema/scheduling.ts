import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CalendarKind, WorkingHours } from '../../../shared/scheduling.js';
import { users } from './auth.js';

/**
 * When a member can be interviewing, once they have said so; until then the defaults of `shared/scheduling.ts` in their
 * own time zone. Working hours are wall-clock ranges per weekday in `time_zone`, so that a week across a change of
 * clocks keeps them.
 */
export const memberAvailability = pgTable('member_availability', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  workingHours: jsonb('working_hours').$type<WorkingHours>().notNull(),
  dailyLimit: integer('daily_limit').notNull(),
  bufferMinutes: integer('buffer_minutes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A calendar a member connected. Its address and password are secrets, kept sealed (`secrets/`): an iCalendar
 * address is all it takes to read the calendar. `etag` and `last_modified` are what the server answered last, for a
 * conditional read; `failing_since` starts the day after which the owner is told.
 */
export const calendarConnections = pgTable(
  'calendar_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CalendarKind>().notNull(),
    label: text('label').notNull(),
    sealedUrl: text('sealed_url').notNull(),
    username: text('username'),
    sealedPassword: text('sealed_password'),
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastError: text('last_error'),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    failures: integer('failures').notNull().default(0),
    ownerToldAt: timestamp('owner_told_at', { withTimezone: true }),
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('calendar_connections_user_idx').on(table.userId),
    index('calendar_connections_next_sync_idx').on(table.nextSyncAt),
    check('calendar_connections_kind_check', sql`${table.kind} IN ('ics', 'caldav')`),
  ],
);

/**
 * When a member's connected calendar says they are busy, over the days ahead: nothing about what for. Replaced whole
 * at each read of the calendar, and gone with it.
 */
export const busyIntervals = pgTable(
  'busy_intervals',
  {
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => calendarConnections.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('busy_intervals_user_idx').on(table.userId, table.startsAt),
    index('busy_intervals_connection_idx').on(table.connectionId),
  ],
);
