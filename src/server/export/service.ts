import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  EXPORT_FORMAT_VERSION,
  type ExportData,
  ExportDataSchema,
  type ExportedApplication,
  type ExportedFile,
} from '../../shared/export.js';
import type { Member } from '../auth/index.js';
import type { CandidateData, ExportedPart, ExportScope } from '../candidate-data.js';
import type { Database } from '../db/database.js';
import {
  applications,
  candidateProfiles,
  companies,
  files,
  offerSignatures,
  pipelineStages,
  postings,
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
  constructor(
    private readonly db: Database,
    /** Every capability's candidate data: each gives its part of the exported applications. */
    private readonly candidateData: readonly CandidateData[],
  ) {}

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
        signedOfferFileId: sql<
          string | null
        >`(SELECT ${offerSignatures.signedFileId} FROM ${offerSignatures} WHERE ${offerSignatures.applicationId} = ${applications.id})`,
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
    const exportScope: ExportScope = {
      candidateId,
      ...(scope.companyId !== undefined && { companyId: scope.companyId }),
      workProduct: scope.workProduct,
      accountEmail: account.email,
      applications: rows.map(({ application }) => ({ id: application.id, email: application.email })),
    };
    const parts = await Promise.all(
      this.candidateData.map((declaration) => declaration.export?.(this.db, exportScope) ?? new Map()),
    );
    const partsOf = (applicationId: string): ExportedPart =>
      Object.assign({}, ...parts.map((part) => part.get(applicationId) ?? {}));

    const attachedFiles = new Set(rows.flatMap(({ application }) => partsOf(application.id).attachedFiles ?? []));
    const fileIds = new Set([
      ...rows.flatMap(({ application, signedOfferFileId }) => [
        application.resumeFileId,
        application.offerFileId,
        signedOfferFileId,
      ]),
      ...attachedFiles,
    ]);
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
        : rows.some((row) => row.application.offerFileId === fileId || row.signedOfferFileId === fileId)
          ? 'offer'
          : attachedFiles.has(fileId)
            ? 'attachment'
            : 'other';
    const folders = { resume: 'resumes', offer: 'offers', attachment: 'attachments', other: 'other-files' } as const;
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

    const exportedApplications = rows.map(
      ({ application, company, jobTitle, stage, signedOfferFileId }): ExportedApplication => {
        const { attachedFiles: attached = [], ...parts } = partsOf(application.id);
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
          history: [],
          interviews: [],
          emails: [],
          messages: [],
          files: [
            pathOf(application.resumeFileId),
            pathOf(application.offerFileId),
            pathOf(signedOfferFileId),
            ...attached.map(pathOf),
          ].filter((path) => path !== undefined),
          // The schema puts each part in its place in data.json; work product only where its capability gives it.
          ...parts,
        };
      },
    );

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
        time_zone: account.timeZone,
        locale: account.locale,
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
