import { and, eq, inArray, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { effectiveChoice, type NotificationChoice, type NotificationKind } from '../../shared/notifications.js';
import {
  hiringTeamMembers,
  notifications,
  notificationSettings,
  postingNotificationSettings,
  users,
} from '../db/schema.js';
import type { Tx } from '../db/database.js';
import { enqueueMail, type OutgoingMail } from '../mail/outbox.js';
import { userSeesPosting } from '../auth/index.js';

/** Something that happened to an application, told to the members who may see it, each e-mailed as they chose. */
interface TeamEvent {
  kind: NotificationKind;
  applicationId: string;
  postingId: string;
  companyId: string;
  /** The posting's recruiter (`recruiterEmailColumn`), whom the defaults tell at once; empty for a mention. */
  recruiterEmail: string;
  /** The e-mail a member who chose to hear of it at once receives. */
  mail: (to: string) => OutgoingMail;
  /** A mention is for the members it names, the author aside. */
  mentioned?: { authorId: string; memberIds: string[] };
  /** An event for these members alone (a candidate's message: who last wrote and the recruiter), if they still see it. */
  only?: readonly string[];
}

/**
 * Whether the member works on the posting, which the defaults e-mail at once: its recruiter by address (e-mail is
 * stored lower-case, a posting's recruiter address as typed), or one of its hiring team.
 */
export function worksOnPosting(
  member: { id: SQLWrapper | string; email: SQLWrapper | string },
  posting: { id: SQLWrapper | string; recruiterEmail: SQLWrapper | string },
): SQL<boolean> {
  return sql<boolean>`(${member.email} = lower(${posting.recruiterEmail}) OR EXISTS (SELECT 1 FROM ${hiringTeamMembers} WHERE ${hiringTeamMembers.postingId} = ${posting.id} AND ${hiringTeamMembers.memberId} = ${member.id}))`;
}

const DECISIONS: readonly NotificationKind[] = ['offer_accepted', 'offer_declined', 'withdrawal'];

/** A member's stored choice, or null while any part of it is left to the default. */
export function choiceOf(row: {
  newApplications: NotificationChoice['new_applications'] | null;
  decisions: boolean | null;
  mentions: boolean | null;
  messages: boolean | null;
}): NotificationChoice | null {
  return row.newApplications === null || row.decisions === null || row.mentions === null
    ? null
    : {
        new_applications: row.newApplications,
        decisions: row.decisions,
        mentions: row.mentions,
        messages: row.messages ?? true,
      };
}

function mailsAtOnce(kind: NotificationKind, choice: NotificationChoice): boolean {
  switch (kind) {
    case 'new_application':
      return choice.new_applications === 'instant';
    case 'mention':
      return choice.mentions;
    case 'candidate_message':
      return choice.messages;
    // Their own message did not arrive: the sender hears of it whatever they chose, as of any mail that failed.
    case 'message_bounced':
      return true;
    default:
      return choice.decisions;
  }
}

/**
 * Adds the event to the notifications of each current member who may see its application, and queues the e-mails
 * their choices ask for, in the caller's transaction: the event and what it tells happen together or not at all.
 */
export async function notifyTeam(tx: Tx, event: TeamEvent): Promise<void> {
  const recruiterEmail = event.recruiterEmail.toLowerCase();
  const mentioned = event.mentioned && event.mentioned.memberIds.filter((id) => id !== event.mentioned!.authorId);
  if (mentioned?.length === 0 || event.only?.length === 0) return;
  const recipients = await tx
    .select({
      id: users.id,
      email: users.email,
      worksOnPosting: worksOnPosting(users, { id: event.postingId, recruiterEmail: event.recruiterEmail }),
      member: {
        newApplications: notificationSettings.newApplications,
        decisions: notificationSettings.decisions,
        mentions: notificationSettings.mentions,
        messages: notificationSettings.messages,
      },
      posting: {
        newApplications: postingNotificationSettings.newApplications,
        decisions: postingNotificationSettings.decisions,
        mentions: postingNotificationSettings.mentions,
        messages: postingNotificationSettings.messages,
      },
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.memberId, users.id))
    .leftJoin(
      postingNotificationSettings,
      and(
        eq(postingNotificationSettings.memberId, users.id),
        eq(postingNotificationSettings.postingId, event.postingId),
      ),
    )
    .where(
      and(
        eq(users.companyId, event.companyId),
        userSeesPosting(sql`${event.postingId}::uuid`),
        mentioned && inArray(users.id, mentioned),
        event.only && inArray(users.id, [...event.only]),
      ),
    );

  const told = recipients.map((recipient) => ({
    ...recipient,
    choice: effectiveChoice(
      {
        posting: recipient.posting && choiceOf(recipient.posting),
        member: recipient.member && choiceOf(recipient.member),
      },
      recipient.worksOnPosting,
    ),
  }));
  if (told.length > 0)
    await tx.insert(notifications).values(
      told.map((recipient) => ({
        memberId: recipient.id,
        applicationId: event.applicationId,
        kind: event.kind,
        actorId: event.mentioned?.authorId ?? null,
        inDigest: event.kind === 'new_application' && recipient.choice.new_applications === 'daily',
      })),
    );
  for (const recipient of told)
    if (mailsAtOnce(event.kind, recipient.choice))
      await enqueueMail(tx, event.mail(recipient.email), event.applicationId);

  // The posting's recruiter may be an address outside the team: it is e-mailed the candidate's decisions as before.
  if (DECISIONS.includes(event.kind) && recruiterEmail !== '') {
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, recruiterEmail), eq(users.companyId, event.companyId), isNull(users.removedAt)));
    if (!member) await enqueueMail(tx, event.mail(event.recruiterEmail), event.applicationId);
  }
}
