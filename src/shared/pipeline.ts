import { z } from 'zod';
import { CardScorecardsSchema } from './scorecards.js';
import { answerOf } from './api.js';
import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  RECRUITER_SETTABLE_STATUSES,
} from './applications.js';
import { CANDIDATE_ANSWERS } from './interviews.js';
import { singleLineText } from './text.js';

// A company's pipeline: its stages, each standing for one of the statuses a company may choose (its phase), and a
// posting's board of applications by stage.

export const STAGE_LIMITS = { name: 60, stages: 30, cardsPerColumn: 50 } as const;

export const PIPELINE_MESSAGES = {
  everyPhase:
    'Keep at least one stage for each of: Application Submitted, Under Review, Interview Scheduled, Under Evaluation, Offer Sent, Not Selected.',
  unknownStage: 'That stage is not one of your company’s stages.',
  moveTarget: 'Choose where the applications of each removed stage go: a stage of the same phase that stays.',
  stageNotFound: 'No such stage.',
  sameStage: 'The application is already in this stage.',
  undoTooLate: 'The e-mail has already gone out, so the move can no longer be undone.',
  undoLater: 'Only the last move of an application can be undone.',
  phaseFixed: 'A stage keeps the status it stands for: add a new stage for another one.',
  moveFailed: 'Something went wrong moving this application: it was left where it was.',
  acceptedOnly: 'Only the candidate accepting their offer puts an application in this stage.',
  templateOrNoEmail: 'A stage sends its template or no e-mail, not both.',
} as const;

export const PIPELINE_TOASTS = {
  stagesSaved: 'Stages saved.',
  moved: (name: string) => `Moved to ${name}.`,
  moveFailed: 'Failed to move the application!',
  /** A move whose stage e-mail waits: the screen offers Undo beside it. */
  emailHeld: (candidateName: string, minutes: number) =>
    `E-mail to ${candidateName} in ${String(minutes)} ${minutes === 1 ? 'minute' : 'minutes'}`,
  undone: 'Move undone; the e-mail will not be sent.',
  /** What the board says of every move's e-mail to a candidate. */
  emailsWait: (minutes: number) =>
    minutes === 0
      ? 'E-mails to candidates go out as soon as you move them.'
      : `E-mails to candidates wait ${String(minutes)} ${minutes === 1 ? 'minute' : 'minutes'}, so that you can undo a move.`,
  bulkMoved: (moved: number, failed: number) =>
    failed === 0 ? `Moved ${String(moved)}` : `Moved ${String(moved)}; ${String(failed)} could not be moved`,
} as const;

/**
 * What a stage may stand for: a status the company chooses, or Offer Accepted, which only a candidate's answer enters
 * (a company's "Hired"). Without a stage of its own, an accepted offer stays in its Offer Sent stage.
 */
export const STAGE_PHASES = [...RECRUITER_SETTABLE_STATUSES, 'Offer Accepted'] as const;

/** The phase an application of `status` is in: an answered offer stays in the Offer Sent phase. */
export function phaseOf(status: ApplicationStatus): (typeof RECRUITER_SETTABLE_STATUSES)[number] {
  return status === 'Offer Accepted' || status === 'Offer Declined' ? 'Offer Sent' : status;
}

/**
 * Whether an application of `status` may be in a stage of `phase`: one of its status's phase, or, for an accepted
 * offer, one standing for Offer Accepted.
 */
export const stageFits = (phase: ApplicationStatus, status: ApplicationStatus): boolean =>
  phase === phaseOf(status) || phase === status;

/** Where an application stands, as far as a move to another stage is concerned. */
export interface MovePlace {
  stageId: string;
  status: ApplicationStatus;
  withdrawn: boolean;
}

/** An application's place, from a card of the board or an item of the company's list. */
export const movePlaceOf = (
  application: { status: ApplicationStatus; withdrawn_at: string | null },
  stageId: string,
): MovePlace => ({ stageId, status: application.status, withdrawn: application.withdrawn_at !== null });

/** Why a move is refused, and how the server answers it: 409 for `conflict`, 400 for `invalid`. */
interface MoveRefusal {
  kind: 'conflict' | 'invalid';
  message: string;
}

/**
 * Why the company may not move an application into the stage `target`, or `undefined` when it may: the one rule the
 * server enforces on every move of a member, and by which the move menus offer only the moves it allows. A withdrawn
 * application stays where it is; a move within its phase must change its stage; Offer Accepted (a "Hired" stage) is
 * entered only by the candidate accepting their offer.
 */
export function moveRefusal(
  target: { id: string; phase: ApplicationStatus },
  application: MovePlace,
): MoveRefusal | undefined {
  if (application.withdrawn) return { kind: 'conflict', message: APPLICATION_MESSAGES.withdrawnStatusLocked };
  if (stageFits(target.phase, application.status))
    return target.id === application.stageId ? { kind: 'invalid', message: PIPELINE_MESSAGES.sameStage } : undefined;
  if (target.phase === 'Offer Accepted') return { kind: 'conflict', message: PIPELINE_MESSAGES.acceptedOnly };
  return undefined;
}

const PhaseSchema = z.enum(STAGE_PHASES, { error: 'Choose the status this stage stands for.' });

export const StageSchema = z.object({
  id: z.string(),
  name: z.string(),
  phase: PhaseSchema,
  position: z.number().int(),
  /**
   * The template e-mailed to the candidate when an application enters the stage, or null: then a move into another
   * status sends the status notice, unless `no_email`.
   */
  email_template_id: z.string().nullable(),
  /** "No e-mail": entering the stage sends the candidate nothing. */
  no_email: z.boolean(),
});
export type Stage = z.infer<typeof StageSchema>;

export const STAGE_EMAIL_DELAY = { default: 5, max: 24 * 60 } as const;

/** A stage as the company's settings show it: with the scorecard template it asks for in every posting, or null. */
export const CompanyStageSchema = StageSchema.extend({ scorecard_template_id: z.string().nullable() });
export type CompanyStage = z.infer<typeof CompanyStageSchema>;

export const StagesAnswerSchema = answerOf({
  data: z.array(CompanyStageSchema),
  /** How long a stage's e-mail waits after a move, so that the move can be undone. */
  email_delay_minutes: z.number().int(),
});
export type StagesAnswer = z.infer<typeof StagesAnswerSchema>;

export const SaveStagesSchema = z.object({
  /** The whole list in its new order: a stage with an `id` is kept (renamed, moved), one without is added. */
  stages: z
    .array(
      z
        .object({
          id: z.uuid().optional(),
          name: singleLineText({ error: 'Name each stage.' })
            .trim()
            .min(1, 'Name each stage.')
            .max(STAGE_LIMITS.name, `A stage's name must be at most ${STAGE_LIMITS.name} characters.`),
          phase: PhaseSchema,
          email_template_id: z.uuid().nullable().optional(),
          /** Absent keeps a stage's choice; a new stage sends e-mail. */
          no_email: z.boolean().optional(),
        })
        .refine((stage) => !(stage.no_email && stage.email_template_id), PIPELINE_MESSAGES.templateOrNoEmail),
    )
    .max(STAGE_LIMITS.stages, `At most ${STAGE_LIMITS.stages} stages.`)
    .refine(
      (stages) => RECRUITER_SETTABLE_STATUSES.every((phase) => stages.some((stage) => stage.phase === phase)),
      PIPELINE_MESSAGES.everyPhase,
    ),
  /** For each removed stage that holds applications, the stage they go to: one of the same phase. */
  moves: z.record(z.uuid(), z.uuid()).default({}),
  /** Absent keeps the delay. */
  email_delay_minutes: z
    .number()
    .int()
    .min(0)
    .max(STAGE_EMAIL_DELAY.max, `At most ${STAGE_EMAIL_DELAY.max} minutes.`)
    .optional(),
});
export type SaveStages = z.infer<typeof SaveStagesSchema>;

export const ChangeStageSchema = z.object({
  id: z.uuid({ error: 'Application ID is missing.' }),
  stage_id: z.uuid({ error: PIPELINE_MESSAGES.unknownStage }),
  /** An offer file, as for a status change, when the stage is of the Offer Sent phase. */
  offer: z.string().optional().default(''),
  /** Instead of `offer`: an offer the member uploaded (`POST /api/uploads/`, purpose `offer`). */
  offer_file_id: z.uuid({ error: APPLICATION_MESSAGES.offerFileUnknown }).optional(),
});
export type ChangeStage = z.infer<typeof ChangeStageSchema>;

export const PipelineQuerySchema = z.object({
  posting_id: z.uuid({ error: 'Choose a posting.' }),
  /** With `offset`: the next cards of one stage's column. */
  stage_id: z.uuid().optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

export const StillInPipelineQuerySchema = z.object({ posting_id: z.uuid({ error: 'Choose a posting.' }) });

/**
 * A posting's applications still waiting on the company: not closed, not withdrawn, and without an open offer (taking
 * one back is a decision of its own). What closing a filled job offers to reject, through the bulk move.
 */
export const StillInPipelineAnswerSchema = answerOf({ data: z.object({ ids: z.array(z.string()) }) });
export type StillInPipelineAnswer = z.infer<typeof StillInPipelineAnswerSchema>;

/** A move whose stage e-mail is held: what the screen's Undo names and sends back. */
export const HeldEmailSchema = z.object({
  status_change_id: z.string(),
  due_at: z.string(),
  candidate_name: z.string(),
});
export type HeldEmail = z.infer<typeof HeldEmailSchema>;

export const PipelineCardSchema = z.object({
  application_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  created_at: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  withdrawn_at: z.string().nullable(),
  /** When the application entered its stage. */
  stage_entered_at: z.string(),
  /** Where the applicant came from; null for Direct. */
  source: z.string().nullable(),
  /**
   * While the application's last move is the one its answer to `question` made by itself: that move, and what its Undo
   * needs while its e-mail is held (a board kept from before `due_at` still carries it); null otherwise.
   */
  knockout: z.object({ question: z.string(), undo: HeldEmailSchema.nullable() }).nullable(),
  /** The next interview still to come, and how the candidate answered it; null when none is booked. */
  next_interview: z
    .object({ id: z.string(), starts_at: z.string(), candidate_answer: z.enum(CANDIDATE_ANSWERS) })
    .nullable() /** Its submitted scorecards, and their recommendations for a reader the company's rule lets read them. */,
  scorecards: CardScorecardsSchema,
});
export type PipelineCard = z.infer<typeof PipelineCardSchema>;

export const PipelineColumnSchema = StageSchema.extend({
  /** How many of the posting's applications are in the stage. */
  count: z.number().int(),
  /** The stage's newest applications, at most 50 from `offset`. */
  cards: z.array(PipelineCardSchema),
});
export type PipelineColumn = z.infer<typeof PipelineColumnSchema>;

/** The posting a board is of, as the board's heading names it, and whether its openings are filled. */
export const BoardPostingSchema = z.object({
  id: z.string(),
  title: z.string(),
  location: z.string(),
  is_active: z.boolean(),
  /** How many people it hires; null when not counted. */
  openings: z.number().int().nullable(),
  /** How many of its candidates accepted an offer; counted only when it has openings, else 0. */
  offers_accepted: z.number().int(),
});
export type BoardPosting = z.infer<typeof BoardPostingSchema>;

export const PipelineAnswerSchema = answerOf({ posting: BoardPostingSchema, data: z.array(PipelineColumnSchema) });
export type PipelineAnswer = z.infer<typeof PipelineAnswerSchema>;

/** The answer of a move: the specification's message, and what Undo needs while the stage's e-mail is held. */
export const MoveAnswerSchema = answerOf({ message: z.string(), undo: HeldEmailSchema.optional() });
export type MoveAnswer = z.infer<typeof MoveAnswerSchema>;

export const UndoMoveSchema = z.object({ status_change_id: z.uuid({ error: 'Nothing to undo.' }) });

export const BULK_LIMIT = 500;

export const BulkMoveSchema = z.object({
  ids: z
    .array(z.uuid({ error: 'Choose applications.' }), { error: 'Choose applications.' })
    .min(1, 'Choose applications.')
    .max(BULK_LIMIT, `At most ${BULK_LIMIT} applications at once.`)
    .transform((ids) => [...new Set(ids)]),
  stage_id: z.uuid({ error: PIPELINE_MESSAGES.unknownStage }),
  /** A template e-mailed to each moved candidate instead of the stage's e-mail, held as the stage's would be. */
  template_id: z.uuid().optional(),
});
export type BulkMove = z.infer<typeof BulkMoveSchema>;

/** Each application is moved whole or not at all: the answer says which moved and why the others did not. */
export const BulkMoveAnswerSchema = answerOf({
  moved: z.array(z.object({ id: z.string(), undo: HeldEmailSchema.optional() })),
  failed: z.array(z.object({ id: z.string(), error: z.string() })),
});
export type BulkMoveAnswer = z.infer<typeof BulkMoveAnswerSchema>;
