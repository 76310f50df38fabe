import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { timestamps } from './columns.js';
import { companies } from './companies.js';

/**
 * A company's API token: it acts as a member of the company with exactly its scopes (decision 069). Only the token's
 * SHA-256 is kept; its first characters are kept apart, for the list to tell tokens apart.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // Why, in words the token's list shows: by which Admin, or with its maker's power to manage tokens.
    revokedReason: text('revoked_reason'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('api_tokens_token_hash_key').on(table.tokenHash),
    index('api_tokens_company_idx').on(table.companyId),
  ],
);

/** Each call made with an API token, for its company's Admins; pruned after a while. */
export const apiTokenCalls = pgTable(
  'api_token_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenId: uuid('token_id')
      .notNull()
      .references(() => apiTokens.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    route: text('route').notNull(),
    status: integer('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('api_token_calls_token_at_idx').on(table.tokenId, table.at),
    index('api_token_calls_at_idx').on(table.at),
  ],
);
