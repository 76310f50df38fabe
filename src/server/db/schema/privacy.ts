import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications.js';
import { users } from './auth.js';
import { timestamps } from './columns.js';
import { companies } from './companies.js';

/**
 * Every version of a company's privacy notice, the newest its current one: an application names the version its
 * candidate was shown, so that an edit never rewrites what they agreed to.
 */
export const privacyNotices = pgTable(
  'privacy_notices',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    url: text('url'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.version] }),
    check('privacy_notices_version', sql`version >= 1`),
    check('privacy_notices_text', sql`char_length(text) BETWEEN 1 AND 20000`),
  ],
);

/**
 * What an erasure of a candidate's data with a company removed: no name, e-mail or phone, only the candidate's account
 * id (`candidate_ref`, a random id that says nothing once the account is gone), so that a restore of an older backup
 * finds the same rows and erases them again.
 */
export const erasures = pgTable(
  'erasures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    candidateRef: uuid('candidate_ref').notNull(),
    // `retention`, `admin` or `candidate`; an Admin's erasure names them.
    erasedBy: text('erased_by').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    counts: jsonb('counts').$type<Record<string, number>>().notNull(),
    ...timestamps,
  },
  (table) => [
    index('erasures_company_idx').on(table.companyId, table.createdAt),
    check('erasures_erased_by', sql`erased_by IN ('retention', 'admin', 'candidate')`),
  ],
);

/**
 * Where the retention sweep has got to with a candidate's data at a company: quarantined (hidden, erased after
 * `erase_after`) while `quarantined_at` is set and no application of theirs is newer, and when an Admin last restored
 * them, which restarts their clock.
 */
export const retentionStates = pgTable(
  'retention_states',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quarantinedAt: timestamp('quarantined_at', { withTimezone: true }),
    eraseAfter: timestamp('erase_after', { withTimezone: true }),
    restoredAt: timestamp('restored_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.candidateId] }),
    index('retention_states_erase_idx').on(table.eraseAfter),
  ],
);

/** An Admin's legal hold on an application: neither quarantine nor erasure touches its candidate with the company. */
export const legalHolds = pgTable('legal_holds', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  // The hold lapses at this moment; none: until an Admin lifts it.
  endsAt: timestamp('ends_at', { withTimezone: true }),
  placedBy: uuid('placed_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});
