import { z } from 'zod';
import { answerOf } from './api.js';
import { multiLineText, singleLineText } from './text.js';

// Scorecards: a company's templates (each change a new version), the scorecard a member writes about an application
// against one version, and who may read the others' before writing their own.

/** The 4-point scale of every criterion and of the overall recommendation, as the API answers it. */
export const RATINGS = ['strong_no', 'no', 'yes', 'strong_yes'] as const;
export type Rating = (typeof RATINGS)[number];

export const RATING_NAMES: Record<Rating, string> = {
  strong_no: 'Strong no',
  no: 'No',
  yes: 'Yes',
  strong_yes: 'Strong yes',
};

/** A recommendation that needs a written reason. */
export const isStrong = (rating: Rating | null | undefined) => rating === 'strong_no' || rating === 'strong_yes';

/**
 * When Hiring Managers and Interviewers read the others' scorecards of an application: once they have submitted their
 * own (so that no one is anchored by the others), always, or never. Admins and Recruiters read them all.
 */
export const SCORECARD_VISIBILITIES = ['after_own', 'always', 'never'] as const;
export type ScorecardVisibility = (typeof SCORECARD_VISIBILITIES)[number];

/** A draft saves any time; a submitted one its author may change for `editWindowMs`, then it is locked. */
export const SCORECARD_STATUSES = ['draft', 'submitted', 'locked'] as const;
export type ScorecardStatus = (typeof SCORECARD_STATUSES)[number];

export const SCORECARD_LIMITS = {
  templateName: 100,
  sectionName: 100,
  criterionName: 200,
  hint: 500,
  sections: 10,
  criteriaPerSection: 20,
  note: 2000,
  summary: 5000,
  templates: 100,
  editWindowMs: 24 * 60 * 60 * 1000,
} as const;

export const SCORECARD_MESSAGES = {
  templateNotFound: 'No such scorecard template.',
  scorecardNotFound: 'No such scorecard.',
  templateName: `Name the template, within ${SCORECARD_LIMITS.templateName} characters.`,
  sectionName: `Name each section, within ${SCORECARD_LIMITS.sectionName} characters.`,
  sections: `Give the template 1 to ${SCORECARD_LIMITS.sections} sections.`,
  criteria: `Give each section 1 to ${SCORECARD_LIMITS.criteriaPerSection} criteria.`,
  criterionName: `Name each criterion, within ${SCORECARD_LIMITS.criterionName} characters.`,
  hint: `Keep each hint within ${SCORECARD_LIMITS.hint} characters.`,
  criterionTwice: 'Each criterion appears once in a template.',
  templates: `A company keeps at most ${SCORECARD_LIMITS.templates} scorecard templates.`,
  rating: 'Choose Strong no, No, Yes or Strong yes.',
  note: `Keep each note within ${SCORECARD_LIMITS.note} characters.`,
  summary: `Keep the summary within ${SCORECARD_LIMITS.summary} characters.`,
  criterionUnknown: 'Rate only the criteria of the scorecard’s template.',
  recommendation: 'Choose your overall recommendation before submitting.',
  strongReason: 'A Strong recommendation needs a written reason: say why in the summary.',
  interviewUnknown: 'Choose one of this application’s interviews.',
  locked: 'This scorecard is locked: it could be changed for 24 hours after it was submitted.',
  submittedStays: 'A submitted scorecard stays submitted: change it and save.',
  templateFixed: 'A scorecard keeps the template it was started with.',
  sort: 'Sort by name, recommendation or a criterion, in asc or desc order.',
  visibility:
    'Choose when Hiring Managers and Interviewers see the others’ scorecards: after their own, always or never.',
} as const;

/** What the screens say once a change is made. */
export const SCORECARD_TOASTS = {
  templateCreated: 'Scorecard template created.',
  templateSaved: 'Scorecard template saved. Scorecards already written keep their questions.',
  templateArchived: 'Scorecard template archived. Scorecards already written keep it.',
  templateAttached: 'Scorecard template attached.',
  draftSaved: 'Draft saved.',
  submitted: 'Scorecard submitted.',
  changed: 'Scorecard changed.',
} as const;

const RatingSchema = z.enum(RATINGS, { error: SCORECARD_MESSAGES.rating });
export const ScorecardVisibilitySchema = z.enum(SCORECARD_VISIBILITIES, { error: SCORECARD_MESSAGES.visibility });

// Templates

/** A criterion as a template editor sends it: one it already had keeps its `id`, so that the versions share it. */
const CriterionInputSchema = z.object({
  id: z.uuid({ error: SCORECARD_MESSAGES.criterionUnknown }).optional(),
  name: singleLineText({ error: SCORECARD_MESSAGES.criterionName })
    .trim()
    .min(1, SCORECARD_MESSAGES.criterionName)
    .max(SCORECARD_LIMITS.criterionName, SCORECARD_MESSAGES.criterionName),
  hint: singleLineText({ error: SCORECARD_MESSAGES.hint })
    .trim()
    .max(SCORECARD_LIMITS.hint, SCORECARD_MESSAGES.hint)
    .default(''),
});

const SectionInputSchema = z.object({
  name: singleLineText({ error: SCORECARD_MESSAGES.sectionName })
    .trim()
    .min(1, SCORECARD_MESSAGES.sectionName)
    .max(SCORECARD_LIMITS.sectionName, SCORECARD_MESSAGES.sectionName),
  criteria: z
    .array(CriterionInputSchema, { error: SCORECARD_MESSAGES.criteria })
    .min(1, SCORECARD_MESSAGES.criteria)
    .max(SCORECARD_LIMITS.criteriaPerSection, SCORECARD_MESSAGES.criteria),
});

/** A new template, or a template's next version. */
export const ScorecardTemplateInputSchema = z.object({
  name: singleLineText({ error: SCORECARD_MESSAGES.templateName })
    .trim()
    .min(1, SCORECARD_MESSAGES.templateName)
    .max(SCORECARD_LIMITS.templateName, SCORECARD_MESSAGES.templateName),
  sections: z
    .array(SectionInputSchema, { error: SCORECARD_MESSAGES.sections })
    .min(1, SCORECARD_MESSAGES.sections)
    .max(SCORECARD_LIMITS.sections, SCORECARD_MESSAGES.sections)
    .refine((sections) => {
      const ids = sections.flatMap((section) => section.criteria.flatMap((criterion) => criterion.id ?? []));
      return new Set(ids).size === ids.length;
    }, SCORECARD_MESSAGES.criterionTwice),
});
export type ScorecardTemplateInput = z.infer<typeof ScorecardTemplateInputSchema>;

const CriterionSchema = z.object({ id: z.uuid(), name: z.string(), hint: z.string() });

export const SectionSchema = z.object({ name: z.string(), criteria: z.array(CriterionSchema) });
export type Section = z.infer<typeof SectionSchema>;

/** One version of a template: what a scorecard written against it asked, for good. */
export const TemplateVersionSchema = z.object({
  /** The template this is a version of. */
  template_id: z.uuid(),
  /** This version's own id, which a scorecard names. */
  version_id: z.uuid(),
  version: z.number().int(),
  name: z.string(),
  sections: z.array(SectionSchema),
});
export type TemplateVersion = z.infer<typeof TemplateVersionSchema>;

/** A template as its current version reads. */
export const ScorecardTemplateSchema = TemplateVersionSchema.extend({
  /** One of the two Openhire ships with every company (changed or not). */
  shipped: z.boolean(),
  updated_at: z.string(),
});
export type ScorecardTemplate = z.infer<typeof ScorecardTemplateSchema>;

export const ScorecardTemplatesAnswerSchema = answerOf({ data: z.array(ScorecardTemplateSchema) });

export const ScorecardTemplateAnswerSchema = answerOf({ data: ScorecardTemplateSchema });
export const CreatedScorecardTemplateAnswerSchema = answerOf({ data: ScorecardTemplateSchema }, 201);

/** Which template a stage, a posting's stage or an interview asks for; null takes the attachment away. */
export const AttachTemplateInputSchema = z.object({
  template_id: z.uuid({ error: SCORECARD_MESSAGES.templateNotFound }).nullable(),
});

export const StageTemplateParamsSchema = z.object({ id: z.string().max(100), stage_id: z.string().max(100) });

/**
 * A posting's stages and the template each asks for: the posting's own choice for that stage, else the company's
 * stage's; an interview's own choice comes first of all.
 */
export const PostingStageTemplatesAnswerSchema = answerOf({
  data: z.array(
    z.object({
      stage_id: z.uuid(),
      stage_name: z.string(),
      /** The company's template for the stage, for every posting. */
      company_template_id: z.uuid().nullable(),
      /** This posting's own template for the stage, over the company's. */
      posting_template_id: z.uuid().nullable(),
    }),
  ),
});

/** The answer of attaching a template: who now asks for which. */
export const AttachedTemplateAnswerSchema = answerOf({ data: z.object({ template_id: z.uuid().nullable() }) });

// Scorecards

/** A criterion's rating and note; an unrated criterion is left out or rated null. */
const RatingEntrySchema = z.object({
  rating: RatingSchema.nullable().default(null),
  note: multiLineText({ error: SCORECARD_MESSAGES.note })
    .trim()
    .max(SCORECARD_LIMITS.note, SCORECARD_MESSAGES.note)
    .default(''),
});
export type RatingEntry = z.infer<typeof RatingEntrySchema>;

/** Ratings keyed by criterion id. */
export type Ratings = Record<string, RatingEntry>;

/**
 * The caller's own scorecard for an application (and interview): saved as a draft any time, submitted with
 * `submit: true`. Criteria may stay unrated; the overall recommendation is required to submit, and a Strong one needs
 * a written reason in the summary.
 */
export const MyScorecardInputSchema = z
  .object({
    /** The interview it is about; none for a scorecard on the application alone. */
    interview_id: z.uuid({ error: SCORECARD_MESSAGES.interviewUnknown }).nullable().default(null),
    /** The template for a new scorecard; absent takes the interview's, the stage's, or the company's first. */
    template_id: z.uuid({ error: SCORECARD_MESSAGES.templateNotFound }).optional(),
    ratings: z.record(z.uuid({ error: SCORECARD_MESSAGES.criterionUnknown }), RatingEntrySchema).default({}),
    recommendation: RatingSchema.nullable().default(null),
    summary: multiLineText({ error: SCORECARD_MESSAGES.summary })
      .trim()
      .max(SCORECARD_LIMITS.summary, SCORECARD_MESSAGES.summary)
      .default(''),
    submit: z.boolean().default(false),
  })
  .superRefine((input, context) => {
    if (!input.submit) return;
    if (input.recommendation === null) {
      context.addIssue({ code: 'custom', path: ['recommendation'], message: SCORECARD_MESSAGES.recommendation });
    } else if (isStrong(input.recommendation) && input.summary === '') {
      context.addIssue({ code: 'custom', path: ['summary'], message: SCORECARD_MESSAGES.strongReason });
    }
  });
export type MyScorecardInput = z.input<typeof MyScorecardInputSchema>;

const PersonSchema = z.object({ id: z.uuid(), name: z.string() });

/**
 * A scorecard as one reader may see it. Its content (`ratings`, `recommendation`, `summary`, `template`) is absent for
 * a reader the company's rule keeps from it: they see only who wrote it, about which interview, and whether it is in.
 */
export const ScorecardSchema = z.object({
  id: z.uuid(),
  application_id: z.uuid(),
  author: PersonSchema,
  interview: z.object({ id: z.uuid(), title: z.string(), starts_at: z.string().nullable() }).nullable(),
  status: z.enum(SCORECARD_STATUSES),
  submitted_at: z.string().nullable(),
  /** Until when its author may still change it; null while a draft. */
  editable_until: z.string().nullable(),
  updated_at: z.string(),
  template: TemplateVersionSchema.optional(),
  ratings: z.record(z.string(), z.object({ rating: RatingSchema.nullable(), note: z.string() })).optional(),
  recommendation: RatingSchema.nullable().optional(),
  summary: z.string().optional(),
  /** Each change after it was submitted, oldest first, with what it then said. */
  history: z
    .array(
      z.object({
        at: z.string(),
        recommendation: RatingSchema.nullable(),
        summary: z.string(),
        ratings: z.record(z.string(), z.object({ rating: RatingSchema.nullable(), note: z.string() })),
      }),
    )
    .optional(),
});
export type Scorecard = z.infer<typeof ScorecardSchema>;

/** The line "3 of 4 submitted: 2 Yes, 1 Strong yes": every reader sees it, with the counts only when they may. */
export const ScorecardSummarySchema = z.object({
  submitted: z.number().int(),
  /** The interviewers of the application's interviews and anyone else who wrote one. */
  expected: z.number().int(),
  /** Submitted recommendations by rating; absent for a reader kept from the content. */
  recommendations: z.partialRecord(z.enum(RATINGS), z.number().int()).optional(),
});
export type ScorecardSummary = z.infer<typeof ScorecardSummarySchema>;

export const ApplicationScorecardsAnswerSchema = answerOf({
  data: z.object({
    /** The submitted scorecards, the caller's own included, oldest first. */
    scorecards: z.array(ScorecardSchema),
    /** The caller's own scorecards, drafts included. */
    mine: z.array(ScorecardSchema),
    summary: ScorecardSummarySchema,
    /** Whether the rule keeps the others' content from the caller (until they submit their own, or for good). */
    others_hidden: z.boolean(),
  }),
});
export type ApplicationScorecardsAnswer = z.infer<typeof ApplicationScorecardsAnswerSchema>;

export const MyScorecardAnswerSchema = answerOf({ data: ScorecardSchema });

/** How the board's card counts an application's submitted recommendations; absent for a reader kept from them. */
export const CardScorecardsSchema = z.object({
  submitted: z.number().int(),
  recommendations: z.partialRecord(z.enum(RATINGS), z.number().int()).optional(),
});

// The posting's comparison

export const ComparisonQuerySchema = z.object({
  /** `csv` answers the same table as `text/csv`, to download. */
  format: z.enum(['json', 'csv'], { error: 'Choose json or csv.' }).default('json'),
  /** `name`, `recommendation` or a criterion's id: by its average. */
  sort: z
    .union([z.enum(['name', 'recommendation']), z.uuid()], { error: SCORECARD_MESSAGES.sort })
    .default('recommendation'),
  /** Averages sort highest first and names from A, unless this says otherwise. */
  order: z.enum(['asc', 'desc'], { error: SCORECARD_MESSAGES.sort }).optional(),
});

const AverageSchema = z.object({
  /** The mean on the scale strong_no = 1 … strong_yes = 4; null without a rating. */
  average: z.number().nullable(),
  count: z.number().int(),
});

/** A posting's applications in rows, its criteria and the overall recommendation in columns. */
export const ComparisonAnswerSchema = answerOf({
  data: z.object({
    criteria: z.array(z.object({ id: z.uuid(), name: z.string(), section: z.string() })),
    rows: z.array(
      z.object({
        application_id: z.uuid(),
        candidate_name: z.string(),
        stage: z.string(),
        recommendation: AverageSchema,
        /** Keyed by criterion id. */
        criteria: z.record(z.string(), AverageSchema),
        submitted: z.number().int(),
        expected: z.number().int(),
        /** Whether the rule keeps the others' scorecards of this application from the caller: no averages then. */
        others_hidden: z.boolean(),
        /** Who was asked and has not submitted yet. */
        pending: z.array(PersonSchema),
      }),
    ),
  }),
});
export type ComparisonAnswer = z.infer<typeof ComparisonAnswerSchema>;
