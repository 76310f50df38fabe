import { z } from 'zod';
import { APPLICATION_STATUSES } from './applications.js';

// A copy of a candidate's data: the ZIP's `data.json` and its files, as the candidate or a company's Admin downloads
// it. This schema is the one description of `data.json`; the server writes it through this schema.

export const EXPORT_FORMAT_VERSION = 1;

/** The ZIP's name, dated in UTC: `openhire-my-data-2026-11-26.zip`. */
export function exportFileName(at: Date): string {
  return `openhire-my-data-${at.toISOString().slice(0, 10)}.zip`;
}

export const EXPORT_MESSAGES = {
  candidateNotFound: 'No such candidate.',
} as const;

export const EXPORT_TOASTS = {
  downloadFailed: 'Your data could not be downloaded. Try again in a moment.',
  candidateDownloadFailed: "The candidate's data could not be downloaded. Try again in a moment.",
} as const;

export const MY_DATA_TEXT = {
  title: 'My data',
  description: 'What we hold about you, with every company you applied to, and what you can do with it.',
  download: 'Download my data',
  holds:
    'A ZIP file with your account, your profile, every application you sent with its answers, its status history, ' +
    'interviews, the e-mails you received and the messages you exchanged, your consents, and your resumes, offer ' +
    'files and the files you sent with your messages.',
} as const;

export const CANDIDATE_EXPORT_TEXT = {
  action: "Export candidate's data",
  includeWorkProduct: 'Include notes and scorecards (the company’s own work)',
  holds:
    "A ZIP file with what the candidate sent to your company's postings, their statuses, interviews, e-mails and " +
    'messages.',
} as const;

export const CandidateExportQuerySchema = z.object({
  include: z.enum(['work_product']).optional().meta({
    description: "`work_product` adds the company's own notes, resume annotations and scorecards.",
  }),
});

const when = z.iso.datetime({ offset: true });

const ExportedFileSchema = z.object({
  /** Where the file sits in the ZIP. */
  path: z.string(),
  kind: z.enum(['resume', 'offer', 'attachment', 'other']),
  content_type: z.string(),
  size_bytes: z.number().int().nonnegative(),
  sha256: z.string(),
});

const ExportedApplicationSchema = z.object({
  id: z.uuid(),
  company: z.string(),
  job_title: z.string(),
  submitted_at: when,
  status: z.enum(APPLICATION_STATUSES),
  stage: z.string(),
  withdrawn_at: when.nullable(),
  withdrawal_reason: z.string().nullable(),
  source: z.string().nullable(),
  /** What the candidate submitted with this application. */
  details: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
    country: z.string(),
    address: z.string(),
    city: z.string(),
    province: z.string(),
    postal_code: z.string(),
    bio: z.string(),
  }),
  answers: z.array(z.unknown()),
  /** The legal questions, the voluntary self-identification among them (sex, race, disabled). */
  legal_questions: z.record(z.string(), z.unknown()),
  privacy: z.object({
    notice_version: z.number().int().nullable(),
    notice_shown_at: when.nullable(),
    talent_pool_consent_at: when.nullable(),
    talent_pool_notice_version: z.number().int().nullable(),
    talent_pool_withdrawn_at: when.nullable(),
  }),
  history: z.array(z.object({ status: z.enum(APPLICATION_STATUSES), stage: z.string().nullable(), at: when })),
  interviews: z.array(
    z.object({
      title: z.string(),
      kind: z.string(),
      status: z.string(),
      starts_at: when.nullable(),
      ends_at: when.nullable(),
      time_zone: z.string(),
      location: z.string(),
      video_url: z.string().nullable(),
      note_to_candidate: z.string(),
      answer: z.string(),
      answer_message: z.string().nullable(),
    }),
  ),
  /** The e-mails sent to the candidate about this application. */
  emails: z.array(z.object({ subject: z.string(), body_text: z.string(), sent_at: when })),
  /**
   * The conversation about this application, oldest first: what the team sent the candidate (`out`) and what came
   * back or was written in the portal (`in`), with the names of the files that came with each; the files that were
   * kept are in the ZIP (kind `attachment`).
   */
  messages: z.array(
    z.object({
      direction: z.enum(['out', 'in']),
      kind: z.enum(['message', 'auto_reply', 'bounce']),
      from: z.string(),
      subject: z.string(),
      text: z.string(),
      quoted_text: z.string(),
      at: when,
      attachments: z.array(z.string()),
    }),
  ),
  files: z
    .array(z.string())
    .meta({ description: 'Paths in the ZIP of the resume, offer and message attachments of this application.' }),
  /** Only in an Admin's export with `include=work_product`. */
  notes: z.array(z.object({ body: z.string(), written_at: when })).optional(),
  resume_annotations: z
    .array(z.object({ kind: z.string(), page: z.number().int(), text: z.string().nullable(), at: when }))
    .optional(),
  /** Submitted scorecards, their ratings keyed by the template's criteria. */
  scorecards: z
    .array(
      z.object({
        recommendation: z.string().nullable(),
        ratings: z.record(z.string(), z.unknown()),
        summary: z.string(),
        submitted_at: when.nullable(),
      }),
    )
    .optional(),
});

export const ExportDataSchema = z.object({
  format_version: z.literal(EXPORT_FORMAT_VERSION),
  exported_at: when,
  /** `candidate`: everything, every company; `company`: what one company holds. */
  scope: z.enum(['candidate', 'company']),
  work_product_included: z.boolean(),
  account: z.object({
    email: z.string(),
    name: z.string(),
    created_at: when,
    email_confirmed_at: when.nullable(),
    /** The time zone and language the account's browser last gave: its dates are written in them. */
    time_zone: z.string().nullable(),
    locale: z.string().nullable(),
  }),
  profile: z
    .object({
      first_name: z.string(),
      last_name: z.string(),
      phone: z.string(),
      country: z.string(),
      address: z.string(),
      city: z.string(),
      province: z.string(),
      postal_code: z.string(),
      short_bio: z.string(),
    })
    .nullable(),
  applications: z.array(ExportedApplicationSchema),
  files: z.array(ExportedFileSchema),
});
export type ExportData = z.infer<typeof ExportDataSchema>;
export type ExportedApplication = z.infer<typeof ExportedApplicationSchema>;
export type ExportedFile = z.infer<typeof ExportedFileSchema>;
