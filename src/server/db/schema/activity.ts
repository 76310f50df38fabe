import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications.js';
import { users } from './auth.js';
import { timestamps } from './columns.js';

/** A member's note on an application: never shown to candidates, nor to members who cannot see the application. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    // The members it mentions, each e-mailed a link if they may see the application.
    mentions: uuid('mentions')
      .array()
      .notNull()
      .default(sql`'{}'`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [index('application_notes_application_idx').on(table.applicationId, table.createdAt)],
);
