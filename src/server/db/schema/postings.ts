import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { EMPLOYMENT_TYPES } from '../../../shared/postings.js';
import { type QuestionDetail } from '../../../shared/questions.js';
import { DEFAULT_APPLICATION_FORM } from '../../../shared/application-forms.js';
import { SALARY_CURRENCIES, SALARY_PERIODS } from '../../../shared/salaries.js';
import { WORKPLACES } from '../../../shared/locations.js';
import { users } from './auth.js';
import { timestamps } from './columns.js';
import { applicationFormEnum, companies } from './companies.js';

export const employmentTypeEnum = pgEnum('employment_type', EMPLOYMENT_TYPES);
export const workplaceEnum = pgEnum('workplace', WORKPLACES);
export const salaryCurrencyEnum = pgEnum('salary_currency', SALARY_CURRENCIES);
export const salaryPeriodEnum = pgEnum('salary_period', SALARY_PERIODS);

export const postings = pgTable(
  'postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    department: text('department').notNull(),
    city: text('city').notNull(),
    // A country's name as the API answers it (the schema checks it); '' for a remote posting that names none.
    country: text('country').notNull(),
    postingDate: timestamp('posting_date', { withTimezone: true }).notNull(),
    // Null: open until filled, until the company closes it.
    deadline: timestamp('deadline', { withTimezone: true }),
    softSkills: text('soft_skills').array().notNull(),
    technicalSkills: text('technical_skills').array().notNull(),
    questions: text('questions').array().notNull(),
    // Each question's kind, choices and knock-out answers, in the order of `questions`; null where all are free text,
    // as every posting was before questions had kinds.
    questionDetails: jsonb('question_details').$type<QuestionDetail[]>(),
    applicationForm: applicationFormEnum('application_form').notNull().default(DEFAULT_APPLICATION_FORM),
    recruiterName: text('recruiter_name').notNull(),
    recruiterEmail: text('recruiter_email').notNull(),
    aboutCompany: text('about_company').notNull(),
    aboutJob: text('about_job').notNull(),
    qualification: text('qualification').notNull(),
    keyRequirements: text('key_requirements').notNull(),
    niceToHave: text('nice_to_have').notNull().default(''),
    otherRemarks: text('other_remarks').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    // How many people the posting hires; null when the company does not count them.
    openings: integer('openings'),
    // What a job search lists a posting by; each is optional, as the specification's payloads do not carry them.
    employmentType: employmentTypeEnum('employment_type'),
    workplace: workplaceEnum('workplace'),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: salaryCurrencyEnum('salary_currency'),
    salaryPeriod: salaryPeriodEnum('salary_period'),
    // Who posted it and who changed it last: members of its company.
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Deleted postings stay, hidden, so that candidates keep the history of what they applied to.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // When the posting was first active, set by the database: one never published has no public page.
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    // A company's postings newest first; what a card shows (title, place, deadline, open or not) makes its list of
    // cards an index-only scan.
    index('postings_company_idx')
      .on(
        table.companyId,
        table.createdAt.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
        table.title,
        table.city,
        table.country,
        table.deadline,
        table.isActive,
      )
      .where(sql`deleted_at IS NULL`),
    // Candidates page through open postings newest first; deadline and city make the count and the city list
    // index-only scans.
    index('postings_open_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst(), table.deadline, table.city)
      .where(sql`deleted_at IS NULL AND is_active`),
    // A company's deleted postings, which its application lists leave out.
    index('postings_deleted_idx')
      .on(table.companyId)
      .where(sql`deleted_at IS NOT NULL`),
    // The target of applications' (posting_id, company_id) reference.
    uniqueIndex('postings_id_company_key').on(table.id, table.companyId),
    check('postings_openings_positive', sql`openings > 0`),
  ],
);
