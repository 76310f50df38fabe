import { and, desc, eq, inArray } from 'drizzle-orm';
import { APPLICATION_MESSAGES, type ApplicationStatus, type ChangeStatusInput } from '../../shared/applications.js';
import { OFFER_MAX_BYTES } from '../../shared/offers.js';
import { type ChangeStage, moveRefusal, PIPELINE_MESSAGES, phaseOf, stageFits } from '../../shared/pipeline.js';
import type { Member } from '../auth/index.js';
import type { Database } from '../db/database.js';
import { applications, outbox, pipelineStages, statusChanges } from '../db/schema.js';
import type { FileService, StoredFile } from '../files/service.js';
import type { Tx } from '../db/database.js';
import { decodeBase64File, detectDocument, type DetectedFile } from '../files/uploads.js';
import { cancelHeldMail, takeBackHeldMail } from '../mail/outbox.js';
import { Refusal } from '../refusal.js';
import type { TemplateRow } from '../templates/index.js';
import { type LockedApplication, lockForReview, lockNewApplication } from './locked-application.js';
import type { MoveOutcome, Mover, StageEffectInputs, StageEffects, StageEntry } from './stage-effect.js';
import { stageEffects } from './stage-effects.js';
import { firstStageOf, type StageRow } from './stages.js';
import { emitStageChanged } from './stage-webhook.js';
import { publish } from '../events.js';

declare module '../events.js' {
  interface DomainEvents {
    /** An application moved, in the move's transaction: what follows from where it went waits for the move's undo. */
    'application.moved': ApplicationMoved;
  }
}

/** A move as the capabilities that follow an application hear of it. */
interface ApplicationMoved {
  companyId: string;
  applicationId: string;
  /** The move's entry in the application's history: gone once undone, and no longer the last once overtaken. */
  statusChangeId: string;
  status: ApplicationStatus;
  /** While the move's e-mail is held it can be undone; null when it cannot. */
  heldUntil: Date | null;
  /** The candidate hears of the move: its e-mail tells them, or it is their own answer. */
  candidateKnows: boolean;
}

/** A move made: the application's id, and what its undo needs while its stage's e-mail is held. */
export interface Move extends MoveOutcome {
  id: string;
}

/** An offer's file as a move keeps it and mails it. */
interface OfferFile {
  id: string;
  storageKey: string;
  extension: string;
  contentType: string;
  size: number;
}

/** The offer a move into Offer Sent carries: read before the move, kept by its transaction once the move is checked. */
type Offer = (tx: Tx) => Promise<OfferFile>;

/** The offer's file from its base64 text; refused when too large or not a document. */
async function readOffer(offer: string): Promise<DetectedFile | undefined> {
  if (!offer) return undefined;
  return detectDocument(
    decodeBase64File(offer, OFFER_MAX_BYTES, APPLICATION_MESSAGES.offerTooLarge, APPLICATION_MESSAGES.offerType),
    APPLICATION_MESSAGES.offerType,
  );
}

function offerOnlyWithOfferSent(input: OfferInput, status: ApplicationStatus): void {
  if ((input.offer.trim() || input.offer_file_id) && status !== 'Offer Sent')
    throw new Refusal('invalid', APPLICATION_MESSAGES.offerOnlyWithOfferSent);
}

type OfferInput = Pick<ChangeStatusInput, 'offer' | 'offer_file_id'>;

/**
 * Whether a company's move puts the application back in the stage and status its candidate last saw, overtaking the
 * held moves that took it away: nothing changes for them, not even their history.
 */
const returnsToSeen = (
  mover: Mover,
  current: LockedApplication,
  target: StageRow,
  status: ApplicationStatus,
): boolean => !('candidate' in mover) && target.id === current.seenStageId && status === current.seenStatus;

/**
 * Every change of an application's stage or status, wherever it starts (the board, the list, a bulk move, a knock-out
 * answer, the candidate's answer to their offer): each move is one transaction that locks the application once,
 * writes the move and its history, and runs what entering the stage causes (`stageEffects`).
 */
export class MoveService {
  private readonly effects: StageEffects;

  constructor(
    private readonly db: Database,
    private readonly files: FileService,
    appUrl: string,
  ) {
    this.effects = stageEffects({ appUrl });
  }

  /**
   * Moves an application to `status`, into the first stage of that status's phase, with the candidate's e-mail.
   * Answers the move, or nothing when the member sees no such application.
   */
  async changeStatus(member: Member, input: ChangeStatusInput): Promise<Move | undefined> {
    offerOnlyWithOfferSent(input, input.status);
    const file = await readOffer(input.offer.trim());
    return this.files.transactionStoring(member.userId, async (tx, store) => {
      const current = await lockForReview(tx, member, input.id);
      if (!current) return undefined;
      const target = await firstStageOf(tx, member.companyId, input.status);
      return this.moveTo(tx, { member }, current, target, input.status, this.offerOf(member, input, file, store));
    });
  }

  /**
   * The offer a member's move carries: a file sent as base64 and checked already (`file`), stored by the move, or one
   * they uploaded (`offer_file_id`), which only they may use, for an offer only.
   */
  private offerOf(
    member: Member,
    input: OfferInput,
    file: DetectedFile | undefined,
    store: (file: DetectedFile) => Promise<StoredFile>,
  ): Offer | undefined {
    if (file) {
      return async () => ({
        ...(await store(file)),
        extension: file.extension,
        contentType: file.contentType,
        size: file.data.length,
      });
    }
    const fileId = input.offer_file_id;
    if (!fileId) return undefined;
    return async (tx) => {
      const uploaded = await this.files.claimUpload(tx, member.userId, fileId, 'offer');
      if (!uploaded) throw new Refusal('invalid', APPLICATION_MESSAGES.offerFileUnknown, 'offer_file_id');
      return {
        id: uploaded.id,
        storageKey: uploaded.storageKey,
        extension: uploaded.extension,
        contentType: uploaded.content_type,
        size: uploaded.size,
      };
    };
  }

  /**
   * Moves an application to one of the company's stages: within its phase, a move of stage alone, recorded in its
   * history; into another phase, the status change of that phase, with its e-mail and offer. Answers the move, or
   * nothing when the member sees no such application.
   */
  async changeStage(member: Member, input: ChangeStage, template?: TemplateRow): Promise<Move | undefined> {
    return this.files.transactionStoring(member.userId, async (tx, store) => {
      const current = await lockForReview(tx, member, input.id);
      if (!current) return undefined;
      const [target] = await tx
        .select()
        .from(pipelineStages)
        .where(and(eq(pipelineStages.id, input.stage_id), eq(pipelineStages.companyId, member.companyId)));
      if (!target) throw new Refusal('invalid', PIPELINE_MESSAGES.unknownStage);
      const refused = moveRefusal(target, { ...current, withdrawn: current.withdrawnAt !== null });
      if (refused) throw new Refusal(refused.kind, refused.message);
      if (!stageFits(target.phase, current.status)) {
        const status = phaseOf(target.phase);
        offerOnlyWithOfferSent(input, status);
        const file = await readOffer(input.offer.trim());
        return this.moveTo(tx, { member }, current, target, status, this.offerOf(member, input, file, store), template);
      }
      const now = new Date();
      await tx
        .update(applications)
        .set({ stageId: target.id, stageEnteredAt: now, updatedAt: now })
        .where(eq(applications.id, input.id));
      return this.recordMove(tx, { member }, current, target, current.status, {
        email: { attachments: [], template },
        webhook: undefined,
      });
    });
  }

  /**
   * Moves an application into the first stage of `status` within the caller's transaction, as part of a change of its
   * own (scheduling an interview may move it into Interview Scheduled). Answers nothing when the member sees no such
   * application.
   */
  async moveWithin(
    tx: Tx,
    member: Member,
    applicationId: string,
    status: ApplicationStatus,
  ): Promise<Move | undefined> {
    const current = await lockForReview(tx, member, applicationId);
    if (!current) return undefined;
    const target = await firstStageOf(tx, member.companyId, status);
    return this.moveTo(tx, { member }, current, target, status);
  }

  /**
   * Moves a new application to Not Selected because its answer to `question` knocks it out, in the transaction that
   * created it, as a member's move to it would be: its e-mail held for the company's delay, so that the company can
   * undo it first.
   */
  async knockOut(tx: Tx, applicationId: string, question: string): Promise<void> {
    const current = await lockNewApplication(tx, applicationId);
    if (!current) return;
    const target = await firstStageOf(tx, current.companyId, 'Not Selected');
    await this.moveTo(tx, { knockout: question }, current, target, 'Not Selected');
  }

  /**
   * Moves the candidate's own application, locked by the caller's transaction, to `status`, their answer to its offer:
   * an accepted offer goes into the company's first stage standing for Offer Accepted (its "Hired"), if it has one;
   * otherwise, as a declined one, it stays in its stage. The caller checks that the offer is theirs to answer.
   */
  async answerOffer(tx: Tx, candidateId: string, current: LockedApplication, status: ApplicationStatus): Promise<void> {
    const hired = await firstStageOf(tx, current.companyId, status);
    const [target] =
      hired.phase === status
        ? [hired]
        : await tx.select().from(pipelineStages).where(eq(pipelineStages.id, current.stageId));
    const now = new Date();
    const enters = target!.id !== current.stageId;
    await tx
      .update(applications)
      .set({ status, updatedAt: now, ...(enters && { stageId: target!.id, stageEnteredAt: now }) })
      .where(eq(applications.id, current.id));
    await this.recordMove(tx, { candidate: candidateId }, current, target!, status, {
      email: { attachments: [] },
      webhook: undefined,
    });
  }

  /**
   * Takes back a move whose e-mail is still held: the e-mail is not sent, the application goes back to the
   * status, stage and offer it came from, and the move leaves its history. Refused once the e-mail has gone or is
   * going, for any but the application's last move, and once the candidate has withdrawn the application.
   */
  async undoMove(member: Member, statusChangeId: string): Promise<string | undefined> {
    return this.db.transaction(async (tx) => {
      const [change] = await tx.select().from(statusChanges).where(eq(statusChanges.id, statusChangeId));
      const current = change && (await lockForReview(tx, member, change.applicationId));
      if (!change || !current) return undefined;
      if (current.withdrawnAt) throw new Refusal('conflict', APPLICATION_MESSAGES.withdrawnStatusLocked);
      const [latest] = await tx
        .select({ id: statusChanges.id })
        .from(statusChanges)
        .where(eq(statusChanges.applicationId, change.applicationId))
        .orderBy(desc(statusChanges.createdAt), desc(statusChanges.id))
        .limit(1);
      if (latest?.id !== change.id || change.fromStatus === null)
        throw new Refusal('conflict', PIPELINE_MESSAGES.undoLater);
      const taken = await takeBackHeldMail(tx, eq(outbox.statusChangeId, change.id));
      if (taken.length === 0) throw new Refusal('conflict', PIPELINE_MESSAGES.undoTooLate);
      const [back] = change.fromStageId
        ? await tx
            .select()
            .from(pipelineStages)
            .where(and(eq(pipelineStages.id, change.fromStageId), eq(pipelineStages.companyId, member.companyId)))
        : [];
      const stage = back ?? (await firstStageOf(tx, member.companyId, change.fromStatus));
      await tx
        .update(applications)
        .set({
          status: change.fromStatus,
          stageId: stage.id,
          offerFileId: change.fromOfferFileId,
          updatedAt: new Date(),
        })
        .where(eq(applications.id, change.applicationId));
      await tx.delete(statusChanges).where(eq(statusChanges.id, change.id));
      await emitStageChanged(tx, current, { stageId: stage.id, status: change.fromStatus });
      return change.applicationId;
    });
  }

  /**
   * Puts the application into `target` with `status` (and an offer), and records the move; refused for a withdrawn
   * application or one already of `status`.
   */
  private async moveTo(
    tx: Tx,
    mover: Mover,
    current: LockedApplication,
    target: StageRow,
    status: ApplicationStatus,
    offer?: Offer,
    template?: TemplateRow,
  ): Promise<Move> {
    if (current.withdrawnAt) throw new Refusal('conflict', APPLICATION_MESSAGES.withdrawnStatusLocked);
    if (current.status === status) throw new Refusal('invalid', APPLICATION_MESSAGES.sameStatus);
    const offerFile = offer && (await offer(tx));
    const now = new Date();
    await tx
      .update(applications)
      .set({
        status,
        stageId: target.id,
        stageEnteredAt: now,
        updatedAt: now,
        ...(offerFile ? { offerFileId: offerFile.id } : {}),
      })
      .where(eq(applications.id, current.id));
    const attachments = offerFile
      ? [
          {
            filename: `offer.${offerFile.extension}`,
            contentType: offerFile.contentType,
            storageKey: offerFile.storageKey,
            fileId: offerFile.id,
            sizeBytes: offerFile.size,
          },
        ]
      : [];
    return this.recordMove(tx, mover, current, target, status, {
      email: { attachments, template },
      webhook: undefined,
    });
  }

  /**
   * Records a move in the application's history, cancels what is still held for its earlier moves (they are about a
   * stage it has left, and their candidate never sees them), and runs what entering `target` causes.
   */
  private async recordMove(
    tx: Tx,
    mover: Mover,
    current: LockedApplication,
    target: StageRow,
    status: ApplicationStatus,
    inputs: StageEffectInputs,
  ): Promise<Move> {
    // A candidate's answer that leaves the application in its stage is a change of status alone, as it always read.
    const staysByCandidate = 'candidate' in mover && target.id === current.stageId;
    const backToSeen = returnsToSeen(mover, current, target, status);
    const [change] = await tx
      .insert(statusChanges)
      .values({
        applicationId: current.id,
        companyId: current.companyId,
        fromStatus: current.status,
        toStatus: status,
        ...(!staysByCandidate && {
          fromStage: current.stageName,
          toStage: target.name,
          fromStageId: current.stageId,
          toStageId: target.id,
        }),
        fromOfferFileId: current.offerFileId,
        seenStatus: current.seenStatus,
        seenStageId: current.seenStageId,
        seenOfferFileId: current.seenOfferFileId,
        shownToCandidate: !backToSeen,
        changedBy: 'member' in mover ? mover.member.userId : 'candidate' in mover ? mover.candidate : null,
        changedByRole: 'candidate' in mover ? 'candidate' : 'recruiter',
        knockoutQuestion: 'knockout' in mover ? mover.knockout : null,
      })
      .returning({ id: statusChanges.id });
    // The moves it overtakes never reach the candidate: neither their e-mail nor their place in the history.
    const overtaken = await cancelHeldMail(tx, current.id);
    if (overtaken.length > 0)
      await tx.update(statusChanges).set({ shownToCandidate: false }).where(inArray(statusChanges.id, overtaken));
    const entry: StageEntry = {
      mover,
      application: current,
      target,
      status,
      statusChangeId: change!.id,
      returnsToSeen: backToSeen,
    };
    let move: Move = { id: current.id };
    for (const name of Object.keys(this.effects) as (keyof StageEffects)[])
      move = { ...move, ...(await this.runEffect(tx, name, entry, inputs)) };
    await publish(tx, 'application.moved', {
      companyId: current.companyId,
      applicationId: current.id,
      statusChangeId: change!.id,
      status,
      heldUntil: move.undo ? new Date(move.undo.due_at) : null,
      candidateKnows: Boolean(move.candidateEmailed) || 'candidate' in mover,
    });
    return move;
  }

  private runEffect<Name extends keyof StageEffects>(
    tx: Tx,
    name: Name,
    entry: StageEntry,
    inputs: StageEffectInputs,
  ): Promise<MoveOutcome> {
    return this.effects[name](tx, entry, inputs[name]);
  }
}
