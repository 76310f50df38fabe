import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES } from '../../../shared/applications.js';
import { timestamps } from './columns.js';
import { companies } from './companies.js';
import { scorecardTemplates } from './scorecard-templates.js';
import { emailTemplates } from './templates.js';

export const applicationStatusEnum = pgEnum('application_status', APPLICATION_STATUSES);

/**
 * A company's pipeline: its stages in order, each standing for one of the statuses a company may choose (its phase),
 * or for Offer Accepted, which only a candidate's answer enters. Every chosen phase keeps at least one stage; an
 * application is in one stage of its status's phase.
 */
export const pipelineStages = pgTable(
  'pipeline_stages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phase: applicationStatusEnum('phase').notNull(),
    position: integer('position').notNull(),
    // The template e-mailed to the candidate when an application enters the stage, if any.
    emailTemplateId: uuid('email_template_id').references((): AnyPgColumn => emailTemplates.id, {
      onDelete: 'set null',
    }),
    // "No e-mail": entering the stage sends nothing, not even the status notice a stage without a template sends.
    noEmail: boolean('no_email').notNull().default(false),
    // The scorecard template an application's scorecards in this stage ask, for every posting.
    scorecardTemplateId: uuid('scorecard_template_id').references((): AnyPgColumn => scorecardTemplates.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (table) => [
    index('pipeline_stages_company_idx').on(table.companyId, table.position),
    check('pipeline_stages_phase_is_chosen', sql`phase <> 'Offer Declined'`),
    check('pipeline_stages_template_or_no_email', sql`NOT (no_email AND email_template_id IS NOT NULL)`),
  ],
);
