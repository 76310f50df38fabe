import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import {
  EXPORT_FORMAT_VERSION,
  type ExportData,
  ExportDataSchema,
  type ExportedApplication,
  type ExportedFile,
} from '../../shared/export.js';
import type { Member } from '../auth/index.js';
import type { Database } from '../db/database.js';
import {
  applicationNotes,
  applications,
  candidateProfiles,
  companies,
  files,
  interviews,
  outbox,
  pipelineStages,
  postings,
  resumeAnnotations,
  scorecards,
  statusChanges,
  users,
} from '../db/schema.js';

/** What goes into the ZIP: `data.json`, and each file's bytes by its storage key under its path in the archive. */
export interface CandidateExport {
  data: ExportData;
  files: { path: string; storageKey: string }[];
}

interface Scope {
  /** Only this company's applications; every company's when absent. */
  companyId?: string;
  workProduct: boolean;
}

const iso = (at: Date) => at.toISOString();
const isoOrNull = (at: Date | null) => (at === null ? null : at.toISOString());

export class ExportService {
  constructor(private readonly db: Database) {}

  /** Everything about a candidate, with every company they applied to. */
  async ofCandidate(candidateId: string): Promise<CandidateExport> {
    return (await this.collect(candidateId, { workProduct: false })) as CandidateExport;
  }

  /**
   * What the member's company holds about the candidate behind one of its applications: never another company's,
   * and its own notes and annotations only when asked for.
   */
  async ofApplicant(member: Member, applicationId: string, workProduct: boolean): Promise<CandidateExport | undefined> {
    const [application] = await this.db
      .select({ candidateId: applications.candidateId })
      .from(applications)
      .where(and(eq(applications.id, applicationId), eq(applications.companyId, member.companyId)));
    if (!application) return undefined;
    return this.collect(application.candidateId, { companyId: member.companyId, workProduct });
  }

  private async collect(candidateId: string, scope: Scope): Promise<CandidateExport | undefined> {
    const [account] = await this.db.select().from(users).where(eq(users.id, candidateId));
    if (!account) return undefined;
    const [profile] = await this.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, candidateId));
    const rows = await this.db
      .select({
        application: applications,
        company: companies.name,
        jobTitle: postings.title,
        stage: pipelineStages.name,
      })
      .from(applications)
      .innerJoin(postings, eq(postings.id, applications.postingId))
      .innerJoin(companies, eq(companies.id, applications.companyId))
      .innerJoin(pipelineStages, eq(pipelineStages.id, applications.stageId))
      .where(
        and(
          eq(applications.candidateId, candidateId),
          scope.companyId === undefined ? undefined : eq(applications.companyId, scope.companyId),
        ),
      )
      .orderBy(asc(applications.createdAt));
    const ids = rows.map((row) => row.application.id);
    const [history, interviewRows, mails, notes, annotations, cards] = await Promise.all([
      this.db
        .select()
        .from(statusChanges)
        .where(inArray(statusChanges.applicationId, ids))
        .orderBy(asc(statusChanges.createdAt)),
      this.db
        .select()
        .from(interviews)
        .where(inArray(interviews.applicationId, ids))
        .orderBy(asc(interviews.createdAt)),
      this.db
        .select()
        .from(outbox)
        .where(
          and(
            inArray(outbox.applicationId, ids),
            isNotNull(outbox.sentAt),
            // Only what went to the candidate: never a member's notification about the same application.
            or(
              eq(outbox.recipient, account.email),
              inArray(
                outbox.recipient,
                rows.map((row) => row.application.email),
              ),
            ),
          ),
        )
        .orderBy(asc(outbox.sentAt)),
      scope.workProduct
        ? this.db
            .select()
            .from(applicationNotes)
            .where(inArray(applicationNotes.applicationId, ids))
            .orderBy(asc(applicationNotes.createdAt))
        : [],
      scope.workProduct
        ? this.db
            .select()
            .from(resumeAnnotations)
            .where(inArray(resumeAnnotations.applicationId, ids))
            .orderBy(asc(resumeAnnotations.createdAt))
        : [],
      // A draft is its author's until submitted: only submitted scorecards are the company's.
      scope.workProduct
        ? this.db
            .select()
            .from(scorecards)
            .where(and(inArray(scorecards.applicationId, ids), eq(scorecards.state, 'submitted')))
            .orderBy(asc(scorecards.submittedAt))
        : [],
    ]);

    const fileIds = new Set(rows.flatMap(({ application }) => [application.resumeFileId, application.offerFileId]));
    fileIds.delete(null);
    const fileRows = await this.db
      .select()
      .from(files)
      .where(
        scope.companyId === undefined
          ? or(eq(files.ownerId, candidateId), inArray(files.id, [...fileIds] as string[]))
          : inArray(files.id, [...fileIds] as string[]),
      )
      .orderBy(asc(files.createdAt));
    const kindOf = (fileId: string): ExportedFile['kind'] =>
      rows.some((row) => row.application.resumeFileId === fileId)
        ? 'resume'
        : rows.some((row) => row.application.offerFileId === fileId)
          ? 'offer'
          : 'other';
    const folders = { resume: 'resumes', offer: 'offers', other: 'other-files' } as const;
    const exported = fileRows.map((file) => {
      const kind = kindOf(file.id);
      return {
        id: file.id,
        storageKey: file.storageKey,
        entry: {
          path: `files/${folders[kind]}/${file.id}.${file.extension}`,
          kind,
          content_type: file.contentType,
          size_bytes: file.sizeBytes,
          sha256: file.sha256,
        } satisfies ExportedFile,
      };
    });
    const pathOf = (fileId: string | null) => exported.find((file) => file.id === fileId)?.entry.path;

    const exportedApplications = rows.map(({ application, company, jobTitle, stage }): ExportedApplication => {
      const mine = <T extends { applicationId: string | null }>(list: T[]) =>
        list.filter((row) => row.applicationId === application.id);
      return {
        id: application.id,
        company,
        job_title: jobTitle,
        submitted_at: iso(application.createdAt),
        status: application.status,
        stage,
        withdrawn_at: isoOrNull(application.withdrawnAt),
        withdrawal_reason: application.withdrawalReason,
        source: application.source,
        details: {
          first_name: application.firstName,
          last_name: application.lastName,
          email: application.email,
          phone: application.phone,
          country: application.country,
          address: application.address,
          city: application.city,
          province: application.province,
          postal_code: application.postalCode,
          bio: application.bio,
        },
        answers: application.answers,
        legal_questions: { ...application.legalQuestions },
        privacy: {
          notice_version: application.noticeVersion,
          notice_shown_at: isoOrNull(application.noticeShownAt),
          talent_pool_consent_at: isoOrNull(application.talentPoolConsentAt),
          talent_pool_notice_version: application.talentPoolNoticeVersion,
          talent_pool_withdrawn_at: isoOrNull(application.talentPoolWithdrawnAt),
        },
        history: mine(history).map((change) => ({
          status: change.toStatus,
          stage: change.toStage,
          at: iso(change.createdAt),
        })),
        interviews: mine(interviewRows).map((interview) => ({
          title: interview.title,
          kind: interview.kind,
          status: interview.status,
          starts_at: isoOrNull(interview.startsAt),
          ends_at: isoOrNull(interview.endsAt),
          time_zone: interview.timeZone,
          location: interview.location,
          video_url: interview.videoUrl,
          note_to_candidate: interview.candidateNote,
          answer: interview.candidateAnswer,
          answer_message: interview.candidateMessage,
        })),
        emails: mine(mails).map((mail) => ({
          subject: mail.subject,
          body_text: mail.textBody,
          sent_at: iso(mail.sentAt ?? mail.createdAt),
        })),
        files: [pathOf(application.resumeFileId), pathOf(application.offerFileId)].filter((path) => path !== undefined),
        ...(scope.workProduct
          ? {
              notes: mine(notes).map((note) => ({ body: note.body, written_at: iso(note.createdAt) })),
              resume_annotations: mine(annotations).map((annotation) => ({
                kind: annotation.kind,
                page: annotation.pageIndex + 1,
                text: annotation.altText,
                at: iso(annotation.createdAt),
              })),
              scorecards: mine(cards).map((card) => ({
                recommendation: card.recommendation,
                ratings: { ...card.ratings },
                summary: card.summary,
                submitted_at: isoOrNull(card.submittedAt),
              })),
            }
          : {}),
      };
    });

    const data = ExportDataSchema.parse({
      format_version: EXPORT_FORMAT_VERSION,
      exported_at: new Date().toISOString(),
      scope: scope.companyId === undefined ? 'candidate' : 'company',
      work_product_included: scope.workProduct,
      account: {
        email: account.email,
        name: account.name,
        created_at: iso(account.createdAt),
        email_confirmed_at: isoOrNull(account.emailConfirmedAt),
      },
      // A company holds what was sent with its applications, never the candidate's own profile.
      profile:
        profile && scope.companyId === undefined
          ? {
              first_name: profile.firstName,
              last_name: profile.lastName,
              phone: profile.phone,
              country: profile.country,
              address: profile.address,
              city: profile.city,
              province: profile.province,
              postal_code: profile.postalCode,
              short_bio: profile.shortBio,
            }
          : null,
      applications: exportedApplications,
      files: exported.map((file) => file.entry),
    } satisfies ExportData);
    return { data, files: exported.map((file) => ({ path: file.entry.path, storageKey: file.storageKey })) };
  }
}
