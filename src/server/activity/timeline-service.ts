import { and, eq, sql } from 'drizzle-orm';
import type { TimelineEvent } from '../../shared/notes.js';
import type { Member } from '../auth/index.js';
import type { Database } from '../db/database.js';
import type { MessageKind } from '../../shared/messages.js';
import { applicationNotes, applications, messages, outbox, statusChanges, users } from '../db/schema.js';
import { memberSeesApplication } from '../auth/index.js';
import { scorecardEvents } from '../scorecards/index.js';

/** How much of an incoming message the timeline shows; the thread shows the rest. */
const EXCERPT_CHARS = 200;

const nameOf = (id: typeof statusChanges.changedBy | typeof outbox.sentBy | typeof applicationNotes.authorId) =>
  sql<string | null>`(SELECT ${users.name} FROM ${users} WHERE ${users.id} = ${id})`;

/** One application's life in time order, for the members who may see it. */
export class TimelineService {
  constructor(private readonly db: Database) {}

  async timeline(member: Member, applicationId: string): Promise<TimelineEvent[] | undefined> {
    const [application] = await this.db
      .select({
        createdAt: applications.createdAt,
        firstName: applications.firstName,
        lastName: applications.lastName,
        withdrawnAt: applications.withdrawnAt,
        withdrawalReason: applications.withdrawalReason,
      })
      .from(applications)
      .where(and(eq(applications.id, applicationId), memberSeesApplication(member)));
    if (!application) return undefined;
    const [moves, emails, notes, scorecards, received] = await Promise.all([
      this.db
        .select({ change: statusChanges, by: nameOf(statusChanges.changedBy) })
        .from(statusChanges)
        .where(eq(statusChanges.applicationId, applicationId)),
      this.db
        .select({
          subject: outbox.subject,
          state: outbox.state,
          createdAt: outbox.createdAt,
          dueAt: outbox.nextAttemptAt,
          by: nameOf(outbox.sentBy),
        })
        .from(outbox)
        .where(eq(outbox.applicationId, applicationId)),
      this.db
        .select({
          body: applicationNotes.body,
          createdAt: applicationNotes.createdAt,
          by: nameOf(applicationNotes.authorId),
        })
        .from(applicationNotes)
        .where(eq(applicationNotes.applicationId, applicationId)),
      scorecardEvents(this.db, member, applicationId),
      this.db
        .select({
          kind: messages.kind,
          by: messages.fromName,
          address: messages.fromAddress,
          subject: messages.subject,
          // Only the first words leave the database: a message may be long, and the thread has it whole.
          excerpt: sql<string>`left(btrim(regexp_replace(${messages.text}, '[[:space:]]+', ' ', 'g')), ${EXCERPT_CHARS})`,
          via: messages.via,
          receivedAt: messages.receivedAt,
        })
        .from(messages)
        .where(eq(messages.applicationId, applicationId)),
    ]);
    const candidate = `${application.firstName} ${application.lastName}`;
    const events: TimelineEvent[] = [
      { kind: 'submitted', at: application.createdAt.toISOString() },
      ...moves.map(({ change, by }): TimelineEvent => ({
        kind: 'moved',
        at: change.createdAt.toISOString(),
        by: change.changedByRole === 'candidate' ? candidate : by,
        by_candidate: change.changedByRole === 'candidate',
        knockout_question: change.knockoutQuestion,
        from_status: change.fromStatus,
        to_status: change.toStatus,
        from_stage: change.fromStage,
        to_stage: change.toStage,
      })),
      ...emails.map((email): TimelineEvent => ({
        kind: 'email',
        at: email.createdAt.toISOString(),
        by: email.by,
        subject: email.subject,
        delivery: email.state === 'expired' ? 'failed' : email.state,
        due_at: email.state === 'pending' ? email.dueAt.toISOString() : null,
      })),
      ...notes.map((note): TimelineEvent => ({
        kind: 'note',
        at: note.createdAt.toISOString(),
        by: note.by,
        body: note.body,
      })),
      ...scorecards,
      ...received.map((message): TimelineEvent => ({
        kind: 'message',
        at: message.receivedAt.toISOString(),
        by: message.by || message.address,
        subject: message.subject,
        excerpt: message.excerpt,
        message_kind: message.kind as MessageKind,
        via_portal: message.via === 'portal',
      })),
      ...(application.withdrawnAt
        ? [
            {
              kind: 'withdrawn' as const,
              at: application.withdrawnAt.toISOString(),
              reason: application.withdrawalReason,
            },
          ]
        : []),
    ];
    return events.sort((a, b) => a.at.localeCompare(b.at));
  }
}
