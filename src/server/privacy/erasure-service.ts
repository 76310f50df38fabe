import { and, eq, gte, inArray, isNull, ne, notInArray } from 'drizzle-orm';
import { CLOSED_STATUSES } from '../../shared/applications.js';
import {
  type DeleteAccountAnswer,
  type DeleteAccountInput,
  ERASURE_MESSAGES,
  type ErasureCounts,
} from '../../shared/erasure.js';
import { companySender } from '../mail/senders.js';
import { confirmWithEmailCode, requestDeleteAccountCode } from '../auth/index.js';
import { verifyAgainstNothing, verifyPassword } from '../auth/index.js';
import { giveBack, LIMITS, take } from '../auth/index.js';
import type { Member } from '../auth/index.js';
import type { CandidateData } from '../candidate-data.js';
import type { Database } from '../db/database.js';
import { applications, outbox, outboxConcerns, users } from '../db/schema.js';
import { enqueueMail } from '../mail/outbox.js';
import { Refusal } from '../refusal.js';
import { eraseCandidateEverywhere, eraseCandidateWithCompany, heldApplications } from './erasure.js';
import { keptUnderHoldMail } from './mails.js';

/**
 * Withdraws a candidate's open application as the candidate would, before their account is erased; `erasing` when the
 * application goes with it.
 */
interface Withdrawals {
  withdraw(candidateId: string, applicationId: string, reason: string, erasing: boolean): Promise<unknown>;
}

export class ErasureService {
  constructor(
    private readonly db: Database,
    private readonly decisions: Withdrawals,
    private readonly dataDir: string,
    private readonly candidateData: readonly CandidateData[],
  ) {}

  /**
   * Erases the candidate behind one of the member's company's applications, or answers nothing when it is not one.
   * A legal hold in force on any of their applications with the company refuses it, and nothing changes.
   */
  async ofApplicant(member: Member, applicationId: string): Promise<ErasureCounts | undefined> {
    return this.db.transaction(async (tx) => {
      const [application] = await tx
        .select({ candidateId: applications.candidateId })
        .from(applications)
        .where(and(eq(applications.id, applicationId), eq(applications.companyId, member.companyId)));
      if (!application) return undefined;
      const [held] = await heldApplications(tx, application.candidateId, member.companyId);
      if (held) throw new Refusal('conflict', ERASURE_MESSAGES.underLegalHold(held.jobTitle, held.reason));
      return eraseCandidateWithCompany(tx, {
        companyId: member.companyId,
        candidateId: application.candidateId,
        by: 'admin',
        actorId: member.userId,
        dataDir: this.dataDir,
        candidateData: this.candidateData,
      });
    });
  }

  /** E-mails the candidate the code that confirms their account's deletion, for an account without a password. */
  async sendDeleteAccountCode(candidateId: string): Promise<void> {
    await requestDeleteAccountCode(this.db, (await this.candidate(candidateId)).email);
  }

  /**
   * The candidate's own erasure of everything, once their password or e-mailed code is right. Open applications are
   * withdrawn first, as the candidate would withdraw them, so that each company is told; that notice is the one e-mail
   * left to go out.
   */
  async deleteAccount(candidateId: string, proof: DeleteAccountInput): Promise<DeleteAccountAnswer['data']> {
    const candidate = await this.candidate(candidateId);
    if ('code' in proof) {
      await confirmWithEmailCode(this.db, candidate.email, proof.code, ERASURE_MESSAGES.wrongCode);
    } else {
      // Guessed like a sign-in, and held to the same limit.
      const attempt = await take(this.db, LIMITS.failedLogins(candidate.email));
      const hash = candidate.passwordHash;
      const valid = hash ? await verifyPassword(hash, proof.password) : await verifyAgainstNothing(proof.password);
      if (!valid) throw new Refusal('invalid', ERASURE_MESSAGES.wrongPassword, 'password');
      await giveBack(this.db, attempt);
    }

    const startedAt = new Date();
    const open = await this.db
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          eq(applications.candidateId, candidateId),
          isNull(applications.withdrawnAt),
          notInArray(applications.status, [...CLOSED_STATUSES]),
        ),
      );
    // An application under a legal hold stays, and so does the link to it in its company's e-mail.
    const stays = new Set((await heldApplications(this.db, candidateId)).map((each) => each.applicationId));
    for (const application of open)
      await this.decisions.withdraw(candidateId, application.id, '', !stays.has(application.id));

    return this.db.transaction(async (tx) => {
      const held = await heldApplications(tx, candidateId);
      const kept = new Set(held.map((each) => each.applicationId));
      const detached = open.map((each) => each.id).filter((id) => !kept.has(id));
      if (detached.length > 0) {
        // The withdrawal notices to the companies are no longer about an application, so that erasing it keeps them;
        // a held application's stay with it, and go when it does.
        const notices = tx
          .select({ id: outbox.id })
          .from(outbox)
          .innerJoin(outboxConcerns, eq(outboxConcerns.outboxId, outbox.id))
          .where(
            and(
              inArray(outboxConcerns.applicationId, detached),
              eq(outbox.state, 'pending'),
              ne(outbox.recipient, candidate.email),
              gte(outbox.createdAt, startedAt),
            ),
          );
        await tx.delete(outboxConcerns).where(inArray(outboxConcerns.outboxId, notices));
      }
      // Each company holding applications tells the candidate, as it does of everything about them.
      const byCompany = new Map<string, typeof held>();
      for (const each of held) byCompany.set(each.companyId, [...(byCompany.get(each.companyId) ?? []), each]);
      for (const ofCompany of byCompany.values()) {
        const [first] = ofCompany;
        await enqueueMail(
          tx,
          {
            ...keptUnderHoldMail(
              candidate.email,
              first!.firstName,
              first!.companyName,
              ofCompany.map((each) => each.jobTitle),
            ),
            ...companySender(first!.companyName, first!.recruiterEmail),
          },
          ofCompany.map((each) => each.applicationId),
        );
      }
      const { dataDir, candidateData } = this;
      const erased = await eraseCandidateEverywhere(tx, { candidateId, by: 'candidate', dataDir, candidateData });
      return {
        counts: erased.counts,
        held: held.map((each) => ({
          application_id: each.applicationId,
          company_name: each.companyName,
          job_title: each.jobTitle,
        })),
      };
    });
  }

  /** The signed-in candidate's account: their session guarantees it is there. */
  private async candidate(candidateId: string) {
    const [candidate] = await this.db
      .select({ email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, candidateId));
    return candidate!;
  }
}
