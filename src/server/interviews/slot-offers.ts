import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { interviewSlots } from '../db/schema.js';
import { enqueueMail } from '../mail/outbox.js';
import { answerLinkUrl, signAnswerLink } from './answer-links.js';
import { interviewWithPeople } from './invited.js';
import { slotOfferMail } from './mails.js';

/**
 * Queues, in the transaction that offers slots (or changes them), the candidate's e-mail to pick one: each future slot
 * a link signed for this revision, good until the slot starts. Nothing once the interview is booked or cancelled.
 */
export async function queueSlotOffer(
  tx: Pick<Database, 'select' | 'insert'>,
  interviewId: string,
  appUrl: string,
): Promise<void> {
  const row = await interviewWithPeople(tx, interviewId);
  if (!row || row.interview.startsAt !== null || row.interview.status !== 'scheduled') return;
  const { interview } = row;
  const slots = await tx
    .select()
    .from(interviewSlots)
    .where(and(eq(interviewSlots.interviewId, interviewId), gt(interviewSlots.startsAt, new Date())))
    .orderBy(asc(interviewSlots.startsAt));
  if (slots.length === 0) return;
  const pick = (slot: (typeof slots)[number]) =>
    answerLinkUrl(
      appUrl,
      signAnswerLink(interview.linkKey, {
        interviewId,
        candidateId: row.candidateId,
        action: 'pick',
        sequence: interview.sequence,
        expiresAt: slot.startsAt,
        slotId: slot.id,
      }),
    );
  await enqueueMail(
    tx,
    slotOfferMail(
      {
        ...interview,
        jobTitle: row.jobTitle,
        companyName: row.companyName,
        scheduler: row.scheduler,
        candidateEmail: row.candidateEmail,
        candidateTerms: row.candidateTerms,
        slots: slots.map((slot) => ({ startsAt: slot.startsAt, link: pick(slot) })),
      },
      appUrl,
    ),
    interview.applicationId,
  );
}
