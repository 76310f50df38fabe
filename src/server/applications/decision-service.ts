import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { APPLICATION_MESSAGES, type ApplicationStatus } from '../../shared/applications.js';
import {
  isAnsweredOffer,
  isApplicationName,
  OFFER_ANSWERS,
  type OfferAnswerInput,
  signersTime,
} from '../../shared/offers.js';
import type { Database } from '../db/database.js';
import { applications, files, offerSignatures } from '../db/schema.js';
import type { FileService, StoredFile } from '../files/service.js';
import type { DetectedFile } from '../files/uploads.js';
import { acceptedOfferPdf } from '../templates/index.js';
import type { Tx } from '../db/database.js';
import { isUuid } from '../http/ids.js';
import { cancelHeldMail, type OutgoingMail } from '../mail/outbox.js';
import { notifyTeam } from '../notifications/index.js';
import type { NotificationKind } from '../../shared/notifications.js';
import { Refusal } from '../refusal.js';
import { applicationErasedMail, applicationWithdrawnMail, offerAnsweredMail } from './mails.js';
import { lockApplication, type LockedApplication } from '../pipeline/index.js';
import type { MoveService } from '../pipeline/index.js';
import { publish } from '../events.js';

/** The candidate's own decisions on an application: answering an offer, and withdrawing it. */
export class DecisionService {
  constructor(
    private readonly db: Database,
    private readonly files: FileService,
    private readonly appUrl: string,
    private readonly moves: MoveService,
  ) {}

  /**
   * Runs `decide` on the candidate's own application in one transaction and tells the team what the candidate
   * decided; nothing when the candidate has no such application.
   */
  private async decide<T>(
    candidateId: string,
    applicationId: string,
    decide: (
      tx: Tx,
      application: LockedApplication,
      storeFile: (file: DetectedFile) => Promise<StoredFile>,
    ) => Promise<{ result: T; kind: NotificationKind; mail: (to: string) => OutgoingMail }>,
  ): Promise<T | undefined> {
    if (!isUuid(applicationId)) return undefined;
    return this.files.transactionStoring(candidateId, async (tx, storeFile) => {
      const application = await lockApplication(tx, applicationId, eq(applications.candidateId, candidateId));
      if (!application) return undefined;
      const { result, kind, mail } = await decide(tx, application, storeFile);
      // A member's reply reaches the candidate. The message names no application: an application's e-mails are
      // those its candidate received, as its recruiter's Status view lists them.
      await notifyTeam(tx, {
        kind,
        applicationId: application.id,
        postingId: application.postingId,
        companyId: application.companyId,
        recruiterEmail: application.recruiterEmail,
        mail: (to) => ({ ...mail(to), replyTo: application.email }),
      });
      return result;
    });
  }

  /** Answers the status the offer's answer left the application in, or nothing when it is not the candidate's. */
  async answerOffer(
    candidateId: string,
    applicationId: string,
    input: OfferAnswerInput,
  ): Promise<ApplicationStatus | undefined> {
    return this.decide(candidateId, applicationId, async (tx, application, storeFile) => {
      if (application.withdrawnAt) throw new Refusal('conflict', APPLICATION_MESSAGES.withdrawn);
      if (isAnsweredOffer(application.seenStatus))
        throw new Refusal('conflict', APPLICATION_MESSAGES.offerAlreadyAnswered);
      // An offer whose move is still held is not sent yet, and one a held move has since left is no longer open.
      if (application.seenStatus !== 'Offer Sent' || application.status !== 'Offer Sent')
        throw new Refusal('conflict', APPLICATION_MESSAGES.offerNotSent);
      if (!isApplicationName(input.full_name, application.firstName, application.lastName))
        throw new Refusal('invalid', APPLICATION_MESSAGES.fullNameMismatch);
      const status = OFFER_ANSWERS[input.answer];
      await this.moves.answerOffer(tx, candidateId, application, status);
      const accepted = input.answer === 'accept';
      if (accepted) await this.keepSignedCopy(tx, application, input, storeFile);
      await publish(tx, 'offer.answered', {
        companyId: application.companyId,
        data: [
          {
            application_id: application.id,
            answer: input.answer,
            to_status: status,
          },
        ],
      });
      return {
        result: status,
        kind: accepted ? 'offer_accepted' : 'offer_declined',
        mail: (to: string) => offerAnsweredMail(this.decisionOf(application, to), accepted),
      };
    });
  }

  /**
   * Answers when the application was withdrawn, or nothing when it is not the candidate's. `erasing`: the candidate is
   * deleting their account, and the application goes with it, which the team's e-mail says.
   */
  async withdraw(
    candidateId: string,
    applicationId: string,
    reason: string,
    erasing = false,
  ): Promise<Date | undefined> {
    return this.decide(candidateId, applicationId, async (tx, application) => {
      if (application.withdrawnAt) throw new Refusal('conflict', APPLICATION_MESSAGES.alreadyWithdrawn);
      // What the company's held e-mails say no longer holds once the candidate has withdrawn; an offer's answer is a
      // move, which cancels them as every move does.
      await cancelHeldMail(tx, application.id);
      const withdrawnAt = new Date();
      await tx
        .update(applications)
        .set({ withdrawnAt, withdrawalReason: reason || null, updatedAt: withdrawnAt })
        .where(eq(applications.id, application.id));
      await publish(tx, 'application.withdrawn', {
        companyId: application.companyId,
        data: [
          {
            application_id: application.id,
            posting_id: application.postingId,
          },
        ],
      });
      return {
        result: withdrawnAt,
        kind: 'withdrawal',
        mail: (to: string) =>
          erasing
            ? applicationErasedMail(this.decisionOf(application, to))
            : applicationWithdrawnMail(this.decisionOf(application, to), reason),
      };
    });
  }

  /**
   * Keeps a copy of the accepted offer with a page that records the typed name, the time and the SHA-256 of the offer
   * as it was sent; the offer itself stays as it is. An offer sent without a file has nothing to keep a copy of.
   */
  private async keepSignedCopy(
    tx: Tx,
    application: LockedApplication,
    input: OfferAnswerInput,
    storeFile: (file: DetectedFile) => Promise<StoredFile>,
  ): Promise<void> {
    if (!application.offerFileId) return;
    const [offer] = await tx.select().from(files).where(eq(files.id, application.offerFileId));
    if (!offer) return;
    const original = await this.files.read(offer);
    const signedAt = new Date();
    const originalSha256 = createHash('sha256').update(original).digest('hex');
    const signed = await acceptedOfferPdf(original, offer.contentType === 'application/pdf', {
      signedName: input.full_name,
      signedAt: signedAt.toISOString(),
      signedAtWords: signersTime(signedAt, input.time_zone),
      originalSha256,
      companyName: application.companyName,
      jobTitle: application.jobTitle,
    });
    const stored = await storeFile({
      data: Buffer.from(signed),
      contentType: 'application/pdf',
      extension: 'pdf',
    });
    await tx.insert(offerSignatures).values({
      applicationId: application.id,
      signedName: input.full_name,
      signedAt,
      originalSha256,
      signedFileId: stored.id,
    });
  }

  private decisionOf(application: LockedApplication, to: string) {
    return {
      to,
      candidateName: `${application.firstName} ${application.lastName}`,
      jobTitle: application.jobTitle,
      applicationId: application.id,
      postingId: application.postingId,
      appUrl: this.appUrl,
    };
  }
}
