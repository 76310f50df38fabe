import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { answerByKind, knocksOut } from '../../shared/answers.js';
import {
  APPLICATION_MESSAGES,
  type ApplicationListItem,
  type ApplicationStatus,
  type StatusChange,
} from '../../shared/applications.js';
import {
  applicationSchemaFor,
  type ApplicationSubmission,
  RESUME_MAX_BYTES,
} from '../../shared/application-submissions.js';
import { type ApplicationDetail } from '../../shared/application-details.js';
import {
  givenEqualityAnswers,
  type LegalAnswers,
  legalQuestionSetOf,
  SELF_IDENTIFICATION_ANSWERS,
  UNASKED_LEGAL_ANSWERS,
} from '../../shared/legal-questions.js';
import type { Role } from '../../shared/auth.js';
import { POSTING_MESSAGES } from '../../shared/posting-form.js';
import { questionDetailsOf } from '../../shared/questions.js';
import { withCaller, type CallerOfRow } from '../auth/index.js';
import type { SessionKey, SessionUser } from '../auth/index.js';
import { can } from '../../shared/roles.js';
import type { Database } from '../db/database.js';
import {
  applicationDrafts,
  applications,
  companies,
  companyProfiles,
  offerSignatures,
  files,
  hiringTeamMembers,
  postings,
  statusChanges,
  users,
} from '../db/schema.js';
import { FileUnavailable, type FileService } from '../files/service.js';
import type { Tx } from '../db/database.js';
import { decodeBase64File, type DetectedFile, detectDocument } from '../files/uploads.js';
import { isUniqueViolation } from '../db/errors.js';
import { isUuid } from '../http/ids.js';
import { applicationEmailsColumn, enqueueMail, toApplicationEmails } from '../mail/outbox.js';
import { applicationLink, newApplicationMail } from '../notifications/index.js';
import { notifyTeam } from '../notifications/index.js';
import { noticeOnApply } from '../privacy/index.js';
import { Refusal, SchemaRefusal } from '../refusal.js';
import { interviewsFor } from '../auth/index.js';
import { applicationReceivedMail } from './mails.js';
import { companySender } from '../mail/senders.js';
import { brandOf, brandSourceColumn, brandView } from '../mail/brand.js';
import { firstSubmittedStage, stageTemplateFor } from '../pipeline/index.js';
import { candidateSeesChange, candidateView } from '../pipeline/index.js';
import { listColumns, toListItem } from './list-items.js';
import { stageColumns } from '../pipeline/index.js';
import { recruiterEmailColumn } from '../postings/index.js';
import type { MoveService } from '../pipeline/index.js';
import { publish } from '../events.js';

interface StatusChangeRow {
  from_stage: string | null;
  to_stage: string | null;
  from_status: ApplicationStatus | null;
  to_status: ApplicationStatus;
  changed_at: string;
  changed_by_role: Role;
  changed_by_name: string | null;
}

/**
 * Who made a company's change, as the reader sees them: the member's own name, or while they have given none, their
 * address to their team and their company's name to the candidate (decision 037).
 */
const changerName = (role: Role) =>
  role === 'candidate'
    ? sql`CASE WHEN changer.name = changer.email
        THEN (SELECT ${companies.name} FROM ${companies} WHERE ${companies.id} = changer.company_id)
        ELSE changer.name END`
    : sql`changer.name`;

/**
 * An application's status changes, oldest first, as a column of the query that reads the application: the company's
 * changes carry who made them, the candidate's the name on the application, which they typed to sign their answer.
 * The candidate's history stops before a move that is still held, leaves out the moves they were never shown, and
 * says each came from what they saw.
 */
const statusHistoryColumn = (role: Role) => sql<StatusChangeRow[]>`(
  SELECT coalesce(json_agg(json_build_object(
    'from_status', ${role === 'candidate' ? statusChanges.seenStatus : statusChanges.fromStatus},
    'to_status', ${statusChanges.toStatus},
    'changed_at', ${statusChanges.createdAt}, 'changed_by_role', ${statusChanges.changedByRole},
    'from_stage', ${statusChanges.fromStage}, 'to_stage', ${statusChanges.toStage},
    'changed_by_name', CASE WHEN ${statusChanges.changedByRole} = 'candidate'
      THEN ${applications.firstName} || ' ' || ${applications.lastName}
      ELSE (SELECT ${changerName(role)} FROM ${users} changer WHERE changer.id = ${statusChanges.changedBy}) END
  ) ORDER BY ${statusChanges.createdAt}, ${statusChanges.id}), '[]')
  FROM ${statusChanges} WHERE ${statusChanges.applicationId} = ${applications.id}
  ${role === 'candidate' ? sql`AND ${candidateSeesChange(statusChanges)}` : sql``})`;

/**
 * The history as the reader may see it: the company sees every move with its stages; a candidate sees changes of
 * status alone, never the company's stages.
 */
function toStatusHistory(rows: StatusChangeRow[], role: Role): StatusChange[] {
  if (role === 'recruiter') return rows.map((row) => ({ ...row, changed_at: new Date(row.changed_at).toISOString() }));
  return rows
    .filter((row) => row.from_status !== row.to_status)
    .map(({ from_stage: _from, to_stage: _to, ...row }) => ({
      ...row,
      changed_at: new Date(row.changed_at).toISOString(),
    }));
}

/**
 * One application with its posting and resume file, read in the statement that looks the caller's session up
 * (`withCaller`): the row is there only if the caller owns the application, as its candidate or as the company that
 * posted the job. The company also sees the e-mails about it; the candidate's statement leaves them NULL.
 */
function prepareDetailQueries(db: Database, role: Role) {
  const { caller, idOf, companyOf, seesApplication, may, sessionToTouch } = withCaller(db);
  const isOwner =
    role === 'recruiter'
      ? and(
          eq(applications.companyId, companyOf('readApplications')),
          // A deleted posting's applications are closed to its company; their candidates keep them.
          isNull(postings.deletedAt),
          seesApplication(applications.postingId, applications.id),
        )
      : eq(applications.candidateId, idOf('candidate'));
  const emails = role === 'recruiter' ? applicationEmailsColumn(applications.id) : sql<null>`NULL`;
  const seen = role === 'candidate' ? candidateView(applications) : applications;
  // A candidate always reads their own answers; a company's reviewers only when it chose to show them, and never an
  // Interviewer.
  const showsSelfIdentification =
    role === 'recruiter'
      ? sql<boolean>`(${may('seeSelfIdentification')} AND coalesce((SELECT ${companyProfiles.showSelfIdentification} FROM ${companyProfiles} WHERE ${companyProfiles.companyId} = ${applications.companyId}), false))`
      : sql<boolean>`true`;
  const columns = {
    ...listColumns,
    status: seen.status,
    offerFileId: seen.offerFileId,
    // An acceptance is the candidate's own move, never held: both sides see its signed copy at once.
    signedOfferFileId: sql<
      string | null
    >`(SELECT ${offerSignatures.signedFileId} FROM ${offerSignatures} WHERE ${offerSignatures.applicationId} = ${applications.id})`,
    application: applications,
    resumeFile: files,
    emails,
    history: statusHistoryColumn(role),
    stageName: stageColumns.stageName,
    showsSelfIdentification,
    brand: role === 'candidate' ? brandSourceColumn(applications.companyId) : sql<null>`NULL`,
  };
  const detail = db
    .with(caller)
    .select({ ...columns, sessionToTouch })
    .from(applications)
    .innerJoin(postings, eq(postings.id, applications.postingId))
    .innerJoin(companies, eq(companies.id, postings.companyId))
    .leftJoin(files, eq(files.id, applications.resumeFileId))
    .where(and(eq(applications.id, sql.placeholder('applicationId')), isOwner))
    .limit(1);
  return {
    detail: detail.prepare(`application_detail_for_${role}`),
    // A digest of the very row the detail is made of, as this caller may read it: any change to what it shows, or to
    // what the caller may see of it, gives another.
    tag: db
      .select({
        tag: sql<string>`md5(detail_row::text)`,
        sessionToTouch: sql<string | null>`detail_row.session_to_touch`,
      })
      .from(sql`(${detail}) AS detail_row`)
      .prepare(`application_detail_tag_for_${role}`),
  };
}

/** A resume sent as a data URL or bare base64: a PDF, DOC or DOCX by its bytes, within the size limit. */
export function decodeResume(encoded: string): Promise<DetectedFile> {
  return detectDocument(
    decodeBase64File(encoded, RESUME_MAX_BYTES, APPLICATION_MESSAGES.resumeTooLarge, APPLICATION_MESSAGES.resumeType),
    APPLICATION_MESSAGES.resumeType,
  );
}

/** The stored file an application's resume points at, and the name the candidate's file had, when known. */
interface ResumeChoice {
  resumeFileId: string;
  resumeName: string | null;
}

/** What a reviewer receives for each self-identification answer the company does not show: the shape stays. */
const HIDDEN_SELF_IDENTIFICATION = Object.fromEntries(SELF_IDENTIFICATION_ANSWERS.map((name) => [name, ''])) as Record<
  (typeof SELF_IDENTIFICATION_ANSWERS)[number],
  ''
>;

type PreparedApplication = NonNullable<Awaited<ReturnType<ApplicationService['prepare']>>>;

/**
 * The legal answers an application keeps: those its form asked. The full form asks its posting's country's (the
 * United States' and Canada's there, the UK's optional equality monitoring in the UK, none elsewhere); a quick form
 * those its company asks again.
 */
function legalAnswersFor(
  posting: { applicationForm: string; country: string },
  input: Pick<ApplicationSubmission, 'legal_questions' | 'equality_monitoring'>,
): LegalAnswers {
  const set = posting.applicationForm === 'full' ? legalQuestionSetOf(posting.country) : 'north_america';
  if (set === 'north_america') return { ...UNASKED_LEGAL_ANSWERS, ...input.legal_questions };
  if (set === 'none') return UNASKED_LEGAL_ANSWERS;
  return { ...UNASKED_LEGAL_ANSWERS, equality_monitoring: givenEqualityAnswers(input.equality_monitoring) };
}

/** Applying, and the candidate's and the company's reads of applications; the reads are prepared statements. */
export class ApplicationService {
  private readonly candidateListQuery;
  private readonly detailQueries;

  constructor(
    private readonly db: Database,
    private readonly files: FileService,
    private readonly appUrl: string,
    private readonly moves: MoveService,
  ) {
    const candidate = withCaller(db);
    this.candidateListQuery = db
      .with(candidate.caller)
      .select({ ...listColumns, status: candidateView(applications).status, sessionToTouch: candidate.sessionToTouch })
      .from(applications)
      .innerJoin(postings, eq(postings.id, applications.postingId))
      .innerJoin(companies, eq(companies.id, postings.companyId))
      .where(eq(applications.candidateId, candidate.idOf('candidate')))
      .orderBy(desc(applications.createdAt))
      .prepare('candidate_applications');
    this.detailQueries = {
      candidate: prepareDetailQueries(db, 'candidate'),
      recruiter: prepareDetailQueries(db, 'recruiter'),
    };
  }

  /**
   * Answers the new application's id, or nothing when the posting is not there. The submission is held to its
   * posting's form, each answer to its question's kind; an answer that knocks the application out moves it to Not
   * Selected at once, held as a member's move would be. A `guest` sent it without an account: its address waits
   * for its owner's confirmation, which the e-mail's link gives.
   */
  async apply(
    candidateId: string,
    submission: ApplicationSubmission,
    guest?: { addressLink: string },
  ): Promise<string | undefined> {
    const prepared = await this.prepare(submission);
    return prepared && this.store(candidateId, prepared, { guest });
  }

  /**
   * Holds a submission to its posting's form and questions, before anything is stored; nothing when the posting is
   * not there.
   */
  async prepare(submission: ApplicationSubmission) {
    const [posting] = await this.db
      .select({
        id: postings.id,
        companyId: postings.companyId,
        title: postings.title,
        questions: postings.questions,
        questionDetails: postings.questionDetails,
        applicationForm: postings.applicationForm,
        country: postings.country,
        quickFormFields: companies.quickFormFields,
        isActive: postings.isActive,
        deadline: postings.deadline,
        deletedAt: postings.deletedAt,
        companyName: companies.name,
        recruiterEmail: recruiterEmailColumn,
      })
      .from(postings)
      .innerJoin(companies, eq(companies.id, postings.companyId))
      .where(eq(postings.id, submission.posting_id))
      .limit(1);
    if (!posting || posting.deletedAt) return undefined;
    const checked = applicationSchemaFor(posting.applicationForm, posting.quickFormFields, posting.country).safeParse(
      submission,
    );
    if (!checked.success) throw new SchemaRefusal(checked.error);
    const input = checked.data;
    if (!posting.isActive || (posting.deadline !== null && posting.deadline.getTime() <= Date.now()))
      throw new Refusal('closed', POSTING_MESSAGES.closed);

    // Answers are kept in the posting's own order, and only for its own questions.
    const answerOf = new Map(input.questions.map((pair) => [pair.question, pair.answer]));
    const details = questionDetailsOf(posting.questions, posting.questionDetails);
    if (details.some((detail) => !answerOf.get(detail.text)))
      throw new Refusal('invalid', APPLICATION_MESSAGES.unansweredQuestion);
    const answers = details.map((detail) => {
      const kept = answerByKind(detail, answerOf.get(detail.text)!);
      if ('refusal' in kept) throw new Refusal('invalid', kept.refusal, 'questions');
      return { question: detail.text, answer: kept.answer };
    });
    const knockout = details.find((detail, index) => knocksOut(detail, answers[index]!.answer));
    return { posting, input, answers, knockout };
  }

  /**
   * Stores a prepared application of the candidate's, with its resume decoded already (`resume`) or as the
   * submission, an earlier application or the draft holds it.
   */
  async store(
    candidateId: string,
    { posting, input, answers, knockout }: PreparedApplication,
    { guest, resume: decoded }: { guest?: { addressLink: string } | undefined; resume?: DetectedFile } = {},
  ): Promise<string> {
    const [existing] = await this.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.postingId, posting.id), eq(applications.candidateId, candidateId)))
      .limit(1);
    if (existing) throw new Refusal('conflict', APPLICATION_MESSAGES.duplicate);

    // The resume comes in the submission (the specification's shape), is one the candidate sent before, or was
    // uploaded to the draft beforehand.
    const [draft] = await this.db
      .select({ resumeFileId: applicationDrafts.resumeFileId, resumeName: applicationDrafts.resumeName })
      .from(applicationDrafts)
      .where(and(eq(applicationDrafts.candidateId, candidateId), eq(applicationDrafts.postingId, posting.id)));
    const insertApplication = async (tx: Tx, { resumeFileId, resumeName }: ResumeChoice) => {
      const [created] = await tx
        .insert(applications)
        .values({
          postingId: posting.id,
          companyId: posting.companyId,
          stageId: firstSubmittedStage(posting.companyId),
          candidateId,
          firstName: input.first_name,
          lastName: input.last_name,
          email: sql`(SELECT ${users.email} FROM ${users} WHERE ${users.id} = ${candidateId})`,
          phone: input.phone,
          country: input.country ?? '',
          address: input.address ?? '',
          city: input.city ?? '',
          province: input.province ?? '',
          postalCode: input.postal_code ?? '',
          bio: input.short_bio ?? input.bio ?? '',
          answers,
          legalQuestions: legalAnswersFor(posting, input),
          resumeFileId,
          resumeName,
          source: input.source ?? null,
          emailConfirmed: guest === undefined,
          ...(await noticeOnApply(tx, posting.companyId, input)),
        })
        .returning({ id: applications.id, email: applications.email, stageId: applications.stageId });
      await publish(tx, 'application.created', {
        companyId: posting.companyId,
        data: [
          {
            application_id: created!.id,
            posting_id: posting.id,
          },
        ],
      });
      await enqueueMail(
        tx,
        {
          ...applicationReceivedMail(
            created!.email,
            input.first_name,
            posting.title,
            posting.companyName,
            this.appUrl,
            guest?.addressLink,
            await stageTemplateFor(tx, created!.stageId, created!.id),
          ),
          ...companySender(posting.companyName, posting.recruiterEmail),
          applicationId: created!.id,
        },
        created!.id,
      );
      await notifyTeam(tx, {
        kind: 'new_application',
        applicationId: created!.id,
        postingId: posting.id,
        companyId: posting.companyId,
        recruiterEmail: posting.recruiterEmail,
        mail: (to) =>
          newApplicationMail({
            to,
            candidate: `${input.first_name} ${input.last_name}`,
            jobTitle: posting.title,
            link: applicationLink(this.appUrl, created!.id),
          }),
      });
      if (knockout) await this.moves.knockOut(tx, created!.id, knockout.text);
      // Submitting ends the draft; a resume it held that the submission replaced goes with it.
      await tx
        .delete(applicationDrafts)
        .where(and(eq(applicationDrafts.candidateId, candidateId), eq(applicationDrafts.postingId, posting.id)));
      const unusedResume =
        draft?.resumeFileId && draft.resumeFileId !== resumeFileId
          ? await this.files.deleteRow(tx, draft.resumeFileId)
          : undefined;
      return { id: created!.id, unusedResume };
    };

    try {
      if (!input.resume && !decoded) {
        const created = await this.db.transaction(async (tx) => {
          const resume = input.resume_file_id
            ? await this.chosenResume(tx, candidateId, input.resume_file_id)
            : draft?.resumeFileId && { resumeFileId: draft.resumeFileId, resumeName: draft.resumeName };
          if (!resume) throw new Refusal('invalid', APPLICATION_MESSAGES.fillAll);
          return insertApplication(tx, resume);
        });
        await this.files.removeBytes(created.unusedResume);
        return created.id;
      }
      const created = await this.files.storeWith(
        candidateId,
        decoded ?? (await decodeResume(input.resume!)),
        async (tx, insertFile) => insertApplication(tx, { resumeFileId: (await insertFile(tx)).id, resumeName: null }),
      );
      await this.files.removeBytes(created.unusedResume);
      return created.id;
    } catch (error) {
      // Two submits at once both pass the check above; the unique index lets exactly one in.
      if (isUniqueViolation(error)) throw new Refusal('conflict', APPLICATION_MESSAGES.duplicate);
      throw error;
    }
  }

  /**
   * The resume `fileId` names: one the candidate uploaded for a resume (`POST /api/uploads/`), marked used, or the
   * resume file of one of their own applications, pointed at again. Either file row is never changed after, so each
   * application keeps the bytes it was sent with. Any other id, another candidate's file among them, is refused alike,
   * so the answer never tells whose it is.
   */
  private async chosenResume(tx: Tx, candidateId: string, fileId: string): Promise<ResumeChoice> {
    const uploaded = await this.files.claimUpload(tx, candidateId, fileId, 'resume');
    if (uploaded) return { resumeFileId: uploaded.id, resumeName: uploaded.name };
    const [earlier] = await tx
      .select({ resumeFileId: applications.resumeFileId, resumeName: applications.resumeName })
      .from(applications)
      .where(and(eq(applications.candidateId, candidateId), eq(applications.resumeFileId, fileId)))
      .orderBy(desc(applications.createdAt))
      .limit(1);
    if (!earlier?.resumeFileId) throw new Refusal('invalid', APPLICATION_MESSAGES.resumeNotYours, 'resume_file_id');
    return { resumeFileId: earlier.resumeFileId, resumeName: earlier.resumeName };
  }

  /** The applications of the candidate whose session `key` names; the route admits the caller with the `firstRow`. */
  async listForCandidate(
    key: SessionKey,
  ): Promise<{ firstRow: CallerOfRow | undefined; items: ApplicationListItem[] }> {
    const rows = await this.candidateListQuery.execute({ ...key });
    return { firstRow: rows[0], items: rows.map(toListItem) };
  }

  /**
   * One application with everything submitted, if the caller whose session `key` names owns it in `role`: as its
   * candidate, or as the company that posted the job. The route admits the caller with the `firstRow` and answers
   * 404 without a `detail`. The resume comes as base64 (the specification's shape) unless the caller reads it from
   * `resume_url` instead.
   */
  /**
   * The tag of the version of an application's detail as the caller may read it, with its resume by address: nothing
   * when they may not. It reads what the detail would, and sends a digest of it rather than the detail.
   */
  async detailTag(
    key: SessionKey,
    role: Role,
    applicationId: string,
  ): Promise<{ firstRow: CallerOfRow | undefined; tag?: string }> {
    if (!isUuid(applicationId)) return { firstRow: undefined };
    const [row] = await this.detailQueries[role].tag.execute({ ...key, applicationId });
    return { firstRow: row, tag: row?.tag };
  }

  async detail(
    key: SessionKey,
    role: Role,
    applicationId: string,
    { resumeData = true }: { resumeData?: boolean } = {},
  ): Promise<{ firstRow: CallerOfRow | undefined; detail?: ApplicationDetail }> {
    // An id that is no uuid names no application: the caller is still admitted before the 404.
    if (!isUuid(applicationId)) return { firstRow: undefined };
    const [row] = await this.detailQueries[role].detail.execute({ ...key, applicationId });
    if (!row) return { firstRow: undefined };
    const { application, resumeFile } = row;
    // A resume the file store has lost leaves the rest of the application readable; its download answers 503.
    const resume =
      resumeFile && resumeData
        ? await this.files.read(resumeFile).then(
            (bytes) => bytes.toString('base64'),
            (error: unknown) => {
              if (error instanceof FileUnavailable) return '';
              throw error;
            },
          )
        : '';
    const detail = {
      ...toListItem(row),
      country: application.country,
      city: application.city,
      province: application.province,
      postal_code: application.postalCode,
      address: application.address,
      bio: application.bio,
      questions: application.answers,
      legal_questions: row.showsSelfIdentification
        ? application.legalQuestions
        : { ...application.legalQuestions, ...HIDDEN_SELF_IDENTIFICATION, equality_monitoring: undefined },
      resume,
      resume_url: resumeFile ? `/api/files/${resumeFile.id}` : null,
      resume_type: resumeFile?.contentType ?? null,
      resume_name: resumeFile
        ? `resume-${application.firstName}-${application.lastName}.${resumeFile.extension}`.replace(/[^\w.-]+/g, '-')
        : null,
      offer_url: row.offerFileId ? `/api/files/${row.offerFileId}` : null,
      signed_offer_url: row.signedOfferFileId ? `/api/files/${row.signedOfferFileId}` : null,
      withdrawal_reason: application.withdrawalReason,
      email_confirmed: application.emailConfirmed,
      // Read before self-identification answers are hidden, which empties them too.
      not_asked: [
        ...Object.entries({
          country: application.country,
          city: application.city,
          address: application.address,
          province: application.province,
          postal_code: application.postalCode,
          bio: application.bio,
        }),
        ...Object.entries(application.legalQuestions),
      ].flatMap(([field, value]) => (value === '' ? [field] : [])),
      status_history: toStatusHistory(row.history, role),
      ...(role === 'recruiter' && { stage: { id: application.stageId, name: row.stageName } }),
      emails: row.emails ? toApplicationEmails(row.emails) : undefined,
      company_brand: row.brand ? brandView(brandOf(row.brand)) : undefined,
    };
    return { firstRow: row, detail };
  }

  /**
   * Who may download a file: its uploader, or a party to an application that uses it: its candidate, for the resume
   * and the offer they see, or a member of the company who may see the application.
   */
  async canReadFile(user: SessionUser, fileId: string): Promise<boolean> {
    const seesEvery = user.memberRole !== null && can(user.memberRole, 'seeEveryPosting');
    const seen = candidateView({
      id: sql`a.id`,
      status: sql`a.status`,
      stageId: sql`a.stage_id`,
      offerFileId: sql`a.offer_file_id`,
    });
    const { rows } = await this.db.execute(sql`
      SELECT 1 FROM files f WHERE f.id = ${fileId} AND (
        -- An offer's uploader loses it with its deleted posting, as their company does.
        (f.owner_id = ${user.userId} AND NOT EXISTS (
          SELECT 1 FROM ${applications} a JOIN ${postings} p ON p.id = a.posting_id
          WHERE (a.resume_file_id = f.id OR a.offer_file_id = f.id)
            AND p.deleted_at IS NOT NULL AND a.candidate_id <> ${user.userId}
        ))
        OR EXISTS (
          SELECT 1 FROM ${applications} a
          WHERE a.candidate_id = ${user.userId} AND (a.resume_file_id = f.id OR ${seen.offerFileId} = f.id OR EXISTS (
            SELECT 1 FROM ${offerSignatures} s WHERE s.application_id = a.id AND s.signed_file_id = f.id))
        )
        OR EXISTS (
          -- A deleted posting's applications, and so their files, are their candidates' alone; a resume that another
          -- application of the same candidate uses again stays open to that application's company.
          SELECT 1 FROM ${applications} a JOIN ${postings} p ON p.id = a.posting_id
          WHERE (a.resume_file_id = f.id OR a.offer_file_id = f.id OR EXISTS (
              SELECT 1 FROM ${offerSignatures} s WHERE s.application_id = a.id AND s.signed_file_id = f.id))
            AND p.deleted_at IS NULL
            AND a.company_id = ${user.companyId} AND (${seesEvery} OR EXISTS (
              SELECT 1 FROM ${hiringTeamMembers} h WHERE h.posting_id = a.posting_id AND h.member_id = ${user.userId})
              OR ${interviewsFor(sql`${user.userId}`, sql`a.id`)})
        )
      )`);
    return rows.length > 0;
  }
}
