import { z } from 'zod';
import { answerOf } from './api.js';
import { DISABLED, RACES, SEXES } from './legal-questions.js';

// The self-identification report: how a company's applicants answered the voluntary questions, in aggregate only.

/** Counts are shown rounded to this, and a count of 1 to 4 as words: a small count could point at a person. */
export const SMALL_COUNT = 5;
export const FEWER_THAN_SMALL = 'fewer than 5';
/**
 * A report counts whole months that have ended, and only a month (a posting's, or the company's) of at least this many applications:
 * fewer, and the difference of two reports could be a few people (decision 077).
 */
export const SMALL_SELECTION = 20;
export const TOO_FEW_APPLICATIONS = `fewer than ${SMALL_SELECTION} applications in this selection` as const;

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
    'How applicants answered the voluntary self-identification questions, in aggregate. Counts are rounded to the ' +
    'nearest 5, and 1 to 4 reads "fewer than 5". Whole months that have ended are counted, and only those with at ' +
    'least 20 applications to the job (or to the company, for every job), so that no two reports differ by a few ' +
    'people.',
  months: (months: readonly string[]) =>
    months.length === 0
      ? 'No month of this selection that has ended has 20 applications.'
      : months.length === 1
        ? `Counted: ${months[0]}.`
        : `Counted: ${months.length} months, ${months[0]} to ${months.at(-1)}.`,
  loadFailed: 'The report could not be loaded.',
} as const;

const day = z.iso.date({ error: REPORT_MESSAGES.period });

/** Which applications a report counts: one posting's or all, sent in the period. */
const reportScope = {
  posting_id: z.uuid({ error: REPORT_MESSAGES.postingNotFound }).optional(),
  from: day.optional().meta({ description: 'The first day counted (UTC), by when the application was sent.' }),
  to: day.optional().meta({ description: 'The last day counted (UTC).' }),
};

const inOrder = (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to;
const periodOrder = { message: REPORT_MESSAGES.periodOrder, path: ['to'] };

export const SelfIdentificationQuerySchema = z.object(reportScope).refine(inOrder, periodOrder);

/** A count as it leaves the server: 0 or a multiple of 5, or the words for 1 to 4, or for a refused selection. */
export const ReportCountSchema = z.union([
  z.number().int().min(0).multipleOf(SMALL_COUNT),
  z.literal(FEWER_THAN_SMALL),
  z.literal(TOO_FEW_APPLICATIONS),
]);
export type ReportCount = z.infer<typeof ReportCountSchema>;

export const SelfIdentificationReportSchema = z.object({
  posting_id: z.uuid().nullable(),
  from: z.iso.date().nullable(),
  to: z.iso.date().nullable(),
  /** The months counted, `YYYY-MM`, oldest first: those the period touches that have ended and hold enough applications. */
  months: z.array(z.string().regex(/^\d{4}-\d{2}$/)),
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

// The hiring reports: how applications sent in a period moved through the company's pipeline (decision 067).

/** The period a hiring report counts when none is given: the last 90 days, today included. */
export const HIRING_REPORT_DEFAULT_DAYS = 90;

export const HIRING_REPORT_TEXT = {
  title: 'Hiring reports',
  description:
    'How applications sent in the period moved through your pipeline: where they came from, how far they got, how ' +
    'long each stage took and how offers were answered.',
  loadFailed: 'The report could not be loaded.',
  direct: 'Direct',
} as const;

export const HiringReportQuerySchema = z
  .object({
    ...reportScope,
    from: reportScope.from.meta({
      description: `The first day counted (UTC), by when the application was sent; ${HIRING_REPORT_DEFAULT_DAYS} days before \`to\` when not given.`,
    }),
    to: reportScope.to.meta({ description: 'The last day counted (UTC); today when not given.' }),
    /** `csv` answers the same numbers as `text/csv`, to download. */
    format: z.enum(['json', 'csv'], { error: 'Choose json or csv.' }).default('json'),
  })
  .refine(inOrder, periodOrder);
export type HiringReportQuery = z.infer<typeof HiringReportQuerySchema>;

/** What every hiring report says it counted: the posting (null: all) and the period, as days. */
const HiringReportScopeSchema = z.object({
  posting_id: z.uuid().nullable(),
  from: z.iso.date(),
  to: z.iso.date(),
  /** The applications sent in the period, which every count of the report is taken from. */
  applications: z.number().int(),
});

/** A duration's middle and 90th percentile in days, over `count` durations; null when there were none. */
const DurationSchema = z.object({
  count: z.number().int(),
  median_days: z.number().nullable(),
  p90_days: z.number().nullable(),
});
export type Duration = z.infer<typeof DurationSchema>;

const FunnelReportSchema = HiringReportScopeSchema.extend({
  /** The company's stages in pipeline order, but those that reject. */
  stages: z.array(
    z.object({
      stage_id: z.uuid(),
      stage: z.string(),
      /** Applications that entered this stage or a later one. */
      reached: z.number().int(),
      /** `reached` over the previous stage's, from 0 to 1; null for the first stage or after a stage none reached. */
      conversion: z.number().nullable(),
    }),
  ),
});
export type FunnelReport = z.infer<typeof FunnelReportSchema>;

const TimeInStageReportSchema = HiringReportScopeSchema.extend({
  /** Every stage of the company in pipeline order, over the stays in it that have ended. */
  stages: z.array(DurationSchema.extend({ stage_id: z.uuid(), stage: z.string() })),
  /** From the application to its candidate's acceptance of the offer. */
  time_to_hire: DurationSchema,
  /** From the application to the company's first move of it or first e-mail about it from a member. */
  time_to_first_answer: DurationSchema,
});
export type TimeInStageReport = z.infer<typeof TimeInStageReportSchema>;

const SourcesReportSchema = HiringReportScopeSchema.extend({
  /** The funnel's stages, which each source's `reached` follows. */
  stages: z.array(z.object({ stage_id: z.uuid(), stage: z.string() })),
  sources: z.array(
    z.object({
      /** Null for applications that came without a source (shown as Direct). */
      source: z.string().nullable(),
      applications: z.number().int(),
      /** How many of them reached each of `stages`, in the same order. */
      reached: z.array(z.number().int()),
      hired: z.number().int(),
    }),
  ),
});
export type SourcesReport = z.infer<typeof SourcesReportSchema>;

const OffersReportSchema = HiringReportScopeSchema.extend({
  offers_sent: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
  /** Accepted over answered (accepted and declined), from 0 to 1; null while none is answered. */
  acceptance_rate: z.number().nullable(),
  /** Applications their candidates withdrew. */
  withdrawn: z.number().int(),
  /** Applications the company did not select. */
  rejected: z.number().int(),
});
export type OffersReport = z.infer<typeof OffersReportSchema>;

export const FunnelReportAnswerSchema = answerOf({ data: FunnelReportSchema });
export const TimeInStageReportAnswerSchema = answerOf({ data: TimeInStageReportSchema });
export const SourcesReportAnswerSchema = answerOf({ data: SourcesReportSchema });
export const OffersReportAnswerSchema = answerOf({ data: OffersReportSchema });
