import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { memberRoleEnum, users } from './auth.js';
import { timestamps } from './columns.js';
import { companies } from './companies.js';
import { postings } from './postings.js';

/** An invitation to join a company with a role: e-mailed once, valid for 7 days, used once. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    memberRole: memberRoleEnum('member_role').notNull(),
    // The link's token is a credential; only its SHA-256 is kept.
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('invitations_token_hash_key').on(table.tokenHash),
    // One open invitation per address and company: a second one is a resend.
    uniqueIndex('invitations_open_email_key')
      .on(table.companyId, table.email)
      .where(sql`accepted_at IS NULL AND revoked_at IS NULL`),
  ],
);

/** A link e-mailed to a company's first Admin to confirm their address, which verifies the company. */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The link's token is a credential; only its SHA-256 is kept.
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // Set when the link is used or replaced by a newer one.
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('email_confirmations_token_hash_key').on(table.tokenHash),
    index('email_confirmations_user_id_idx').on(table.userId),
  ],
);

/** A posting's hiring team: the members who work on it, and the only postings a Hiring Manager or Interviewer sees. */
export const hiringTeamMembers = pgTable(
  'hiring_team_members',
  {
    postingId: uuid('posting_id')
      .notNull()
      .references(() => postings.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.postingId, table.memberId] }),
    index('hiring_team_members_member_idx').on(table.memberId, table.postingId),
  ],
);
