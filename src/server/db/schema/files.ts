import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { timestamps } from './columns.js';

// Stored files: the bytes live in the file store under `storageKey`; this row says what they are and whose.
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    extension: text('extension').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    // The name a member gave a file they uploaded to send with a message; only such files have one, and only they
    // may be attached to one (decision 099).
    name: text('name'),
    ...timestamps,
  },
  (table) => [index('files_owner_idx').on(table.ownerId)],
);
