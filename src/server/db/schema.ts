import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
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
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  type Answer,
  type ApplicationDraftValues,
  APPLICATION_STATUSES,
  type LegalAnswers,
} from '../../shared/applications.js';
import { MEMBER_ROLES, ROLES } from '../../shared/auth.js';
import { DUPLICATE_REASONS } from '../../shared/candidate-history.js';
import {
  type CandidateAnswer,
  INTERVIEW_ANSWERS,
  INTERVIEW_KINDS,
  INTERVIEW_STATUSES,
  type InterviewerAnswer,
} from '../../shared/interviews.js';
import { APPLICATION_MAIL_CHOICES, NOTIFICATION_KINDS } from '../../shared/notifications.js';
import { type WebhookEvent, WEBHOOK_DELIVERY_STATUSES } from '../../shared/webhooks.js';
import { RATINGS, type Ratings, SCORECARD_VISIBILITIES, type Section } from '../../shared/scorecards.js';
import {
  APPLICATION_FORMS,
  EMPLOYMENT_TYPES,
  type QuestionDetail,
  type QuickFormOptionalField,
  SALARY_CURRENCIES,
  SALARY_PERIODS,
  WORKPLACES,
} from '../../shared/postings.js';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

export const roleEnum = pgEnum('role', ROLES);

export const memberRoleEnum = pgEnum('member_role', MEMBER_ROLES);

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
    defaultApplicationForm: applicationFormEnum('default_application_form').notNull().default('full'),
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

/**
 * Every careers address a company has had, its current one included: an address once given out is never handed to
 * another company, so that an old link keeps leading to the company that shared it (301 to its current address).
 */
export const companySlugs = pgTable(
  'company_slugs',
  {
    slug: text('slug').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    // When the company moved on from this address; null while it is the current one. A former address redirects for
    // a while, then is free for any company to take.
    leftAt: timestamp('left_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('company_slugs_company_idx').on(table.companyId)],
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

export const OUTBOX_STATES = ['pending', 'sent', 'failed', 'expired'] as const;
export const outboxStateEnum = pgEnum('outbox_state', OUTBOX_STATES);

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** The stored file's key: the bytes stay in the file store, and a retry sends the same ones. */
  storageKey: string;
}

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    attachments: jsonb('attachments')
      .$type<OutboxAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    state: outboxStateEnum('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // A message that is worthless after a time (a reset code) is dropped instead of sent late.
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    // The reset code a message carries, put in its body only as it is sent and cleared once it is sent, expired or
    // given up on: the bodies kept hold a placeholder, so that the code is readable here only while it waits.
    secret: text('secret'),
    // Mail about an application goes out under the company's name and is answered to a person there.
    senderName: text('sender_name'),
    replyTo: text('reply_to'),
    // The person behind `reply_to`, shown as the answer's addressee.
    replyToName: text('reply_to_name'),
    lastError: text('last_error'),
    // The application a message is about, so that its recruiter can see whether it went out.
    applicationId: uuid('application_id'),
    // The member who sent a message to a candidate.
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    // A move's e-mail is held until `held_until` (its first `next_attempt_at`), so that undoing the move that queued
    // it (`status_change_id`) can take it back while it has not gone out.
    statusChangeId: uuid('status_change_id'),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    // An invitation's iCalendar text and its iTIP method (REQUEST, CANCEL), sent as the message's text/calendar part.
    calendarMethod: text('calendar_method'),
    calendarIcs: text('calendar_ics'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`state = 'pending'`),
    index('outbox_application_idx')
      .on(table.applicationId)
      .where(sql`application_id IS NOT NULL`),
    index('outbox_status_change_idx')
      .on(table.statusChangeId)
      .where(sql`status_change_id IS NOT NULL`),
  ],
);

/**
 * The applications a queued or sent message names or is about (decision 076): one row each, so that a digest naming
 * several candidates is found from any of them. An erasure deletes the messages first; an application cannot go while
 * a message about it stays (`restrict`).
 */
export const outboxConcerns = pgTable(
  'outbox_concerns',
  {
    outboxId: uuid('outbox_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.outboxId, table.applicationId] }),
    index('outbox_concerns_application_idx').on(table.applicationId),
  ],
);

// Stored files: the bytes live in the file store under `storageKey`; this row says what they are and whose.
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    extension: text('extension').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    ...timestamps,
  },
  (table) => [index('files_owner_idx').on(table.ownerId)],
);

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
    applicationForm: applicationFormEnum('application_form').notNull().default('full'),
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

/** A company's e-mail to candidates, with merge fields (`shared/templates.ts`). */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [index('email_templates_company_idx').on(table.companyId, table.name)],
);

/** A member's note on an application: never shown to candidates, nor to members who cannot see the application. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    // The members it mentions, each e-mailed a link if they may see the application.
    mentions: uuid('mentions')
      .array()
      .notNull()
      .default(sql`'{}'`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [index('application_notes_application_idx').on(table.applicationId, table.createdAt)],
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
    // a row.
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

// An application that looks like another account's application to the same company (decision 066), and why; found
// when it was sent. Nothing is merged: both stay as they are, and the link is shown from either side.
export const applicationDuplicates = pgTable(
  'application_duplicates',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    duplicateOfApplicationId: uuid('duplicate_of_application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    reasons: text('reasons', { enum: DUPLICATE_REASONS }).array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.duplicateOfApplicationId] }),
    index('application_duplicates_duplicate_of_idx').on(table.duplicateOfApplicationId),
  ],
);

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

export const statusChanges = pgTable(
  'status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
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
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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

export const notificationKindEnum = pgEnum('notification_kind', NOTIFICATION_KINDS);
export const applicationMailEnum = pgEnum('application_mail', APPLICATION_MAIL_CHOICES);

/**
 * What a member hears about an application they may see: one row for each event and member, written in the event's
 * transaction. Names and titles are read through the application when shown, so that nothing is copied here.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: notificationKindEnum('kind').notNull(),
    // The member whose note mentions the recipient.
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    // A new application the member's next daily digest is still to list.
    inDigest: boolean('in_digest').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('notifications_member_idx').on(table.memberId, table.createdAt.desc(), table.id.desc()),
    index('notifications_unread_idx')
      .on(table.memberId)
      .where(sql`read_at IS NULL`),
    index('notifications_digest_idx')
      .on(table.memberId)
      .where(sql`in_digest`),
    // An application's removal takes its notifications with it.
    index('notifications_application_idx').on(table.applicationId),
  ],
);

/**
 * A member's notification settings: their time zone and digest hour, and their choice for every posting without one
 * of its own (null until they choose). The row exists once they have saved; `next_digest_at` is when their digest is
 * next due, moved on in the transaction that sends it, so that a day's digest goes once.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    timeZone: text('time_zone').notNull(),
    digestHour: integer('digest_hour').notNull(),
    nextDigestAt: timestamp('next_digest_at', { withTimezone: true }).notNull(),
    newApplications: applicationMailEnum('new_applications'),
    decisions: boolean('decisions'),
    mentions: boolean('mentions'),
  },
  (table) => [
    index('notification_settings_next_digest_idx').on(table.nextDigestAt),
    check('notification_settings_digest_hour', sql`digest_hour BETWEEN 0 AND 23`),
  ],
);

/** A member's choice of e-mail for one posting they see. */
export const postingNotificationSettings = pgTable(
  'posting_notification_settings',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postingId: uuid('posting_id')
      .notNull()
      .references(() => postings.id, { onDelete: 'cascade' }),
    newApplications: applicationMailEnum('new_applications').notNull(),
    decisions: boolean('decisions').notNull(),
    mentions: boolean('mentions').notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.postingId] })],
);

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

/**
 * Every version of a company's privacy notice, the newest its current one: an application names the version its
 * candidate was shown, so that an edit never rewrites what they agreed to.
 */
export const privacyNotices = pgTable(
  'privacy_notices',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    url: text('url'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.version] }),
    check('privacy_notices_version', sql`version >= 1`),
    check('privacy_notices_text', sql`char_length(text) BETWEEN 1 AND 20000`),
  ],
);

export const scorecardRatingEnum = pgEnum('scorecard_rating', RATINGS);

/**
 * A company's scorecard template. Its questions live in its versions, never changed once written: an edit adds a
 * version, so that a scorecard keeps what it answered; an archived template is no longer offered but is kept.
 */
export const scorecardTemplates = pgTable(
  'scorecard_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    // Which of the templates Openhire ships this one started as; null for a company's own.
    shipped: text('shipped'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [
    index('scorecard_templates_company_idx').on(table.companyId, table.createdAt),
    uniqueIndex('scorecard_templates_shipped_key').on(table.companyId, table.shipped),
  ],
);

/** One version of a template: its name and sections of criteria, as a scorecard written against it asked them. */
export const scorecardTemplateVersions = pgTable(
  'scorecard_template_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => scorecardTemplates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    sections: jsonb('sections').$type<Section[]>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('scorecard_template_versions_key').on(table.templateId, table.version),
    check('scorecard_template_versions_version', sql`version >= 1`),
  ],
);

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

/**
 * What an erasure of a candidate's data with a company removed: no name, e-mail or phone, only the candidate's account
 * id (`candidate_ref`, a random id that says nothing once the account is gone), so that a restore of an older backup
 * finds the same rows and erases them again.
 */
export const erasures = pgTable(
  'erasures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    candidateRef: uuid('candidate_ref').notNull(),
    // `retention`, `admin` or `candidate`; an Admin's erasure names them.
    erasedBy: text('erased_by').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    counts: jsonb('counts').$type<Record<string, number>>().notNull(),
    ...timestamps,
  },
  (table) => [
    index('erasures_company_idx').on(table.companyId, table.createdAt),
    check('erasures_erased_by', sql`erased_by IN ('retention', 'admin', 'candidate')`),
  ],
);

/**
 * Where the retention sweep has got to with a candidate's data at a company: quarantined (hidden, erased after
 * `erase_after`) while `quarantined_at` is set and no application of theirs is newer, and when an Admin last restored
 * them, which restarts their clock.
 */
export const retentionStates = pgTable(
  'retention_states',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quarantinedAt: timestamp('quarantined_at', { withTimezone: true }),
    eraseAfter: timestamp('erase_after', { withTimezone: true }),
    restoredAt: timestamp('restored_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.candidateId] }),
    index('retention_states_erase_idx').on(table.eraseAfter),
  ],
);

/** An Admin's legal hold on an application: neither quarantine nor erasure touches its candidate with the company. */
export const legalHolds = pgTable('legal_holds', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  // The hold lapses at this moment; none: until an Admin lifts it.
  endsAt: timestamp('ends_at', { withTimezone: true }),
  placedBy: uuid('placed_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

export const RESUME_TEXT_STATUSES = ['extracted', 'no_text', 'failed'] as const;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The text of an application's resume, read on the task queue after the application is stored (decision 064).
 * `no_text`: a file without a text layer, such as a scanned PDF; `failed`: a file that could not be read.
 */
export const resumeTexts = pgTable(
  'resume_texts',
  {
    applicationId: uuid('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status', { enum: RESUME_TEXT_STATUSES }).notNull(),
    text: text('text').notNull().default(''),
    searchable: tsvector('searchable').generatedAlwaysAs(sql`to_tsvector('simple', text)`),
    ...timestamps,
  },
  (table) => [
    check('resume_texts_status_check', sql`${table.status} IN ('extracted', 'no_text', 'failed')`),
    index('resume_texts_company_idx').on(table.companyId),
    index('resume_texts_searchable_idx').using('gin', table.searchable),
  ],
);

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

/**
 * An address a company's events are posted to, signed with its secret (Standard Webhooks). The secret must sign, so
 * it is kept as it is (decision 070); after a rotation the previous one also signs until `previous_secret_until`.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().$type<WebhookEvent[]>().notNull(),
    description: text('description').notNull().default(''),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    /** Attempts failed in a row since the last one that succeeded. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_endpoints_company_idx').on(table.companyId)],
);

export const webhookDeliveryStatusEnum = pgEnum('webhook_delivery_status', WEBHOOK_DELIVERY_STATUSES);

/** One event for one endpoint, with its attempts; `message_id` is the `webhook-id` every attempt repeats. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text('event_type').$type<WebhookEvent>().notNull(),
    messageId: text('message_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: webhookDeliveryStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseCode: integer('response_code'),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt)],
);
