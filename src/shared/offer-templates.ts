import { z } from 'zod';
import { answerOf } from './api.js';
import { multiLineText, singleLineText } from './text.js';
import { mergeFields, unknownFieldsMessage, unknownFieldsOf } from './templates.js';

// A company's offer letters: plain text with merge fields, which the app renders to a PDF for one application.

/** The merge fields an offer letter may use, written `{{salary}}`, and what each stands for. */
export const OFFER_MERGE_FIELDS = {
  candidate_name: "The candidate's full name",
  job_title: "The posting's title",
  company_name: "Your company's name",
  salary: 'The salary you offer, as you write it',
  start_date: 'The start date you choose',
  signatory: 'Who signs the offer for the company',
} as const;
export type OfferMergeField = keyof typeof OFFER_MERGE_FIELDS;
type OfferMergeValues = Record<OfferMergeField, string>;

export const unknownOfferFields = (text: string): string[] => unknownFieldsOf(text, OFFER_MERGE_FIELDS);
export const mergeOfferLetter = (text: string, values: OfferMergeValues): string => mergeFields(text, values);

export const OFFER_TEMPLATE_LIMITS = { name: 100, body: 10_000, templates: 50, salary: 100, signatory: 200 } as const;

export const OFFER_TEMPLATE_MESSAGES = {
  notFound: 'No such offer template.',
  letterNotFound: 'No such offer template or application.',
  tooMany: `A company keeps at most ${OFFER_TEMPLATE_LIMITS.templates} offer templates.`,
  unknownFields: (names: string[]) => unknownFieldsMessage(names, OFFER_MERGE_FIELDS),
  salaryRequired: 'Enter the salary.',
  startDateRequired: 'Choose the start date.',
  signatoryRequired: 'Name who signs the offer.',
  applicationNotFound: 'No application found',
} as const;

export const OFFER_TEMPLATE_TOASTS = {
  saved: 'Offer template saved.',
  deleted: 'Offer template deleted.',
  previewFailed: 'Failed to prepare the offer!',
} as const;

export const OfferTemplateInputSchema = z.object({
  name: singleLineText({ error: 'Name the template.' })
    .trim()
    .min(1, 'Name the template.')
    .max(OFFER_TEMPLATE_LIMITS.name, `A name must be at most ${OFFER_TEMPLATE_LIMITS.name} characters.`),
  body: multiLineText({ error: 'Write the letter.' })
    .trim()
    .min(1, 'Write the letter.')
    .max(OFFER_TEMPLATE_LIMITS.body, `A letter must be at most ${OFFER_TEMPLATE_LIMITS.body} characters.`),
});
export type OfferTemplateInput = z.infer<typeof OfferTemplateInputSchema>;

export const OfferTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  body: z.string(),
  updated_at: z.string(),
});
export type OfferTemplate = z.infer<typeof OfferTemplateSchema>;

export const OfferTemplatesAnswerSchema = answerOf({ data: z.array(OfferTemplateSchema) });
export const OfferTemplateAnswerSchema = answerOf({ data: OfferTemplateSchema });
export const CreatedOfferTemplateAnswerSchema = answerOf({ data: OfferTemplateSchema }, 201);

/** What a member adds to a template to write one application's offer; the rest comes from the application. */
export const OfferLetterInputSchema = z.object({
  application_id: z.uuid({ error: OFFER_TEMPLATE_MESSAGES.applicationNotFound }),
  salary: singleLineText({ error: OFFER_TEMPLATE_MESSAGES.salaryRequired })
    .trim()
    .min(1, OFFER_TEMPLATE_MESSAGES.salaryRequired)
    .max(OFFER_TEMPLATE_LIMITS.salary, `A salary must be at most ${OFFER_TEMPLATE_LIMITS.salary} characters.`),
  start_date: z.iso.date({ error: OFFER_TEMPLATE_MESSAGES.startDateRequired }),
  signatory: singleLineText({ error: OFFER_TEMPLATE_MESSAGES.signatoryRequired })
    .trim()
    .min(1, OFFER_TEMPLATE_MESSAGES.signatoryRequired)
    .max(OFFER_TEMPLATE_LIMITS.signatory, `A name must be at most ${OFFER_TEMPLATE_LIMITS.signatory} characters.`),
});
export type OfferLetterInput = z.infer<typeof OfferLetterInputSchema>;

/** A start date as an offer letter writes it: "1 March 2027", the day itself whatever the reader's zone. */
export const offerStartDate = (isoDate: string): string =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
