import { z } from 'zod';
import { answerOf } from './api.js';
import { DISABLED, RACES, SEXES } from './applications.js';

// The self-identification report: how a company's applicants answered the voluntary questions, in aggregate only.

/** A count under this is never sent: it could point at a person. */
export const SMALL_COUNT = 5;
export const FEWER_THAN_SMALL = 'fewer than 5';

/** Each voluntary question, its label, and its answers in the order the report lists them. */
export const SELF_IDENTIFICATION_QUESTIONS = [
  { question: 'sex', label: 'Sex', answers: SEXES },
  { question: 'race', label: 'Race', answers: RACES },
  { question: 'disabled', label: 'Disability', answers: DISABLED },
] as const;

/** The answer of applications whose quick form did not ask the question. */
export const NOT_ASKED = 'Not asked';

export const REPORT_MESSAGES = {
  period: 'Give the period as dates, YYYY-MM-DD.',
  periodOrder: 'The period must end on or after the day it starts.',
  postingNotFound: 'Job posting was not found.',
} as const;

export const REPORT_TEXT = {
  title: 'Self-identification report',
  description:
    'How applicants answered the voluntary self-identification questions, in aggregate. A count under 5 is shown ' +
    'as "fewer than 5", and a second count is hidden beside it so that it cannot be worked out from the others.',
  loadFailed: 'The report could not be loaded.',
} as const;

const day = z.iso.date({ error: REPORT_MESSAGES.period });

export const SelfIdentificationQuerySchema = z
  .object({
    posting_id: z.uuid({ error: REPORT_MESSAGES.postingNotFound }).optional(),
    from: day.optional().meta({ description: 'The first day counted (UTC), by when the application was sent.' }),
    to: day.optional().meta({ description: 'The last day counted (UTC).' }),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: REPORT_MESSAGES.periodOrder,
    path: ['to'],
  });

/** A count as it leaves the server: a number of at least 5, or the words. */
export const ReportCountSchema = z.union([z.number().int().min(SMALL_COUNT), z.literal(FEWER_THAN_SMALL)]);
export type ReportCount = z.infer<typeof ReportCountSchema>;

export const SelfIdentificationReportSchema = z.object({
  posting_id: z.uuid().nullable(),
  from: z.iso.date().nullable(),
  to: z.iso.date().nullable(),
  /** No totals: with them, a hidden count could be worked out by subtraction. */
  questions: z.array(
    z.object({
      question: z.enum(SELF_IDENTIFICATION_QUESTIONS.map((each) => each.question)),
      label: z.string(),
      answers: z.array(z.object({ answer: z.string(), count: ReportCountSchema })),
    }),
  ),
});
export type SelfIdentificationReport = z.infer<typeof SelfIdentificationReportSchema>;

export const SelfIdentificationReportAnswerSchema = answerOf({ data: SelfIdentificationReportSchema });
