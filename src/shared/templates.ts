import { z } from 'zod';
import { answerOf } from './api.js';
import { multiLineText, singleLineText } from './text.js';

// A company's e-mail templates: merge fields, the defaults Openhire ships, merging, and the payloads.

/** The merge fields a template may use, written `{{candidate_first_name}}`, and what each stands for. */
export const MERGE_FIELDS = {
  candidate_first_name: "The candidate's first name",
  candidate_last_name: "The candidate's last name",
  job_title: "The posting's title",
  company_name: "Your company's name",
  member_name: 'The name of the member who sends it',
} as const;
export type MergeField = keyof typeof MERGE_FIELDS;
export type MergeValues = Record<MergeField, string>;

const FIELD_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** An own key only: `in` would also find `constructor`, `__proto__` and every other name an object inherits. */
const isMergeField = (name: string): name is MergeField => Object.hasOwn(MERGE_FIELDS, name);

/** The `{{…}}` names in `text` that are no merge field, each once. */
export function unknownMergeFields(text: string): string[] {
  const unknown = [...text.matchAll(FIELD_PATTERN)].map((match) => match[1]!).filter((name) => !isMergeField(name));
  return [...new Set(unknown)];
}

/** `text` with each merge field replaced; `escape` makes a value safe where the text is HTML. */
export function mergeTemplate(text: string, values: MergeValues, escape: (value: string) => string = (v) => v): string {
  return text.replace(FIELD_PATTERN, (whole, name: string) => (isMergeField(name) ? escape(values[name]) : whole));
}

/** The templates every company starts with. */
export const DEFAULT_TEMPLATES = [
  {
    name: 'Interview invitation',
    subject: 'Interview for {{job_title}} at {{company_name}}',
    body: '<p>Hello {{candidate_first_name}},</p><p>Thank you for applying to {{job_title}}. We would like to meet you for an interview. Please reply with a few times that suit you over the next week.</p><p>Best regards,<br>{{member_name}}<br>{{company_name}}</p>',
  },
  {
    name: 'Rejection',
    subject: 'An update on your application to {{job_title}} at {{company_name}}',
    body: '<p>Hello {{candidate_first_name}},</p><p>Thank you for your interest in {{job_title}} and for the time you gave us. After careful consideration, we have decided not to move forward with your application.</p><p>We wish you every success.</p><p>{{member_name}}<br>{{company_name}}</p>',
  },
  {
    name: 'Offer',
    subject: 'An offer for {{job_title}} at {{company_name}}',
    body: '<p>Hello {{candidate_first_name}},</p><p>We are delighted to offer you the position of {{job_title}}. You will find the details of the offer in Openhire, where you can accept or decline it.</p><p>Warm regards,<br>{{member_name}}<br>{{company_name}}</p>',
  },
] as const;

export const TEMPLATE_LIMITS = { name: 100, subject: 200, body: 20_000, templates: 100 } as const;

export const TEMPLATE_MESSAGES = {
  notFound: 'No such template.',
  unknownFields: (names: string[]) =>
    `Unknown merge field${names.length === 1 ? '' : 's'}: ${names.map((name) => `{{${name}}}`).join(', ')}. Use ${Object.keys(
      MERGE_FIELDS,
    )
      .map((name) => `{{${name}}}`)
      .join(', ')}.`,
} as const;

export const TEMPLATE_TOASTS = {
  saved: 'Template saved.',
  deleted: 'Template deleted.',
} as const;

export const EmailTemplateInputSchema = z.object({
  name: singleLineText({ error: 'Name the template.' })
    .trim()
    .min(1, 'Name the template.')
    .max(TEMPLATE_LIMITS.name, `A name must be at most ${TEMPLATE_LIMITS.name} characters.`),
  subject: singleLineText({ error: 'Enter a subject.' }, 'A subject is one line.')
    .trim()
    .min(1, 'Enter a subject.')
    .max(TEMPLATE_LIMITS.subject, `A subject must be at most ${TEMPLATE_LIMITS.subject} characters.`),
  body: multiLineText({ error: 'Write the message.' })
    .trim()
    .min(1, 'Write the message.')
    .max(TEMPLATE_LIMITS.body, `A message must be at most ${TEMPLATE_LIMITS.body} characters.`),
});
export type EmailTemplateInput = z.infer<typeof EmailTemplateInputSchema>;

export const EmailTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  updated_at: z.string(),
});
export type EmailTemplate = z.infer<typeof EmailTemplateSchema>;

export const EmailTemplatesAnswerSchema = answerOf({ data: z.array(EmailTemplateSchema) });
export const EmailTemplateAnswerSchema = answerOf({ data: EmailTemplateSchema });
export const CreatedEmailTemplateAnswerSchema = answerOf({ data: EmailTemplateSchema }, 201);

/** A template merged for one application, as the candidate would receive it. */
export const TemplatePreviewQuerySchema = z.object({ application_id: z.uuid() });
export const TemplatePreviewAnswerSchema = answerOf({ data: z.object({ subject: z.string(), body: z.string() }) });
