import type { ApplicationStatus } from '../../shared/applications.js';
import type { HeldEmail } from '../../shared/pipeline.js';
import type { Member } from '../auth/index.js';
import type { OutboxAttachment } from '../db/schema.js';
import type { Tx } from '../db/database.js';
import type { TemplateRow } from '../templates/index.js';
import type { LockedApplication } from './locked-application.js';
import type { StageRow } from './stages.js';

/**
 * Who makes a move: a member; the company's own rule when an answer to `knockout`, one of the posting's questions,
 * knocks the application out; or the candidate, their account's id, answering their offer. The last two have no member
 * behind them and write in the company's name.
 */
export type Mover = { member: Member } | { knockout: string } | { candidate: string };

/** A move as its stage's effects see it: the application as it stood when locked, and where it went. */
export interface StageEntry {
  mover: Mover;
  application: LockedApplication;
  target: StageRow;
  status: ApplicationStatus;
  /** The move's entry in the application's history. */
  statusChangeId: string;
  /** It puts the application back where its candidate last saw it, overtaking held moves: they hear nothing. */
  returnsToSeen: boolean;
}

/** What the caller of a move hands each effect, under the effect's name. */
export interface StageEffectInputs {
  /** The offer's file, and the template a bulk move chose over the stage's own. */
  email: { attachments: OutboxAttachment[]; template?: TemplateRow };
  /** Nothing: the move itself is what the webhook tells. */
  webhook: undefined;
}

/** What a move answers beyond the application's id. */
export interface MoveOutcome {
  /** What its undo needs while its stage's e-mail is held. */
  undo?: HeldEmail;
  /** The move e-mails its candidate (now, or once its hold is over). */
  candidateEmailed?: boolean;
}

/**
 * What entering a stage causes, run in the move's transaction after its history is written: a failure rolls the
 * whole move back.
 */
export type StageEffect<Name extends keyof StageEffectInputs> = (
  tx: Tx,
  entry: StageEntry,
  input: StageEffectInputs[Name],
) => Promise<MoveOutcome>;

export type StageEffects = { [Name in keyof StageEffectInputs]: StageEffect<Name> };
