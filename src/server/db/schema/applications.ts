import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { type Answer } from '../../../shared/answers.js';
import { type ApplicationDraftValues } from '../../../shared/application-drafts.js';
import { type LegalAnswers } from '../../../shared/legal-questions.js';
import { roleEnum, users } from './auth.js';
import { timestamps } from './columns.js';
import { files } from './files.js';
import { applicationStatusEnum, pipelineStages } from './pipeline.js';
import { postings } from './postings.js';

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postingId: uuid('posting_id').notNull(),
    // The posting's company, kept here so that a recruiter's newest applications come straight from one index;
    // the reference on (posting_id, company_id) keeps it equal to the posting's.
    companyId: uuid('company_id').notNull(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: applicationStatusEnum('status').notNull().default('Application Submitted'),
    // The company's stage the application is in, one of its status's phase (an answered offer stays in its stage),
    // and since when.
    stageId: uuid('stage_id')
      .notNull()
      .references(() => pipelineStages.id),
    stageEnteredAt: timestamp('stage_entered_at', { withTimezone: true }).notNull().defaultNow(),
    // A snapshot of what the candidate submitted: later profile edits do not rewrite an application.
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    // The names lower-cased once, when written: a name search matches them with LIKE instead of folding the case
    // of every name it reads (ILIKE), which was most of the work of counting a search's matches.
    firstNameLower: text('first_name_lower')
      .notNull()
      .generatedAlwaysAs(sql`lower(first_name)`),
    lastNameLower: text('last_name_lower')
      .notNull()
      .generatedAlwaysAs(sql`lower(last_name)`),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    country: text('country').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    postalCode: text('postal_code').notNull(),
    bio: text('bio').notNull().default(''),
    answers: jsonb('answers').$type<Answer[]>().notNull(),
    // Empty answers where a quick form did not ask.
    legalQuestions: jsonb('legal_questions').$type<LegalAnswers>().notNull(),
    // A resume may be the file of an earlier application of the same candidate, reused as it was: the row is shared.
    resumeFileId: uuid('resume_file_id').references(() => files.id),
    // The name the candidate's resume file had, shown when they reuse it; NULL when the client sent none.
    resumeName: text('resume_name'),
    offerFileId: uuid('offer_file_id').references(() => files.id),
    // A withdrawal is no status of the specification's list (clients depend on its eight values): the application
    // keeps the stage it was in, and these say that the candidate withdrew it, when and why.
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawalReason: text('withdrawal_reason'),
    // Where the candidate came from (`?src=` of the link they followed), normalised; NULL when they came without one.
    source: text('source'),
    // False while an application sent without an account waits for its address's owner to open the link it was
    // e-mailed, or to sign in with a code sent there: until then anyone may have typed the address.
    emailConfirmed: boolean('email_confirmed').notNull().default(true),
    // When mail to the candidate's address last came back undelivered (a delivery-status report); null while it arrives.
    emailBouncedAt: timestamp('email_bounced_at', { withTimezone: true }),
    // The company's privacy notice the candidate was shown when applying (0: the default notice), and when; none
    // for applications sent before notices were shown.
    noticeVersion: integer('notice_version'),
    noticeShownAt: timestamp('notice_shown_at', { withTimezone: true }),
    // The candidate's consent to be kept for future openings, under the notice they were shown, until withdrawn.
    talentPoolConsentAt: timestamp('talent_pool_consent_at', { withTimezone: true }),
    talentPoolNoticeVersion: integer('talent_pool_notice_version'),
    talentPoolWithdrawnAt: timestamp('talent_pool_withdrawn_at', { withTimezone: true }),
    // While the candidate is quarantined with the company (`retention_states`, which a trigger copies here), their
    // applications are left out of lists, boards, searches and counts: one plain column every such read can filter on.
    quarantined: boolean('quarantined').notNull().default(false),
    // When its likely duplicates were looked for: as it was sent, or by the backfill for applications sent before
    // duplicates were (decision 066). NULL only for those the backfill has yet to do.
    duplicatesCheckedAt: timestamp('duplicates_checked_at', { withTimezone: true }).defaultNow(),
    // `search_document`, the tsvector company-wide search matches (decision 065), is kept by triggers (migration
    // 0048) and left out here, so that no read of an application carries its resume's words.
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [
    // One application per candidate and posting: a double-clicked submit stores one.
    uniqueIndex('applications_posting_candidate_key').on(table.postingId, table.candidateId),
    index('applications_posting_created_idx').on(table.postingId, table.createdAt),
    // A posting's board: each stage's count and newest cards from one index range, in the cards' order.
    index('applications_posting_stage_idx').on(
      table.postingId,
      table.stageId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('applications_candidate_created_idx').on(table.candidateId, table.createdAt.desc().nullsFirst()),
    // The recruiter's lists, newest first: all of a company's applications, and those in one stage. The posting and
    // the searched names after the order let a filtered list count its matches and find its page without reading
    // a row. Migration 0069 adds what a report's cohort reads (stage, status, source, withdrawal, quarantine) as
    // included columns, which this builder cannot write.
    index('applications_company_created_idx').on(
      table.companyId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
      table.postingId,
      table.firstNameLower,
      table.lastNameLower,
    ),
    index('applications_company_status_created_idx').on(
      table.companyId,
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
      table.postingId,
      table.firstNameLower,
      table.lastNameLower,
    ),
    foreignKey({
      name: 'applications_posting_company_fk',
      columns: [table.postingId, table.companyId],
      foreignColumns: [postings.id, postings.companyId],
    }),
    // An apply looks for the company's likely duplicates through these three, so that it stays one index read each.
    index('applications_company_email_key_idx').on(table.companyId, emailMatchKey(table.email)),
    index('applications_company_phone_idx').on(table.companyId, phoneMatchKey(table.phone)),
    index('applications_company_city_idx').on(table.companyId, sql`lower(${table.city})`),
    // The backfill's remaining applications, in id order, without reading the others.
    index('applications_duplicates_unchecked_idx')
      .on(table.id)
      .where(sql`${table.duplicatesCheckedAt} IS NULL`),
  ],
);

/**
 * What two e-mail addresses are compared by: lower-cased and without a `+tag`, since one person's "ana+jobs@" and
 * "ana@" reach the same mailbox while each can hold an account of its own.
 */
export function emailMatchKey(email: AnyPgColumn | SQL): SQL {
  return sql`lower(regexp_replace(${email}, '[+][^@]*@', '@'))`;
}

/**
 * What two phone numbers are compared by: their last ten digits, so that "+1 416 555 0100" and "(416) 555-0100" are
 * one number however they were typed.
 */
export function phoneMatchKey(phone: AnyPgColumn | SQL): SQL {
  return sql`right(regexp_replace(${phone}, '[^0-9]', '', 'g'), 10)`;
}

// What a candidate has typed into the apply wizard for a posting, kept until they submit it: one draft per candidate
// and posting. The resume is uploaded once, when chosen, and the submission then uses the draft's file.
export const applicationDrafts = pgTable(
  'application_drafts',
  {
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postingId: uuid('posting_id')
      .notNull()
      .references(() => postings.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    values: jsonb('values').$type<ApplicationDraftValues>().notNull(),
    resumeFileId: uuid('resume_file_id').references(() => files.id, { onDelete: 'set null' }),
    resumeName: text('resume_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.candidateId, table.postingId] })],
);

/**
 * How many applications each posting has, in all and on the last day one arrived, kept by triggers on applications
 * (migration 0002): the postings lists and the recruiter's unfiltered total read one row per posting instead of
 * counting. The day is the calendar day in the session's time zone, which every connection sets to the app's
 * (decision 003). Derived data: backups leave it out, and a restore rebuilds it as the applications load.
 */
export const applicationCounts = pgTable(
  'application_counts',
  {
    postingId: uuid('posting_id')
      .primaryKey()
      .references(() => postings.id, { onDelete: 'cascade' }),
    /** The posting's company, so that a company's total adds up one index range instead of a look-up per posting. */
    companyId: uuid('company_id').notNull(),
    total: integer('total').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Applications created on `day`: today's count while `day` is today, and none once it has passed. */
    onDay: integer('on_day').notNull(),
  },
  (table) => [index('application_counts_company_idx').on(table.companyId, table.postingId, table.total)],
);

/**
 * A number that grows with every change to a row of a company's applications list: an application added, changed or
 * removed, or its posting edited or deleted. Triggers keep it (migration 0006), in the transaction of the change, so
 * that the list's ETag is read from one row instead of from the list. A change sets it to the microseconds since 1970
 * at which its transaction began, when that is more than one up: a database rebuilt by a restore never hands out a
 * number it gave before. Derived data: backups leave it out, and a restore rebuilds it as the applications load.
 */
export const applicationListVersions = pgTable('application_list_versions', {
  companyId: uuid('company_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * The proof-of-work challenges that applications without an account have used, each once, kept until it expires,
 * when no solution of it is accepted any more anyway. No candidate data: a random nonce and a time.
 */
export const usedChallenges = pgTable(
  'used_challenges',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('used_challenges_expires_idx').on(table.expiresAt)],
);

export const statusChanges = pgTable(
  'status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    // The application's company, kept beside it so that a company's history lies together in
    // `status_changes_company_idx`: a report reads a whole cohort's moves from one range of it (decision 109).
    companyId: uuid('company_id').notNull(),
    fromStatus: applicationStatusEnum('from_status'),
    toStatus: applicationStatusEnum('to_status').notNull(),
    // The stages' names as they were: a stage renamed or removed later leaves the history as it happened.
    fromStage: text('from_stage'),
    toStage: text('to_stage'),
    // Which stages, while they exist: an undo puts the application back in the one it came from.
    fromStageId: uuid('from_stage_id'),
    toStageId: uuid('to_stage_id'),
    // The offer the application had before the change: what its candidate sees while the change's e-mail is held, and
    // what an undo gives back.
    fromOfferFileId: uuid('from_offer_file_id').references(() => files.id, { onDelete: 'set null' }),
    // What its candidate saw when the change was made: a change overtaking a held one comes from a status, stage and
    // offer they never saw, and while this one is held they keep seeing these (`pipeline/candidate-view.ts`).
    seenStatus: applicationStatusEnum('seen_status'),
    seenStageId: uuid('seen_stage_id'),
    seenOfferFileId: uuid('seen_offer_file_id').references(() => files.id, { onDelete: 'set null' }),
    // False for a change its candidate never sees: one overtaken while its e-mail was held, and one that put the
    // application back where they last saw it.
    shownToCandidate: boolean('shown_to_candidate').notNull().default(true),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    // Which side made the change: the company, or the candidate answering an offer. Kept apart from `changedBy`, which
    // an account's deletion empties.
    changedByRole: roleEnum('changed_by_role').notNull().default('recruiter'),
    // The question whose knock-out answer moved the application by itself, with no member behind the move.
    knockoutQuestion: text('knockout_question'),
    ...timestamps,
  },
  (table) => [index('status_changes_application_idx').on(table.applicationId, table.createdAt)],
);

export const ANNOTATION_KINDS = ['ink', 'stamp'] as const;
export const annotationKindEnum = pgEnum('annotation_kind', ANNOTATION_KINDS);

/**
 * A reviewer's mark on an application's resume: ink strokes or a stamp image. The resume file is never changed; the
 * marks are drawn over it on screen and flattened into a copy when asked. Coordinates are PDF points from the page's
 * top-left corner.
 */
export const resumeAnnotations = pgTable(
  'resume_annotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: annotationKindEnum('kind').notNull(),
    pageIndex: integer('page_index').notNull(),
    rect: jsonb('rect').$type<[number, number, number, number]>().notNull(),
    rotation: integer('rotation').notNull().default(0),
    color: text('color'),
    thickness: real('thickness'),
    opacity: real('opacity'),
    paths: jsonb('paths').$type<[number, number][][]>(),
    stampFileId: uuid('stamp_file_id').references(() => files.id, { onDelete: 'cascade' }),
    altText: text('alt_text'),
    ...timestamps,
  },
  (table) => [index('resume_annotations_application_idx').on(table.applicationId, table.createdAt)],
);

/**
 * A candidate's acceptance of their offer: the name they typed, when, the SHA-256 of the offer as it was sent, and the
 * kept copy with the acceptance page added. The offer itself (`applications.offer_file_id`) never changes.
 */
export const offerSignatures = pgTable('offer_signatures', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  signedName: text('signed_name').notNull(),
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  originalSha256: text('original_sha256').notNull(),
  signedFileId: uuid('signed_file_id')
    .notNull()
    .references(() => files.id),
});
