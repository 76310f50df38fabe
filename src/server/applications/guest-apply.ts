import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  type ApplyChallenge,
  ApplyChallengeSchema,
  GUEST_APPLICATION_MESSAGES,
  type GuestApplication,
} from '../../shared/application-submissions.js';
import { APPLICATION_MESSAGES } from '../../shared/applications.js';
import { addressLinkToken, candidateOfAddress, LIMITS, take } from '../auth/index.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { postings, usedChallenges } from '../db/schema.js';
import { enqueueMail } from '../mail/outbox.js';
import { companySender } from '../mail/senders.js';
import { Refusal } from '../refusal.js';
import { signingKeyOf } from '../secret-files.js';
import { alreadyAppliedMail } from './mails.js';
import { decodeResume, type ApplicationService } from './service.js';

/** How long a challenge may be solved and sent: time enough to fill the form in on a phone. */
const CHALLENGE_TTL_MS = 30 * 60_000;

/**
 * ALTCHA's v2 proof of work with SHA-256, once a try: the page must find the counter, drawn here, whose hash of the
 * salt, the nonce and the counter starts with the prefix given. Tens of thousands of tries: under a second in a
 * phone's browser, a cost that adds up for whoever sends thousands.
 */
const WORK = { algorithm: 'SHA-256', cost: 1, counter: { min: 20_000, max: 60_000 } } as const;

/** What the widget sends: the challenge as it was given, and the counter it found with its key. */
const PayloadSchema = z.object({
  challenge: ApplyChallengeSchema,
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(200) }),
});

function payloadOf(encoded: string) {
  try {
    return PayloadSchema.safeParse(JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'))).data;
  } catch {
    return undefined;
  }
}

/**
 * Applying from a quick posting's page without an account (decision 088): a signed proof-of-work challenge, solved
 * once and before anything is stored, a honeypot, limits per client address and per posting, and one application per
 * address and posting that the page never tells about.
 */
export class GuestApplicationService {
  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly applications: ApplicationService,
  ) {}

  private keys() {
    return Promise.all([signingKeyOf(this.config, 'altcha'), signingKeyOf(this.config, 'altcha-key')]);
  }

  /** Whether the posting asks with the quick form, the one open without an account; nothing when there is none. */
  private async openQuickPosting(postingId: string): Promise<true | undefined> {
    const [posting] = await this.db
      .select({ form: postings.applicationForm })
      .from(postings)
      .where(and(eq(postings.id, postingId), isNull(postings.deletedAt)))
      .limit(1);
    if (!posting) return undefined;
    if (posting.form !== 'quick') throw new Refusal('conflict', GUEST_APPLICATION_MESSAGES.signInToApply);
    return true;
  }

  async challenge(postingId: string): Promise<ApplyChallenge | undefined> {
    if (!(await this.openQuickPosting(postingId))) return undefined;
    const [signatureKey, keySignatureKey] = await this.keys();
    return createChallenge({
      algorithm: WORK.algorithm,
      cost: WORK.cost,
      counter: randomInt(WORK.counter.min, WORK.counter.max),
      deriveKey,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      // Signed with the rest: a solution for one posting's form is not one for another's.
      data: { posting: postingId },
      hmacSignatureSecret: signatureKey,
      hmacKeySignatureSecret: keySignatureKey,
    });
  }

  /** Refuses a payload that is not a solution of a challenge of ours for this posting, still open and never used. */
  private async verify(postingId: string, encoded: string): Promise<{ nonce: string; expiresAt: Date }> {
    const payload = payloadOf(encoded);
    if (!payload) throw new Refusal('invalid', GUEST_APPLICATION_MESSAGES.challenge, 'altcha');
    const [signatureKey, keySignatureKey] = await this.keys();
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: signatureKey,
      hmacKeySignatureSecret: keySignatureKey,
    });
    if (result.expired) throw new Refusal('invalid', GUEST_APPLICATION_MESSAGES.challengeExpired, 'altcha');
    const { parameters } = payload.challenge;
    if (!result.verified || parameters.data?.posting !== postingId || parameters.expiresAt === undefined)
      throw new Refusal('invalid', GUEST_APPLICATION_MESSAGES.challenge, 'altcha');
    return { nonce: parameters.nonce, expiresAt: new Date(parameters.expiresAt * 1000) };
  }

  /**
   * Answers once the application is kept, or is answered as if it were: a robot's (the honeypot filled), one from a
   * company member's address, or a second one from the address, whose owner is told by e-mail instead.
   */
  async apply(postingId: string, body: GuestApplication, clientAddress: string): Promise<true | undefined> {
    if (!(await this.openQuickPosting(postingId))) return undefined;
    const challenge = await this.verify(postingId, body.altcha);
    if (body.website) return true;
    await take(this.db, LIMITS.guestApplicationsByAddress(clientAddress));
    await take(this.db, LIMITS.guestApplicationsByPosting(postingId));
    const { altcha: _altcha, website: _website, email, ...submission } = body;
    const prepared = await this.applications.prepare({ ...submission, posting_id: postingId });
    if (!prepared) return undefined;
    const resume = await decodeResume(body.resume);
    await this.spend(challenge);

    const name = `${prepared.input.first_name} ${prepared.input.last_name}`;
    const candidateId = await this.db.transaction((tx) => candidateOfAddress(tx, email, name));
    if (!candidateId) return true;
    const addressLink = await addressLinkToken(this.config, email);
    try {
      await this.applications.store(candidateId, prepared, { guest: { addressLink }, resume });
    } catch (error) {
      if (!(error instanceof Refusal && error.message === APPLICATION_MESSAGES.duplicate)) throw error;
      const { posting } = prepared;
      await enqueueMail(
        this.db,
        {
          ...alreadyAppliedMail(email, posting.title, posting.companyName, this.config.appUrl),
          ...companySender(posting.companyName, posting.recruiterEmail),
          // It names no application (the address may not be the applicant's), yet speaks for the job's company.
          brandCompanyId: posting.companyId,
        },
        null,
      );
    }
    return true;
  }

  /** Marks the challenge used, or refuses it if it was; forgets the used ones that expired, which fail anyway. */
  private async spend({ nonce, expiresAt }: { nonce: string; expiresAt: Date }): Promise<void> {
    const spent = await this.db.transaction(async (tx) => {
      await tx.delete(usedChallenges).where(lt(usedChallenges.expiresAt, sql`now()`));
      return tx.insert(usedChallenges).values({ nonce, expiresAt }).onConflictDoNothing().returning();
    });
    if (spent.length === 0) throw new Refusal('invalid', GUEST_APPLICATION_MESSAGES.challengeUsed, 'altcha');
  }
}
