import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MEMBER_ROLES, ROLES } from '../../../shared/auth.js';
import { timestamps } from './columns.js';
import { companies } from './companies.js';

export const roleEnum = pgEnum('role', ROLES);

export const memberRoleEnum = pgEnum('member_role', MEMBER_ROLES);

/**
 * An account: a candidate, or a member of one company (role `recruiter`, the specification's `is_company`) with
 * their role in it. A removed member keeps their row, so that their name stays on what they did, but can no
 * longer sign in.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored lower-case: people type e-mail in any case, and one address is one account across both roles.
    email: text('email').notNull(),
    // None for a candidate who signed up with an e-mail code, until they set one.
    passwordHash: text('password_hash'),
    role: roleEnum('role').notNull(),
    name: text('name').notNull(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    memberRole: memberRoleEnum('member_role'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    // Set once a code or link e-mailed to the address has been used: its owner reads its mail.
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    // The IANA zone and language tag of the person's browser when they last signed in or applied: dates they read
    // are written in them (shared/dates.ts). None until a browser said so.
    timeZone: text('time_zone'),
    locale: text('locale'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    index('users_company_idx').on(table.companyId),
    check(
      'users_member_of_one_company',
      sql`(role = 'recruiter') = (company_id IS NOT NULL AND member_role IS NOT NULL)`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The raw token is a bearer credential; only its SHA-256 is kept.
    tokenHash: text('token_hash').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_user_id_idx').on(table.userId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    // Set when the code is used, voided by a newer code, or worn out by wrong tries.
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('password_resets_user_id_idx').on(table.userId)],
);

/**
 * A code e-mailed to sign a candidate in, with the link that carries it. Kept by address, since the account may not
 * exist until the code is used.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored lower-case, as `users.email`.
    email: text('email').notNull(),
    // The name a new account takes; none when the person gave none.
    name: text('name'),
    codeHash: text('code_hash').notNull(),
    // The app path the person goes back to once signed in by the link.
    next: text('next'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    // Set when the code is used, replaced by a newer one, or worn out by wrong tries.
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('email_codes_email_idx').on(table.email)],
);

// Rate-limit hits live in the database so that limits hold across every server process.
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    ...timestamps,
  },
  (table) => [index('rate_limit_hits_bucket_created_at_idx').on(table.bucket, table.createdAt)],
);
