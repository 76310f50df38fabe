import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { companies } from './companies.js';
import { files } from './files.js';

export const candidateProfiles = pgTable('candidate_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  phone: text('phone').notNull().default(''),
  country: text('country').notNull().default(''),
  address: text('address').notNull().default(''),
  shortBio: text('short_bio').notNull().default(''),
  city: text('city').notNull().default(''),
  province: text('province').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const companyProfiles = pgTable('company_profiles', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  tagline: text('tagline').notNull().default(''),
  aboutUs: text('about_us').notNull().default(''),
  pictureFileId: uuid('picture_file_id').references(() => files.id),
  coverFileId: uuid('cover_file_id').references(() => files.id),
  // Off by default: reviewers receive the candidates' self-identification answers empty (decision 021).
  showSelfIdentification: boolean('show_self_identification').notNull().default(false),
  website: text('website').notNull().default(''),
  // `#rrggbb` that passed the contrast rule of `shared/brand.ts`; null wears the default (decision 089).
  brandColor: text('brand_color'),
  // The small "powered by Openhire" line on candidates' pages and e-mails; a company may turn it off.
  showPoweredBy: boolean('show_powered_by').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
