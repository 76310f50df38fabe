import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { companies } from './companies.js';

/**
 * Every careers address a company has had, its current one included: an address once given out is never handed to
 * another company, so that an old link keeps leading to the company that shared it (301 to its current address).
 */
export const companySlugs = pgTable(
  'company_slugs',
  {
    slug: text('slug').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    // When the company moved on from this address; null while it is the current one. A former address redirects for
    // a while, then is free for any company to take.
    leftAt: timestamp('left_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('company_slugs_company_idx').on(table.companyId)],
);
