import { desc, eq } from 'drizzle-orm';
import { careersPath } from '../../shared/careers.js';
import {
  DEFAULT_NOTICE_VERSION,
  defaultNoticeText,
  PRIVACY_MESSAGES,
  type PublicPrivacyNotice,
  retentionInWords,
} from '../../shared/privacy.js';
import type { Database } from '../db/database.js';
import { companies, privacyNotices } from '../db/schema.js';
import type { Tx } from '../db/database.js';
import { Refusal } from '../refusal.js';

export const privacyPagePath = (slug: string): string => `${careersPath(slug)}/privacy`;

/** A company's current notice: its newest written version, or the default one naming it. */
export async function currentNotice(db: Database | Tx, companyId: string) {
  const [company] = await db
    .select({ name: companies.name, slug: companies.slug, retentionMonths: companies.retentionMonths })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return undefined;
  const [written] = await db
    .select({ version: privacyNotices.version, text: privacyNotices.text, url: privacyNotices.url })
    .from(privacyNotices)
    .where(eq(privacyNotices.companyId, companyId))
    .orderBy(desc(privacyNotices.version))
    .limit(1);
  return {
    company,
    version: written?.version ?? DEFAULT_NOTICE_VERSION,
    text: written?.text ?? defaultNoticeText(company.name, company.retentionMonths),
    url: written?.url ?? null,
  };
}

/** The notice as a candidate reads it before applying. */
export async function publicNotice(db: Database, companyId: string, appUrl: string): Promise<PublicPrivacyNotice> {
  const notice = (await currentNotice(db, companyId))!;
  return {
    company_name: notice.company.name,
    version: notice.version,
    text: notice.text,
    url: notice.url,
    retention_in_words: retentionInWords(notice.company.retentionMonths),
    page_url: `${appUrl}${privacyPagePath(notice.company.slug)}`,
  };
}

/**
 * What a new application records of the notice: the version the server serves now. A client that says which version
 * it showed is held to it, so that a candidate never agrees to a notice they did not see; one that says nothing (the
 * specification's clients) was served the current one on the careers page.
 */
export async function noticeOnApply(
  tx: Tx,
  companyId: string,
  submission: { privacy_notice_version?: number | undefined; talent_pool_consent?: boolean | undefined },
) {
  const { version } = (await currentNotice(tx, companyId))!;
  if (submission.privacy_notice_version !== undefined && submission.privacy_notice_version !== version)
    throw new Refusal('conflict', PRIVACY_MESSAGES.noticeChanged, 'privacy_notice_version');
  const now = new Date();
  return {
    noticeVersion: version,
    noticeShownAt: now,
    ...(submission.talent_pool_consent ? { talentPoolConsentAt: now, talentPoolNoticeVersion: version } : {}),
  };
}
