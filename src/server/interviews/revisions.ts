import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/database.js';
import { interviewInterviewers, interviews } from '../db/schema.js';
import { publish } from '../events.js';
import { enqueueMail } from '../mail/outbox.js';
import { interviewEvent, type InterviewRow, statusOf } from './interview-reads.js';
import { type InvitationState, invitationSet } from './invitations.js';
import { invitedInterview } from './invited.js';
import { type Closing, invitationMails } from './mails.js';
import { scheduleReminders } from './reminders.js';
import { queueSlotOffer } from './slot-offers.js';

// A change of an interview as every calendar that holds it is told, whoever made it: a member, or the application's
// outcome (`closing.ts`).

/** Who makes a revision: the member, whom its e-mails name (else its scheduler), and why it is made. */
export interface Reviser {
  appUrl: string;
  organizerEmail: string;
  by?: { userId: string; name: string; email: string } | undefined;
  /** The application's outcome that cancels it, when that is why. */
  closing?: Closing | undefined;
}

export async function stateOf(tx: Tx, row: InterviewRow): Promise<InvitationState> {
  const invited = await tx
    .select({ id: interviewInterviewers.memberId })
    .from(interviewInterviewers)
    .where(and(eq(interviewInterviewers.interviewId, row.id), isNull(interviewInterviewers.removedAt)));
  return {
    status: statusOf(row),
    booked: row.startsAt !== null,
    interviewerIds: invited.map((each) => each.id),
  };
}

/**
 * Queues, in the change's transaction, what the change from `before` sends: the current revision to everyone who
 * holds it now, a cancellation to whoever held it before and no longer does.
 */
export async function queueInvitations(
  tx: Tx,
  interviewId: string,
  before: InvitationState | undefined,
  reviser: Reviser,
): Promise<void> {
  const [row] = await tx.select().from(interviews).where(eq(interviews.id, interviewId));
  const set = invitationSet(before, await stateOf(tx, row!));
  // Each revision has its reminders and an offer of slots its e-mail; those of an earlier one find it gone.
  await scheduleReminders(tx, row!);
  const invited = await invitedInterview(tx, interviewId, reviser.appUrl);
  if (!invited) return queueSlotOffer(tx, interviewId, reviser.appUrl);
  // The new revision names only the interviewers who stay; a cancellation names none.
  const staying = invited.interviewers.filter((each) => !invited.removed.has(each.id));
  const nobody = { candidate: false, interviewerIds: [] };
  const context = { ...reviser, stamp: new Date() };
  const mails = [
    ...(set.request.candidate || set.request.interviewerIds.length > 0
      ? invitationMails({ ...invited, interviewers: staying }, { request: set.request, cancel: nobody }, context)
      : []),
    ...(set.cancel.candidate || set.cancel.interviewerIds.length > 0
      ? invitationMails(invited, { request: nobody, cancel: set.cancel }, context)
      : []),
  ];
  for (const mail of mails) await enqueueMail(tx, mail, invited.applicationId);
}

/**
 * Cancels an interview locked by the caller's transaction and tells everyone who holds it, one revision on; the
 * interview is kept, as cancelled, and its reminders find it so.
 */
export async function cancelInterview(tx: Tx, row: InterviewRow, reviser: Reviser): Promise<void> {
  const before = await stateOf(tx, row);
  await tx
    .update(interviews)
    .set({ status: 'cancelled', sequence: row.sequence + 1, updatedAt: new Date() })
    .where(eq(interviews.id, row.id));
  await queueInvitations(tx, row.id, before, reviser);
  await publish(tx, 'interview.cancelled', { companyId: row.companyId, data: [interviewEvent(row)] });
}
