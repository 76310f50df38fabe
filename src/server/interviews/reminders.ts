import { and, eq, gt, isNull, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import { CLOSED_STATUSES } from '../../shared/applications.js';
import type { InterviewStatus } from '../../shared/interviews.js';
import type { Database } from '../db/database.js';
import { applications, interviewReminders, interviews } from '../db/schema.js';
import { enqueueMail } from '../mail/outbox.js';
import { enqueueTask, type TaskType, type TaskWork } from '../tasks/queue.js';
import { invitedInterview } from './invited.js';
import { reminderMails } from './mails.js';

const HOUR_MS = 60 * 60 * 1000;

/** How long before the start each reminder goes: a day before to everyone invited, an hour before to interviewers. */
const REMINDER_LEADS = { day: 24 * HOUR_MS, hour: HOUR_MS } as const;
type ReminderLead = keyof typeof REMINDER_LEADS;

const ReminderSchema = z.object({
  interviewId: z.uuid(),
  /** The revision the reminder was queued for: once the interview has moved on, the reminder is stale. */
  sequence: z.number().int().min(0),
  lead: z.enum(['day', 'hour']),
});
type Reminder = z.infer<typeof ReminderSchema>;

const interviewReminder: TaskType<Reminder> = {
  name: 'interviews-reminders',
  payload: ReminderSchema,
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
  policy: 'standard',
};

/**
 * Queues an interview's reminders for its current revision, in the transaction that schedules or changes it. A
 * reminder whose moment has passed is not queued; those of an earlier revision stay queued and find it stale.
 */
export async function scheduleReminders(
  tx: Pick<Database, 'execute'>,
  interview: { id: string; sequence: number; status: InterviewStatus; startsAt: Date | null },
  now = new Date(),
): Promise<void> {
  const { startsAt } = interview;
  if (interview.status !== 'scheduled' || startsAt === null) return;
  for (const lead of Object.keys(REMINDER_LEADS) as ReminderLead[]) {
    const at = new Date(startsAt.getTime() - REMINDER_LEADS[lead]);
    if (at <= now) continue;
    await enqueueTask(
      tx,
      interviewReminder,
      { interviewId: interview.id, sequence: interview.sequence, lead },
      { startAfter: at, singletonKey: `${interview.id}:${interview.sequence}:${lead}` },
    );
  }
}

/**
 * Sends one reminder, unless the interview was cancelled, moved on to another revision or has begun, or its
 * application has ended (its interviews' cancellation may be waiting for the move's undo window). Its row in
 * `interview_reminders` is written with its e-mails, so that a reminder run again sends nothing.
 */
export async function sendReminder(db: Database, appUrl: string, reminder: Reminder, now = new Date()) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: interviews.id })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .where(
        and(
          eq(interviews.id, reminder.interviewId),
          eq(interviews.status, 'scheduled'),
          eq(interviews.sequence, reminder.sequence),
          gt(interviews.startsAt, now),
          isNull(applications.withdrawnAt),
          notInArray(applications.status, [...CLOSED_STATUSES]),
        ),
      )
      .for('update', { of: interviews });
    if (!current) return;
    const sent = await tx
      .insert(interviewReminders)
      .values(reminder)
      .onConflictDoNothing()
      .returning({ lead: interviewReminders.lead });
    if (sent.length === 0) return;
    const interview = await invitedInterview(tx, reminder.interviewId, appUrl);
    if (!interview) return;
    const invited = interview.interviewers.filter((each) => !interview.removed.has(each.id));
    for (const mail of reminderMails({ ...interview, interviewers: invited }, reminder.lead, appUrl)) {
      await enqueueMail(tx, mail, interview.applicationId);
    }
  });
}

/** Sends each reminder when it is due. */
export function reminderWork(options: { db: Database; appUrl: string }): TaskWork<Reminder> {
  return {
    type: interviewReminder,
    async run(reminder) {
      await sendReminder(options.db, options.appUrl, reminder);
    },
  };
}
