import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Tx } from '../db/database.js';
import { applications, messages, outbox, postings, users } from '../db/schema.js';
import { applicationLink, notifyTeam } from '../notifications/index.js';
import { recruiterEmailColumn } from '../postings/index.js';
import { enqueueTask, type TaskType, type TaskWork } from '../tasks/queue.js';
import { bouncedMessageMail, candidateMessageMail } from './mails.js';

// Who hears of what came in (decision 098): a candidate's message tells the member who last wrote to them and the
// posting's recruiter; a bounce tells the member whose message failed; an automatic reply tells nobody.

const NoticeSchema = z.object({ messageId: z.uuid() });
type Notice = z.infer<typeof NoticeSchema>;

const messageNoticeTask: TaskType<Notice> = {
  name: 'messages-notice',
  payload: NoticeSchema,
  retryLimit: 5,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 60,
  policy: 'standard',
};

/** Queued in the transaction that stores the message: the team hears of it once it is committed. */
export async function queueMessageNotice(tx: Tx, messageId: string): Promise<void> {
  await enqueueTask(tx, messageNoticeTask, { messageId });
}

/** Is the address the application's candidate's, as submitted or as their account's. */
const toCandidate = sql`lower(${outbox.recipient}) IN (lower(${applications.email}), (SELECT lower(${users.email}) FROM ${users} WHERE ${users.id} = ${applications.candidateId}))`;

/**
 * Tells the members a message concerns, in app and by e-mail as each chose. Safe to run twice: the message is marked
 * told in the same transaction, and a message told already is left.
 */
async function tellOfMessage(db: Database, appUrl: string, messageId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [message] = await tx
      .update(messages)
      .set({ notifiedAt: sql`now()` })
      .where(and(eq(messages.id, messageId), isNull(messages.notifiedAt)))
      .returning({ kind: messages.kind, applicationId: messages.applicationId, bounced: messages.bouncedOutboxId });
    if (!message || message.kind === 'auto_reply') return;
    const [application] = await tx
      .select({
        postingId: applications.postingId,
        companyId: applications.companyId,
        candidate: sql<string>`${applications.firstName} || ' ' || ${applications.lastName}`,
        jobTitle: postings.title,
        recruiterEmail: recruiterEmailColumn,
      })
      .from(applications)
      .innerJoin(postings, eq(postings.id, applications.postingId))
      .where(eq(applications.id, message.applicationId));
    if (!application) return;
    const [recruiter] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.companyId, application.companyId),
          eq(users.email, sql`lower(${application.recruiterEmail})`),
          isNull(users.removedAt),
        ),
      );
    const sender = async (which: ReturnType<typeof and>) => {
      const [row] = await tx
        .select({ id: outbox.sentBy })
        .from(outbox)
        .innerJoin(applications, eq(applications.id, outbox.applicationId))
        .where(and(which, isNotNull(outbox.sentBy), toCandidate))
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(1);
      return row?.id ?? undefined;
    };
    const notice = (to: string) => ({
      to,
      candidate: application.candidate,
      jobTitle: application.jobTitle,
      link: applicationLink(appUrl, message.applicationId),
    });
    const event = {
      applicationId: message.applicationId,
      postingId: application.postingId,
      companyId: application.companyId,
      recruiterEmail: application.recruiterEmail,
    };
    if (message.kind === 'bounce') {
      const failed = message.bounced ? await sender(eq(outbox.id, message.bounced)) : undefined;
      const told = failed ?? recruiter?.id;
      await notifyTeam(tx, {
        ...event,
        kind: 'message_bounced',
        only: told ? [told] : [],
        mail: (to) => bouncedMessageMail(notice(to)),
      });
      return;
    }
    const lastWriter = await sender(eq(outbox.applicationId, message.applicationId));
    await notifyTeam(tx, {
      ...event,
      kind: 'candidate_message',
      only: [...new Set([lastWriter, recruiter?.id].filter((id) => id !== undefined))],
      mail: (to) => candidateMessageMail(notice(to)),
    });
  });
}

export function messageNoticeWork(context: { db: Database; appUrl: string }): TaskWork<Notice> {
  return { type: messageNoticeTask, run: ({ messageId }) => tellOfMessage(context.db, context.appUrl, messageId) };
}
