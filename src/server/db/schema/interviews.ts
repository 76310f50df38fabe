import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  type CandidateAnswer,
  INTERVIEW_ANSWERS,
  INTERVIEW_KINDS,
  INTERVIEW_STATUSES,
  type InterviewerAnswer,
} from '../../../shared/interviews.js';
import { applications } from './applications.js';
import { users } from './auth.js';
import { timestamps } from './columns.js';
import { companies } from './companies.js';
import { scorecardTemplates } from './scorecard-templates.js';

export const interviewKindEnum = pgEnum('interview_kind', INTERVIEW_KINDS);
export const interviewStatusEnum = pgEnum('interview_status', INTERVIEW_STATUSES);
export const interviewAnswerEnum = pgEnum('interview_answer', INTERVIEW_ANSWERS);

/**
 * An interview about one application: booked at a moment (kept in UTC, with the scheduler's time zone beside it), or
 * waiting for the candidate to pick one of its slots. A cancelled one keeps its row, so that calendars can be told.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: interviewKindEnum('kind').notNull(),
    // Both empty while the candidate picks a slot; a picked slot's end is its start plus the duration.
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    durationMinutes: integer('duration_minutes').notNull(),
    timeZone: text('time_zone').notNull(),
    location: text('location').notNull().default(''),
    videoUrl: text('video_url'),
    candidateNote: text('candidate_note').notNull().default(''),
    status: interviewStatusEnum('status').notNull().default('scheduled'),
    // iCalendar's SEQUENCE: one more for each change calendars must take in, so that none keeps an older copy.
    sequence: integer('sequence').notNull().default(0),
    candidateAnswer: interviewAnswerEnum('candidate_answer').$type<CandidateAnswer>().notNull().default('pending'),
    candidateMessage: text('candidate_message'),
    candidateAnsweredAt: timestamp('candidate_answered_at', { withTimezone: true }),
    scheduledBy: uuid('scheduled_by').references(() => users.id, { onDelete: 'set null' }),
    // Signs the candidate's e-mail links to answer or pick a slot; the links name the interview, never the key.
    linkKey: uuid('link_key').notNull().defaultRandom(),
    // The scorecard template its interviewers answer, over the one of the application's stage.
    scorecardTemplateId: uuid('scorecard_template_id').references((): AnyPgColumn => scorecardTemplates.id, {
      onDelete: 'set null',
    }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [
    index('interviews_application_idx').on(table.applicationId, table.startsAt),
    // The dashboard's interviews of today and tomorrow.
    index('interviews_company_starts_idx')
      .on(table.companyId, table.startsAt)
      .where(sql`status = 'scheduled'`),
    check('interviews_duration', sql`duration_minutes BETWEEN 15 AND 480`),
    check(
      'interviews_booked_times',
      sql`(starts_at IS NULL) = (ends_at IS NULL) AND (starts_at IS NULL OR ends_at > starts_at)`,
    ),
    check('interviews_sequence', sql`sequence >= 0`),
  ],
);

/**
 * An interview's interviewers and their answers. A removed one keeps their row until their calendar has been sent the
 * cancellation; only those without `removed_at` are still invited.
 */
export const interviewInterviewers = pgTable(
  'interview_interviewers',
  {
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answer: interviewAnswerEnum('answer').$type<InterviewerAnswer>().notNull().default('pending'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.interviewId, table.memberId] }),
    // A member's own interviews.
    index('interview_interviewers_member_idx')
      .on(table.memberId, table.interviewId)
      .where(sql`removed_at IS NULL`),
  ],
);

/** The times a candidate may pick from. At most one is ever picked: when two picks race, the index lets one win. */
export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    pickedAt: timestamp('picked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('interview_slots_start_key').on(table.interviewId, table.startsAt),
    uniqueIndex('interview_slots_one_pick_key')
      .on(table.interviewId)
      .where(sql`picked_at IS NOT NULL`),
  ],
);

/**
 * The reminders sent for an interview at one revision: a reminder its task runs again (after a restart) finds its row
 * and sends nothing twice.
 */
export const interviewReminders = pgTable(
  'interview_reminders',
  {
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    lead: text('lead').notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.interviewId, table.sequence, table.lead] }),
    check('interview_reminders_lead', sql`lead IN ('day', 'hour')`),
  ],
);
