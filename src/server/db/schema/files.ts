import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { UploadPurpose } from '../../../shared/uploads.js';
import { users } from './auth.js';
import { timestamps } from './columns.js';

// Stored files: the bytes live in the file store under `storageKey`; this row says what they are and who sent them.
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
    // A file sent on its own (`POST /api/uploads/`, decision 100): what its uploader (`owner_id`) sent it for, and
    // when a change first used it. One still unused a day later is removed. Files a change sent itself have neither.
    purpose: text('purpose').$type<UploadPurpose>(),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('files_owner_idx').on(table.ownerId),
    index('files_unattached_uploads_idx')
      .on(table.createdAt)
      .where(sql`${table.purpose} IS NOT NULL AND ${table.attachedAt} IS NULL`),
  ],
);
