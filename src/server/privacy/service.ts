import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  type ApplicationPrivacy,
  PRIVACY_LIMITS,
  type PrivacyNotice,
  type PrivacySettings,
  type PrivacySettingsInputSchema,
  retentionInWords,
  type TalentPoolConsent,
} from '../../shared/privacy.js';
import type { z } from 'zod';
import type { Member } from '../auth/index.js';
import type { Database } from '../db/database.js';
import { applications, companies, postings, privacyNotices, users } from '../db/schema.js';
import { memberSeesApplication } from '../auth/index.js';
import { currentNotice, publicNotice } from './notices.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const applicationPrivacyColumns = {
  noticeVersion: applications.noticeVersion,
  noticeShownAt: applications.noticeShownAt,
  talentPoolConsentAt: applications.talentPoolConsentAt,
  talentPoolNoticeVersion: applications.talentPoolNoticeVersion,
  talentPoolWithdrawnAt: applications.talentPoolWithdrawnAt,
};

function applicationPrivacyOf(row: {
  noticeVersion: number | null;
  noticeShownAt: Date | null;
  talentPoolConsentAt: Date | null;
  talentPoolNoticeVersion: number | null;
  talentPoolWithdrawnAt: Date | null;
}): ApplicationPrivacy {
  return {
    notice_version: row.noticeVersion,
    notice_shown_at: row.noticeShownAt?.toISOString() ?? null,
    talent_pool: row.talentPoolConsentAt
      ? {
          consented_at: row.talentPoolConsentAt.toISOString(),
          notice_version: row.talentPoolNoticeVersion!,
          withdrawn_at: row.talentPoolWithdrawnAt?.toISOString() ?? null,
        }
      : null,
  };
}

export class PrivacyService {
  constructor(
    private readonly db: Database,
    private readonly appUrl: string,
  ) {}

  async settings(companyId: string): Promise<PrivacySettings> {
    const [company] = await this.db
      .select({ retentionMonths: companies.retentionMonths, retentionEnabledAt: companies.retentionEnabledAt })
      .from(companies)
      .where(eq(companies.id, companyId));
    const versions = await this.db
      .select({
        version: privacyNotices.version,
        text: privacyNotices.text,
        url: privacyNotices.url,
        createdAt: privacyNotices.createdAt,
        createdByName: users.name,
      })
      .from(privacyNotices)
      .leftJoin(users, eq(users.id, privacyNotices.createdBy))
      .where(eq(privacyNotices.companyId, companyId))
      .orderBy(desc(privacyNotices.version));
    const written: PrivacyNotice[] = versions.map((each) => ({
      version: each.version,
      text: each.text,
      url: each.url,
      created_at: each.createdAt.toISOString(),
      created_by_name: each.createdByName,
    }));
    const current = (await currentNotice(this.db, companyId))!;
    const enabledAt = company!.retentionEnabledAt;
    return {
      notice: written[0] ?? { ...current, created_at: null, created_by_name: null },
      versions: written,
      retention_months: company!.retentionMonths,
      retention_in_words: retentionInWords(company!.retentionMonths),
      retention_effective_from: enabledAt
        ? new Date(enabledAt.getTime() + PRIVACY_LIMITS.graceDays * DAY_MS).toISOString()
        : null,
    };
  }

  /** A changed text or link is kept as a new version; the versions before it stay what candidates were shown. */
  async save(member: Member, input: z.output<typeof PrivacySettingsInputSchema>): Promise<PrivacySettings> {
    await this.db.transaction(async (tx) => {
      // One save at a time per company, so that two never take the same version number.
      const [company] = await tx
        .select({ retentionEnabledAt: companies.retentionEnabledAt })
        .from(companies)
        .where(eq(companies.id, member.companyId))
        .for('update');
      const current = (await currentNotice(tx, member.companyId))!;
      if (current.text !== input.notice_text || current.url !== input.notice_url)
        await tx.insert(privacyNotices).values({
          companyId: member.companyId,
          version: current.version + 1,
          text: input.notice_text,
          url: input.notice_url,
          createdBy: member.userId,
        });
      await tx
        .update(companies)
        .set({
          retentionMonths: input.retention_months,
          ...(input.retention_months !== null && !company!.retentionEnabledAt
            ? { retentionEnabledAt: new Date() }
            : {}),
        })
        .where(eq(companies.id, member.companyId));
    });
    return this.settings(member.companyId);
  }

  /** The notice of an existing posting's company; nothing for a deleted or unknown posting. */
  async postingNotice(postingId: string) {
    const [posting] = await this.db
      .select({ companyId: postings.companyId })
      .from(postings)
      .where(and(eq(postings.id, postingId), isNull(postings.deletedAt)));
    return posting && this.companyNotice(posting.companyId);
  }

  companyNotice(companyId: string) {
    return publicNotice(this.db, companyId, this.appUrl);
  }

  async ofApplication(member: Member, applicationId: string): Promise<ApplicationPrivacy | undefined> {
    const [row] = await this.db
      .select(applicationPrivacyColumns)
      .from(applications)
      .where(and(eq(applications.id, applicationId), memberSeesApplication(member)));
    return row && applicationPrivacyOf(row);
  }

  async ofOwnApplication(candidateId: string, applicationId: string): Promise<ApplicationPrivacy | undefined> {
    const [row] = await this.db
      .select(applicationPrivacyColumns)
      .from(applications)
      .where(and(eq(applications.id, applicationId), eq(applications.candidateId, candidateId)));
    return row && applicationPrivacyOf(row);
  }

  async ownConsents(candidateId: string): Promise<TalentPoolConsent[]> {
    const rows = await this.db
      .select({
        applicationId: applications.id,
        jobTitle: postings.title,
        companyName: companies.name,
        consentedAt: applications.talentPoolConsentAt,
        withdrawnAt: applications.talentPoolWithdrawnAt,
      })
      .from(applications)
      .innerJoin(postings, eq(postings.id, applications.postingId))
      .innerJoin(companies, eq(companies.id, applications.companyId))
      .where(and(eq(applications.candidateId, candidateId), isNotNull(applications.talentPoolConsentAt)))
      .orderBy(desc(applications.talentPoolConsentAt));
    return rows.map((row) => ({
      application_id: row.applicationId,
      job_title: row.jobTitle,
      company_name: row.companyName,
      consented_at: row.consentedAt!.toISOString(),
      withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
    }));
  }

  /** The first withdrawal's time is kept: withdrawing again changes nothing. */
  async withdrawConsent(candidateId: string, applicationId: string): Promise<ApplicationPrivacy | undefined> {
    await this.db
      .update(applications)
      .set({ talentPoolWithdrawnAt: new Date() })
      .where(
        and(
          eq(applications.id, applicationId),
          eq(applications.candidateId, candidateId),
          isNotNull(applications.talentPoolConsentAt),
          isNull(applications.talentPoolWithdrawnAt),
        ),
      );
    return this.ofOwnApplication(candidateId, applicationId);
  }
}
