import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { type Section } from '../../../shared/scorecards.js';
import { users } from './auth.js';
import { timestamps } from './columns.js';
import { companies } from './companies.js';

/**
 * A company's scorecard template. Its questions live in its versions, never changed once written: an edit adds a
 * version, so that a scorecard keeps what it answered; an archived template is no longer offered but is kept.
 */
export const scorecardTemplates = pgTable(
  'scorecard_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    // Which of the templates Openhire ships this one started as; null for a company's own.
    shipped: text('shipped'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [
    index('scorecard_templates_company_idx').on(table.companyId, table.createdAt),
    uniqueIndex('scorecard_templates_shipped_key').on(table.companyId, table.shipped),
  ],
);

/** One version of a template: its name and sections of criteria, as a scorecard written against it asked them. */
export const scorecardTemplateVersions = pgTable(
  'scorecard_template_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => scorecardTemplates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    sections: jsonb('sections').$type<Section[]>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('scorecard_template_versions_key').on(table.templateId, table.version),
    check('scorecard_template_versions_version', sql`version >= 1`),
  ],
);
