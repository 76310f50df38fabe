import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApplicationStatus } from '../../shared/applications.js';
import type { Database, Tx } from '../db/database.js';
import { applications, interviewInterviewers, interviews, outbox, statusChanges, users } from '../db/schema.js';
import { enqueueMail } from '../mail/outbox.js';
import { enqueueTask, type TaskType, type TaskWork } from '../tasks/queue.js';
import { interviewWithPeople } from './invited.js';
import { type ClosingOutcome, type ErasedInterview, erasedInterviewMails } from './mails.js';
import { cancelInterview, type Reviser } from './revisions.js';

// Interviews follow their application: once it ends (not selected, hired, offer declined, withdrawn) its interviews
// still to come are cancelled, when the move that ended it can no longer be undone (decision 091).

/** The statuses that end an application, and how its interviews' cancellation names each. */
const OUTCOMES: Partial<Record<ApplicationStatus, ClosingOutcome>> = {
  'Not Selected': 'not_selected',
  'Offer Accepted': 'hired',
  'Offer Declined': 'offer_declined',
};

export const endsInterviews = (status: ApplicationStatus) => OUTCOMES[status] !== undefined;

const ClosingSchema = z.object({
  applicationId: z.uuid(),
  /** The move that ended the application; null for a withdrawal. An undone or overtaken move cancels nothing. */
  statusChangeId: z.uuid().nullable(),
  /** The move told the candidate of the outcome: their cancellation may say why. */
  candidateKnows: z.boolean(),
});
type Closing = z.infer<typeof ClosingSchema>;

const closeInterviewsTask: TaskType<Closing> = {
  name: 'interviews-close',
  payload: ClosingSchema,
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
  policy: 'standard',
};

/** Still to come: scheduled and not over, or waiting for the candidate to pick a slot. */
const upcoming = (now: Date) =>
  and(eq(interviews.status, 'scheduled'), or(isNull(interviews.endsAt), gt(interviews.endsAt, now)));

/**
 * Queues, in the transaction that ends an application, the cancellation of its interviews still to come: at
 * `startAfter`, when the move's undo window ends, or at once. Nothing for an application without one.
 */
export async function queueClosing(tx: Tx, closing: Closing, startAfter: Date | null): Promise<void> {
  const [any] = await tx
    .select({ id: interviews.id })
    .from(interviews)
    .where(and(eq(interviews.applicationId, closing.applicationId), upcoming(new Date())))
    .limit(1);
  if (!any) return;
  await enqueueTask(tx, closeInterviewsTask, closing, startAfter ? { startAfter } : {});
}

/**
 * Cancels the application's interviews still to come, if it has ended and the move that ended it still stands and is
 * its last: a move undone, or overtaken by a later one, changes nothing (the later one queues its own). While that
 * move's e-mail is still held it can still be undone, so the cancellation waits for the hold to end. Safe to run twice:
 * a cancelled interview is not cancelled again.
 */
async function closeInterviews(
  db: Database,
  reviser: Pick<Reviser, 'appUrl' | 'organizerEmail'>,
  closing: Closing,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [application] = await tx
      .select({ status: applications.status, withdrawnAt: applications.withdrawnAt })
      .from(applications)
      .where(eq(applications.id, closing.applicationId))
      .for('update');
    if (!application) return;
    const outcome = application.withdrawnAt ? 'withdrawn' : OUTCOMES[application.status];
    if (!outcome) return;
    const { statusChangeId } = closing;
    if (statusChangeId !== null) {
      const [latest] = await tx
        .select({ id: statusChanges.id })
        .from(statusChanges)
        .where(eq(statusChanges.applicationId, closing.applicationId))
        .orderBy(desc(statusChanges.createdAt), desc(statusChanges.id))
        .limit(1);
      if (latest?.id !== statusChangeId) return;
      const [held] = await tx
        .select({ until: outbox.heldUntil })
        .from(outbox)
        .where(and(eq(outbox.statusChangeId, statusChangeId), sql`${outbox.heldUntil} > now()`));
      if (held?.until) {
        await enqueueTask(tx, closeInterviewsTask, closing, { startAfter: held.until });
        return;
      }
    }
    const rows = await tx
      .select()
      .from(interviews)
      .where(and(eq(interviews.applicationId, closing.applicationId), upcoming(now)))
      .for('update');
    for (const row of rows)
      await cancelInterview(tx, row, { ...reviser, closing: { outcome, candidateKnows: closing.candidateKnows } });
  });
}

export function closingWork(reviser: Pick<Reviser, 'appUrl' | 'organizerEmail'> & { db: Database }): TaskWork<Closing> {
  return {
    type: closeInterviewsTask,
    run: (closing) => closeInterviews(reviser.db, reviser, closing),
  };
}

const ErasedInterviewSchema: z.ZodType<ErasedInterview> = z.object({
  interviewId: z.uuid(),
  sequence: z.number().int().min(0),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  timeZone: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  scheduler: z.object({ userId: z.uuid(), name: z.string(), email: z.string() }),
  interviewers: z.array(
    z.object({ name: z.string(), email: z.string(), terms: z.object({ timeZone: z.string(), locale: z.string() }) }),
  ),
});
const ErasedSchema = z.object({ interviews: z.array(ErasedInterviewSchema) });
type Erased = z.infer<typeof ErasedSchema>;

/**
 * The cancellations of an erased candidate's interviews: queued by the erasure with what their calendars need, since
 * the interviews go with it, and naming no candidate.
 */
const erasedInterviewsTask: TaskType<Erased> = {
  name: 'interviews-erased',
  payload: ErasedSchema,
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
  policy: 'standard',
};

/**
 * Queues, in an erasure's transaction, the cancellation of the erased applications' booked interviews still to come
 * to their interviewers. The candidate is sent none: the company keeps no address of theirs to write to.
 */
export async function queueErasedInterviews(tx: Tx, applicationIds: readonly string[], now = new Date()) {
  const rows = await tx
    .select({ id: interviews.id })
    .from(interviews)
    .where(
      and(
        inArray(interviews.applicationId, [...applicationIds]),
        upcoming(now),
        sql`${interviews.startsAt} IS NOT NULL`,
      ),
    );
  const cancelled: Erased['interviews'] = [];
  for (const { id } of rows) {
    const about = await interviewWithPeople(tx, id);
    const { interview } = about ?? {};
    if (!about || !interview?.startsAt || !interview.endsAt) continue;
    const invited = await tx
      .select({ name: users.name, email: users.email, timeZone: users.timeZone, locale: users.locale })
      .from(interviewInterviewers)
      .innerJoin(users, eq(users.id, interviewInterviewers.memberId))
      .where(and(eq(interviewInterviewers.interviewId, id), isNull(interviewInterviewers.removedAt)))
      .orderBy(users.name);
    if (invited.length === 0) continue;
    cancelled.push({
      interviewId: id,
      sequence: interview.sequence + 1,
      startsAt: interview.startsAt.toISOString(),
      endsAt: interview.endsAt.toISOString(),
      timeZone: interview.timeZone,
      jobTitle: about.jobTitle,
      companyName: about.companyName,
      scheduler: about.scheduler,
      interviewers: invited.map(({ timeZone, locale, ...person }) => ({
        ...person,
        terms: about.memberTerms({ timeZone, locale }),
      })),
    });
  }
  if (cancelled.length > 0) await enqueueTask(tx, erasedInterviewsTask, { interviews: cancelled });
}

export function erasedInterviewsWork(
  reviser: Pick<Reviser, 'appUrl' | 'organizerEmail'> & { db: Database },
): TaskWork<Erased> {
  return {
    type: erasedInterviewsTask,
    async run({ interviews: cancelled }) {
      await reviser.db.transaction(async (tx) => {
        for (const interview of cancelled)
          for (const mail of erasedInterviewMails(interview, { ...reviser, stamp: new Date() }))
            await enqueueMail(tx, mail, null);
      });
    },
  };
}
