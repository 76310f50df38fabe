import { and, eq, isNull, lte, notInArray, sql } from 'drizzle-orm';
import { CLOSED_STATUSES } from '../../shared/applications.js';
import type { Database } from '../db/database.js';
import {
  applications,
  interviewInterviewers,
  interviews,
  postings,
  scorecardAsks,
  scorecards,
  users,
} from '../db/schema.js';
import { enqueueMail } from '../mail/outbox.js';
import { everyMinute } from '../tasks/queue.js';
import { askMail, type AskKind } from './mails.js';

const HOUR_MS = 60 * 60 * 1000;

/** An interview that ended longer ago than this is not asked about: a first start asks nothing of the old ones. */
const ASK_WITHIN_MS = 7 * 24 * HOUR_MS;

/** How long after the ask each reminder goes, until the scorecard is submitted. */
const REMINDER_AFTER_MS = { day: 24 * HOUR_MS, three_days: 72 * HOUR_MS } as const;

/** The e-mail already sent of one kind to the interviewer of the interview's current revision. */
const sentOf = (kind: AskKind) =>
  sql<Date | null>`(SELECT ${scorecardAsks.createdAt} FROM ${scorecardAsks}
    WHERE ${scorecardAsks.interviewId} = ${interviews.id} AND ${scorecardAsks.sequence} = ${interviews.sequence}
    AND ${scorecardAsks.memberId} = ${interviewInterviewers.memberId} AND ${scorecardAsks.kind} = ${kind})`;

/**
 * The asks and reminders due at `now`: to each interviewer still on an interview that has ended at its current
 * revision (not cancelled), whose application is open and who has not submitted their scorecard of it. A moved
 * interview is a new revision, asked about once its new end has passed.
 */
async function dueAsks(db: Database, now: Date) {
  const asked = sentOf('ask');
  const dayAgo = new Date(now.getTime() - REMINDER_AFTER_MS.day);
  const threeDaysAgo = new Date(now.getTime() - REMINDER_AFTER_MS.three_days);
  const kind = sql<AskKind | null>`CASE
    WHEN ${asked} IS NULL THEN CASE WHEN ${interviews.endsAt} > ${new Date(now.getTime() - ASK_WITHIN_MS)} THEN 'ask' END
    WHEN ${asked} <= ${threeDaysAgo} THEN CASE WHEN ${sentOf('three_days')} IS NULL THEN 'three_days' END
    WHEN ${asked} <= ${dayAgo} THEN CASE WHEN ${sentOf('day')} IS NULL THEN 'day' END
  END`;
  return db
    .select({
      interviewId: interviews.id,
      sequence: interviews.sequence,
      memberId: interviewInterviewers.memberId,
      kind,
      to: users.email,
      applicationId: applications.id,
      candidate: sql<string>`${applications.firstName} || ' ' || ${applications.lastName}`.as('candidate'),
      jobTitle: postings.title,
      interviewTitle: interviews.title,
    })
    .from(interviews)
    .innerJoin(
      interviewInterviewers,
      and(eq(interviewInterviewers.interviewId, interviews.id), isNull(interviewInterviewers.removedAt)),
    )
    .innerJoin(users, and(eq(users.id, interviewInterviewers.memberId), isNull(users.removedAt)))
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(postings, eq(postings.id, applications.postingId))
    .where(
      and(
        eq(interviews.status, 'scheduled'),
        lte(interviews.endsAt, now),
        isNull(applications.withdrawnAt),
        notInArray(applications.status, [...CLOSED_STATUSES]),
        // A scorecard submitted about this interview, or about the application alone, is the one asked for.
        sql`NOT EXISTS (SELECT 1 FROM ${scorecards} WHERE ${scorecards.authorId} = ${interviewInterviewers.memberId}
          AND ${scorecards.applicationId} = ${applications.id} AND ${scorecards.submittedAt} IS NOT NULL
          AND (${scorecards.interviewId} = ${interviews.id} OR ${scorecards.interviewId} IS NULL))`,
        sql`${kind} IS NOT NULL`,
      ),
    );
}

/**
 * Sends the asks and reminders due at `now`. Each is recorded with its e-mail in one transaction, and a recorded one
 * is never sent again, so that a look run twice, by two processes or after a restart, sends each once. Answers how
 * many were queued.
 */
export async function sendDueAsks(db: Database, appUrl: string, now: Date): Promise<number> {
  let queued = 0;
  for (const ask of await dueAsks(db, now)) {
    const { interviewId, sequence, memberId, kind } = ask;
    queued += await db.transaction(async (tx) => {
      const recorded = await tx
        .insert(scorecardAsks)
        .values({ interviewId, sequence, memberId, kind: kind!, createdAt: now })
        .onConflictDoNothing()
        .returning({ kind: scorecardAsks.kind });
      if (recorded.length === 0) return 0;
      await enqueueMail(tx, askMail({ ...ask, kind: kind! }, appUrl), ask.applicationId);
      return 1;
    });
  }
  return queued;
}

/** Sends the asks due. */
export const askWork = (options: { db: Database; appUrl: string }) =>
  everyMinute('scorecards-asks', async (now) => {
    await sendDueAsks(options.db, options.appUrl, now);
  });
