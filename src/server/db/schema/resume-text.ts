import { sql } from 'drizzle-orm';
import { check, customType, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications.js';
import { timestamps } from './columns.js';
import { companies } from './companies.js';

export const RESUME_TEXT_STATUSES = ['extracted', 'no_text', 'failed'] as const;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The text of an application's resume, read on the task queue after the application is stored (decision 064).
 * `no_text`: a file without a text layer, such as a scanned PDF; `failed`: a file that could not be read.
 */
export const resumeTexts = pgTable(
  'resume_texts',
  {
    applicationId: uuid('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status', { enum: RESUME_TEXT_STATUSES }).notNull(),
    text: text('text').notNull().default(''),
    searchable: tsvector('searchable').generatedAlwaysAs(sql`to_tsvector('simple', text)`),
    ...timestamps,
  },
  (table) => [
    check('resume_texts_status_check', sql`${table.status} IN ('extracted', 'no_text', 'failed')`),
    index('resume_texts_company_idx').on(table.companyId),
    index('resume_texts_searchable_idx').using('gin', table.searchable),
  ],
);
