import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SCORECARD_VISIBILITIES } from '../../../shared/scorecards.js';
import {
  APPLICATION_FORMS,
  DEFAULT_APPLICATION_FORM,
  type QuickFormOptionalField,
} from '../../../shared/application-forms.js';
import { timestamps } from './columns.js';

export const scorecardVisibilityEnum = pgEnum('scorecard_visibility', SCORECARD_VISIBILITIES);

export const applicationFormEnum = pgEnum('application_form', APPLICATION_FORMS);

/**
 * A company: the organisation its members work for. Its name is the one candidates see, its address "City Country".
 * A company registered before it could have members has the id its one account had.
 */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    // The company's current careers address (/careers/{slug}).
    slug: text('slug').notNull(),
    // How long a stage's e-mail waits after a move, so that the move can be undone before it goes.
    stageEmailDelayMinutes: integer('stage_email_delay_minutes').notNull().default(5),
    // The form a new posting asks applicants with when its author does not choose, and what every quick form of the
    // company asks for beyond name, e-mail, phone and resume.
    defaultApplicationForm: applicationFormEnum('default_application_form').notNull().default(DEFAULT_APPLICATION_FORM),
    quickFormFields: text('quick_form_fields')
      .array()
      .$type<QuickFormOptionalField[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Set once the first Admin has confirmed their own address: until then the company may invite only a few people.
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    // Whether a candidate's interview invitation names its interviewers' e-mail addresses, as well as their names.
    interviewerEmailsToCandidates: boolean('interviewer_emails_to_candidates').notNull().default(false),
    // How many months after its last activity a candidate's application is kept; none keeps it until erased.
    retentionMonths: integer('retention_months'),
    // When retention was first turned on: nothing is erased for the grace period after it.
    retentionEnabledAt: timestamp('retention_enabled_at', { withTimezone: true }),
    // When Hiring Managers and Interviewers read the others' scorecards of an application.
    scorecardVisibility: scorecardVisibilityEnum('scorecard_visibility').notNull().default('after_own'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('companies_slug_key').on(table.slug),
    check('companies_retention_months', sql`retention_months BETWEEN 1 AND 60`),
  ],
);
