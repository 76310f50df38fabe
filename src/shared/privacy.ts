import { z } from 'zod';
import { answerOf } from './api.js';
import { isWebLink, multiLineText, paragraphsOf, singleLineText } from './text.js';

// A company's privacy notice, the retention of its candidates' data, and a candidate's talent-pool consent.

export const PRIVACY_LIMITS = {
  noticeLength: 20_000,
  urlLength: 2000,
  minRetentionMonths: 1,
  maxRetentionMonths: 60,
  /** What the retention field offers when it is first turned on. */
  defaultRetentionMonths: 24,
  /** Nothing is erased for this long after retention is first turned on, so that a company can check its setting. */
  graceDays: 30,
} as const;

/** The version an application names when its candidate was shown the default notice of a company without one. */
export const DEFAULT_NOTICE_VERSION = 0;

export const PRIVACY_MESSAGES = {
  noticeText: 'Write the privacy notice.',
  noticeLength: `Keep the privacy notice within ${PRIVACY_LIMITS.noticeLength.toLocaleString('en')} characters.`,
  noticeUrl: 'Enter a link starting with http:// or https://, or leave it empty.',
  retention: `Choose a retention from ${PRIVACY_LIMITS.minRetentionMonths} to ${PRIVACY_LIMITS.maxRetentionMonths} months, or turn it off.`,
  noticeChanged:
    'The privacy notice changed while you were applying. Read the new one on this page, then send your application again.',
  noticeVersion: 'Send the version of the privacy notice you were shown.',
} as const;

export const PRIVACY_TOASTS = {
  saved: 'Privacy settings saved.',
  consentWithdrawn: 'You withdrew your consent: we will not keep your details for future openings.',
} as const;

export const TALENT_POOL_CONSENT_LABEL = 'Keep my details for future openings';

/** How long the company keeps an application, as its candidates read it. */
export function retentionInWords(months: number | null): string {
  if (months === null) return 'We keep your application until you ask us to delete it';
  return `We keep your application for ${months} ${months === 1 ? 'month' : 'months'} after our decision`;
}

/** The notice of a company that has not written its own: plain words naming the company. */
export function defaultNoticeText(companyName: string, retentionMonths: number | null): string {
  return [
    `${companyName} collects what you send with your application: your name, contact details, resume, your answers to its questions and anything else you choose to tell it.`,
    `${companyName} uses it only to assess your application, and only ${companyName}'s hiring team sees it.`,
    `${retentionInWords(retentionMonths)}.`,
    'You have the right to a copy of your data, to have it corrected, to have it erased and to take it with you, and to complain to a data protection supervisory authority.',
    `To use these rights, open My data or Delete my account in your candidate portal, or contact ${companyName}.`,
  ].join('\n\n');
}

const SUMMARY_LENGTH = 300;

/** The notice's paragraphs: it is plain text, its paragraphs apart by blank lines. */
export const noticeParagraphs = (text: string): string[] => paragraphsOf(text);

/** What an apply page shows before the full notice: its first paragraph, cut short at a word. */
export function noticeSummary(text: string): string {
  const first = noticeParagraphs(text)[0] ?? '';
  return first.length <= SUMMARY_LENGTH ? first : `${first.slice(0, SUMMARY_LENGTH - 1).replace(/\s+\S*$/, '')}…`;
}

export const PrivacySettingsInputSchema = z.object({
  notice_text: multiLineText({ error: PRIVACY_MESSAGES.noticeText })
    .trim()
    .min(1, PRIVACY_MESSAGES.noticeText)
    .max(PRIVACY_LIMITS.noticeLength, PRIVACY_MESSAGES.noticeLength),
  notice_url: singleLineText({ error: PRIVACY_MESSAGES.noticeUrl })
    .trim()
    .max(PRIVACY_LIMITS.urlLength, PRIVACY_MESSAGES.noticeUrl)
    .refine((link) => link === '' || isWebLink(link), PRIVACY_MESSAGES.noticeUrl)
    .nullish()
    .transform((link) => link || null),
  retention_months: z
    .number({ error: PRIVACY_MESSAGES.retention })
    .int(PRIVACY_MESSAGES.retention)
    .min(PRIVACY_LIMITS.minRetentionMonths, PRIVACY_MESSAGES.retention)
    .max(PRIVACY_LIMITS.maxRetentionMonths, PRIVACY_MESSAGES.retention)
    .nullable(),
});
export type PrivacySettingsInput = z.input<typeof PrivacySettingsInputSchema>;

export const PrivacyNoticeSchema = z.object({
  /** 0 for the default notice of a company that has not written its own. */
  version: z.number().int(),
  text: z.string(),
  url: z.string().nullable(),
  /** Null for the default notice. */
  created_at: z.string().nullable(),
  created_by_name: z.string().nullable(),
});
export type PrivacyNotice = z.infer<typeof PrivacyNoticeSchema>;

export const PrivacySettingsSchema = z.object({
  notice: PrivacyNoticeSchema,
  /** Every written version, newest first; empty while the default notice is used. */
  versions: z.array(PrivacyNoticeSchema),
  retention_months: z.number().int().nullable(),
  retention_in_words: z.string(),
  /** When retention first counts: the grace period after it was first turned on; null while it never was. */
  retention_effective_from: z.string().nullable(),
});
export type PrivacySettings = z.infer<typeof PrivacySettingsSchema>;
export const PrivacySettingsAnswerSchema = answerOf({ data: PrivacySettingsSchema });

/** What a candidate is shown before applying to one of the company's postings. */
export const PublicPrivacyNoticeSchema = z.object({
  company_name: z.string(),
  version: z.number().int(),
  text: z.string(),
  url: z.string().nullable(),
  retention_in_words: z.string(),
  /** The company's public page of its current notice. */
  page_url: z.string(),
});
export type PublicPrivacyNotice = z.infer<typeof PublicPrivacyNoticeSchema>;
export const PublicPrivacyNoticeAnswerSchema = answerOf({ data: PublicPrivacyNoticeSchema });

/** What a submission may add: the notice version the client showed, and the optional talent-pool consent. */
export const ApplicationPrivacyFieldsSchema = z.object({
  privacy_notice_version: z.number({ error: PRIVACY_MESSAGES.noticeVersion }).int().min(0).optional(),
  talent_pool_consent: z.boolean().optional(),
});

export const ApplicationPrivacySchema = z.object({
  /** Null for an application sent before notices were shown. */
  notice_version: z.number().int().nullable(),
  notice_shown_at: z.string().nullable(),
  talent_pool: z
    .object({ consented_at: z.string(), notice_version: z.number().int(), withdrawn_at: z.string().nullable() })
    .nullable(),
});
export type ApplicationPrivacy = z.infer<typeof ApplicationPrivacySchema>;
export const ApplicationPrivacyAnswerSchema = answerOf({ data: ApplicationPrivacySchema });

/** One of the candidate's talent-pool consents, as their My data page lists them. */
export const TalentPoolConsentSchema = z.object({
  application_id: z.string(),
  job_title: z.string(),
  company_name: z.string(),
  consented_at: z.string(),
  withdrawn_at: z.string().nullable(),
});
export type TalentPoolConsent = z.infer<typeof TalentPoolConsentSchema>;
export const TalentPoolConsentsAnswerSchema = answerOf({ data: z.array(TalentPoolConsentSchema) });
