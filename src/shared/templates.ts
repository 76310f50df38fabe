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
  member_name: 'The name of the member who sends it; "The hiring team" when your company sends it by itself',
} as const;
export type MergeField = keyof typeof MERGE_FIELDS;
export type MergeValues = Record<MergeField, string>;

const FIELD_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The `{{…}}` names in `text` that are no key of `fields`, each once. */
export function unknownFieldsOf(text: string, fields: object): string[] {
  // An own key only: `in` would also find `constructor`, `__proto__` and every other name an object inherits.
  const unknown = [...text.matchAll(FIELD_PATTERN)]
    .map((match) => match[1]!)
    .filter((name) => !Object.hasOwn(fields, name));
  return [...new Set(unknown)];
}

/** `text` with each of `values`' fields replaced; `escape` makes a value safe where the text is HTML. */
export function mergeFields<Field extends string>(
  text: string,
  values: Record<Field, string>,
  escape: (value: string) => string = (v) => v,
): string {
  return text.replace(FIELD_PATTERN, (whole, name: string) =>
    Object.hasOwn(values, name) ? escape(values[name as Field]) : whole,
  );
}

/** The `{{…}}` names in `text` that are no merge field, each once. */
export const unknownMergeFields = (text: string): string[] => unknownFieldsOf(text, MERGE_FIELDS);

/** `text` with each merge field replaced; `escape` makes a value safe where the text is HTML. */
export const mergeTemplate = (text: string, values: MergeValues, escape?: (value: string) => string): string =>
  mergeFields(text, values, escape);

/** The message that refuses `names`, listing the fields that may be used instead. */
export const unknownFieldsMessage = (names: string[], fields: object): string =>
  `Unknown merge field${names.length === 1 ? '' : 's'}: ${names.map((name) => `{{${name}}}`).join(', ')}. Use ${Object.keys(
    fields,
  )
    .map((name) => `{{${name}}}`)
    .join(', ')}.`;

/**
 * The templates every company starts with, written as a good recruiter would write them, and the stage of a new
 * company's pipeline (its phase) that sends each: the acknowledgement when an application arrives, the invitation to
 * an interview (which names no time: the interview's own invitation gives it), the rejection, also for a knock-out
 * answer. Each is the company's to edit, and each stage's to change.
 */
export const DEFAULT_TEMPLATES = [
  {
    name: 'Application received',
    phase: 'Application Submitted',
    subject: 'We have your application for {{job_title}}',
    body: '<p>Hello {{candidate_first_name}},</p><p>Thank you for applying for the {{job_title}} role at {{company_name}}. Your application has reached us, and someone from our team will read it in full.</p><p>We will write to you as soon as we have decided on the next step, whichever way it goes. If you have a question in the meantime, just reply to this e-mail.</p><p>Best wishes,<br>{{member_name}}<br>{{company_name}}</p>',
  },
  {
    name: 'Interview invitation',
    phase: 'Interview Scheduled',
    subject: 'An interview for {{job_title}} at {{company_name}}',
    body: '<p>Hello {{candidate_first_name}},</p><p>Thank you for your patience while we read your application for {{job_title}}. We enjoyed learning about you, and we would like to invite you to an interview.</p><p>We will be in touch separately to agree a time that suits you, with what you need to know: how long it takes, who you will meet and how to join. If there is anything that would make the interview easier for you, such as an adjustment for a disability, reply to this e-mail and tell us.</p><p>We look forward to speaking with you.</p><p>Best wishes,<br>{{member_name}}<br>{{company_name}}</p>',
  },
  {
    name: 'Rejection',
    phase: 'Not Selected',
    subject: 'Your application for {{job_title}} at {{company_name}}',
    body: '<p>Hello {{candidate_first_name}},</p><p>Thank you for applying for {{job_title}} at {{company_name}}, and for the time and care you put into your application.</p><p>We have looked at it closely and decided not to take it further this time. We know this is not the news you hoped for, and we are grateful that you thought of joining us.</p><p>We wish you every success, and we would be glad to hear from you again if you see another role with us that suits you.</p><p>Kind regards,<br>{{member_name}}<br>{{company_name}}</p>',
  },
  {
    name: 'Offer',
    phase: null,
    subject: 'An offer for {{job_title}} at {{company_name}}',
    body: '<p>Hello {{candidate_first_name}},</p><p>We are delighted to offer you the position of {{job_title}}. The offer itself is waiting for you on your application page, linked below, where you can accept or decline it.</p><p>Warm regards,<br>{{member_name}}<br>{{company_name}}</p>',
  },
] as const;

export const TEMPLATE_LIMITS = { name: 100, subject: 200, body: 20_000, templates: 100 } as const;

export const TEMPLATE_MESSAGES = {
  notFound: 'No such template.',
  unknownFields: (names: string[]) => unknownFieldsMessage(names, MERGE_FIELDS),
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
