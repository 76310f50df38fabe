import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { WorkingHours } from '../../../shared/scheduling.js';
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
