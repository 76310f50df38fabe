import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DUPLICATE_REASONS } from '../../../shared/candidate-history.js';
import { applications } from './applications.js';

// An application that looks like another account's application to the same company (decision 066), and why; found
// when it was sent. Nothing is merged: both stay as they are, and the link is shown from either side.
export const applicationDuplicates = pgTable(
  'application_duplicates',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    duplicateOfApplicationId: uuid('duplicate_of_application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    reasons: text('reasons', { enum: DUPLICATE_REASONS }).array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.duplicateOfApplicationId] }),
    index('application_duplicates_duplicate_of_idx').on(table.duplicateOfApplicationId),
  ],
);
