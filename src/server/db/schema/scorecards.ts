import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { RATINGS, type Ratings } from '../../../shared/scorecards.js';
import { applications } from './applications.js';
import { users } from './auth.js';
import { timestamps } from './columns.js';
import { companies } from './companies.js';
import { interviews } from './interviews.js';
import { pipelineStages } from './pipeline.js';
import { postings } from './postings.js';
import { scorecardTemplateVersions, scorecardTemplates } from './scorecard-templates.js';

export const scorecardRatingEnum = pgEnum('scorecard_rating', RATINGS);

/** A posting's own template for one of its stages, over the company's stage's. */
export const postingStageScorecardTemplates = pgTable(
  'posting_stage_scorecard_templates',
  {
    postingId: uuid('posting_id')
      .notNull()
      .references(() => postings.id, { onDelete: 'cascade' }),
    stageId: uuid('stage_id')
      .notNull()
      .references(() => pipelineStages.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id')
      .notNull()
      .references(() => scorecardTemplates.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.postingId, table.stageId] })],
);

export const SCORECARD_STATES = ['draft', 'submitted'] as const;
export const scorecardStateEnum = pgEnum('scorecard_state', SCORECARD_STATES);

/**
 * A member's scorecard about an application, and about one of its interviews or none: one per author, application and
 * interview. It answers one template version for good. A submitted one is locked 24 hours after `submitted_at`,
 * computed when read, so that no task has to run for it.
 */
export const scorecards = pgTable(
  'scorecards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    interviewId: uuid('interview_id').references(() => interviews.id, { onDelete: 'set null' }),
    templateVersionId: uuid('template_version_id')
      .notNull()
      .references(() => scorecardTemplateVersions.id),
    // Keyed by criterion id, as the template version names them.
    ratings: jsonb('ratings')
      .$type<Ratings>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    recommendation: scorecardRatingEnum('recommendation'),
    summary: text('summary').notNull().default(''),
    state: scorecardStateEnum('state').notNull().default('draft'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [
    unique('scorecards_author_key').on(table.authorId, table.applicationId, table.interviewId).nullsNotDistinct(),
    // An application's scorecards, and the board's counts of its submitted recommendations.
    index('scorecards_application_idx').on(table.applicationId, table.state, table.recommendation),
    check('scorecards_submitted', sql`(state = 'submitted') = (submitted_at IS NOT NULL)`),
  ],
);

/**
 * Each e-mail that asked an interviewer for their scorecard of one revision of an interview, and each reminder: written
 * with the e-mail, so that a look run twice, or again after a restart, sends nothing more.
 */
export const scorecardAsks = pgTable(
  'scorecard_asks',
  {
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // `ask` once the interview has ended, then `day` and `three_days` after it.
    kind: text('kind').notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.interviewId, table.sequence, table.memberId, table.kind] }),
    check('scorecard_asks_kind', sql`kind IN ('ask', 'day', 'three_days')`),
  ],
);

/** What a scorecard said at its submission and at each change after it, oldest first: nothing written is lost. */
export const scorecardChanges = pgTable(
  'scorecard_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scorecardId: uuid('scorecard_id')
      .notNull()
      .references(() => scorecards.id, { onDelete: 'cascade' }),
    // `submitted` for the first, `changed` for each later one.
    kind: text('kind').notNull(),
    ratings: jsonb('ratings').$type<Ratings>().notNull(),
    recommendation: scorecardRatingEnum('recommendation'),
    summary: text('summary').notNull(),
    ...timestamps,
  },
  (table) => [
    index('scorecard_changes_scorecard_idx').on(table.scorecardId, table.createdAt),
    check('scorecard_changes_kind', sql`kind IN ('submitted', 'changed')`),
  ],
);
