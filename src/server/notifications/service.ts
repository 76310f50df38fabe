import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  DEFAULT_DIGEST_HOUR,
  effectiveChoice,
  type Notification,
  NOTIFICATION_MESSAGES,
  notificationLine,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationSettings,
  type NotificationSettingsInput,
} from '../../shared/notifications.js';
import { recruiterEmailColumn } from '../postings/index.js';
import type { Member } from '../auth/index.js';
import type { Database } from '../db/database.js';
import {
  applications,
  notifications,
  notificationSettings,
  postingNotificationSettings,
  postings,
  users,
} from '../db/schema.js';
import { isUuid } from '../http/ids.js';
import { Refusal } from '../refusal.js';
import { memberSeesApplication, memberSeesPosting } from '../auth/index.js';
import { nextDigestAt } from './digest.js';
import { choiceOf, worksOnPosting } from './notify.js';

const actorName = sql<string | null>`(SELECT ${users.name} FROM ${users} WHERE ${users.id} = ${notifications.actorId})`;

/** A member's own notifications and their choice of e-mail: nobody reads or changes another's. */
export class NotificationService {
  constructor(private readonly db: Database) {}

  /** Those about applications the member may still see, newest first. */
  private visible(member: Member) {
    return and(eq(notifications.memberId, member.userId), memberSeesApplication(member));
  }

  async list(member: Member, page: number) {
    const rows = await this.db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        applicationId: notifications.applicationId,
        postingId: applications.postingId,
        candidate: sql<string>`${applications.firstName} || ' ' || ${applications.lastName}`,
        jobTitle: postings.title,
        actor: actorName,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .innerJoin(applications, eq(applications.id, notifications.applicationId))
      .innerJoin(postings, eq(postings.id, applications.postingId))
      .where(this.visible(member))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATIONS_PAGE_SIZE)
      .offset((page - 1) * NOTIFICATIONS_PAGE_SIZE);
    const [counts] = await this.db
      .select({
        total: count(),
        unread: sql<number>`count(*) FILTER (WHERE ${notifications.readAt} IS NULL)`.mapWith(Number),
      })
      .from(notifications)
      .innerJoin(applications, eq(applications.id, notifications.applicationId))
      .where(this.visible(member));
    const data: Notification[] = rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      text: notificationLine(row.kind, row.candidate, row.jobTitle, row.actor),
      application_id: row.applicationId,
      posting_id: row.postingId,
      candidate_name: row.candidate,
      job_title: row.jobTitle,
      created_at: row.createdAt.toISOString(),
      read: row.readAt !== null,
    }));
    return {
      data,
      unread_count: counts?.unread ?? 0,
      total: counts?.total ?? 0,
      page,
      page_size: NOTIFICATIONS_PAGE_SIZE,
    };
  }

  async unreadCount(member: Member): Promise<number> {
    const [counted] = await this.db
      .select({ unread: count() })
      .from(notifications)
      .innerJoin(applications, eq(applications.id, notifications.applicationId))
      .where(and(this.visible(member), isNull(notifications.readAt)));
    return counted?.unread ?? 0;
  }

  /** Marks the member's own notification read; nothing when they have no such notification. */
  async markRead(member: Member, id: string): Promise<true | undefined> {
    if (!isUuid(id)) return undefined;
    const marked = await this.db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.id, id), eq(notifications.memberId, member.userId)))
      .returning({ id: notifications.id });
    return marked.length > 0 ? true : undefined;
  }

  async markAllRead(member: Member): Promise<void> {
    await this.db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.memberId, member.userId), isNull(notifications.readAt)));
  }

  async settings(member: Member): Promise<NotificationSettings> {
    const [own] = await this.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.memberId, member.userId));
    const memberChoice = own && choiceOf(own);
    const rows = await this.db
      .select({
        postingId: postings.id,
        jobTitle: postings.title,
        worksOnPosting: worksOnPosting(
          { id: member.userId, email: member.email },
          { id: postings.id, recruiterEmail: recruiterEmailColumn },
        ),
        chosen: postingNotificationSettings,
      })
      .from(postings)
      .leftJoin(
        postingNotificationSettings,
        and(
          eq(postingNotificationSettings.postingId, postings.id),
          eq(postingNotificationSettings.memberId, member.userId),
        ),
      )
      .where(
        and(
          eq(postings.companyId, member.companyId),
          isNull(postings.deletedAt),
          memberSeesPosting(member, postings.id),
        ),
      )
      .orderBy(asc(postings.title), asc(postings.id));
    return {
      time_zone: own?.timeZone ?? 'UTC',
      digest_hour: own?.digestHour ?? DEFAULT_DIGEST_HOUR,
      default: memberChoice ?? effectiveChoice({ posting: null, member: null }, false),
      chosen: memberChoice !== undefined && memberChoice !== null,
      postings: rows.map((row) => ({
        posting_id: row.postingId,
        job_title: row.jobTitle,
        chosen: row.chosen !== null,
        ...effectiveChoice(
          { posting: row.chosen && choiceOf(row.chosen), member: memberChoice ?? null },
          row.worksOnPosting,
        ),
      })),
    };
  }

  /**
   * Replaces the member's choices: their time zone, digest hour and default, and their choice for each posting they
   * name. A posting they do not see is refused, and nothing is stored.
   */
  async saveSettings(member: Member, input: NotificationSettingsInput): Promise<NotificationSettings> {
    await this.db.transaction(async (tx) => {
      const chosen = [...new Map(input.postings.map((each) => [each.posting_id, each])).values()];
      if (chosen.length > 0) {
        const seen = await tx
          .select({ id: postings.id })
          .from(postings)
          .where(
            and(
              eq(postings.companyId, member.companyId),
              isNull(postings.deletedAt),
              memberSeesPosting(member, postings.id),
              inArray(
                postings.id,
                chosen.map((each) => each.posting_id),
              ),
            ),
          );
        if (seen.length !== chosen.length) throw new Refusal('invalid', NOTIFICATION_MESSAGES.postingNotSeen);
      }
      const values = {
        timeZone: input.time_zone,
        digestHour: input.digest_hour,
        newApplications: input.default.new_applications,
        decisions: input.default.decisions,
        mentions: input.default.mentions,
        messages: input.default.messages,
      };
      const next = nextDigestAt(sql`now()`, input.time_zone, input.digest_hour);
      await tx
        .insert(notificationSettings)
        .values({ memberId: member.userId, ...values, nextDigestAt: next })
        .onConflictDoUpdate({
          target: notificationSettings.memberId,
          // Saving other choices keeps the digest's day; only a new hour or zone moves it.
          set: {
            ...values,
            nextDigestAt: sql`CASE WHEN ${notificationSettings.timeZone} = ${input.time_zone} AND ${notificationSettings.digestHour} = ${input.digest_hour} THEN ${notificationSettings.nextDigestAt} ELSE ${next} END`,
          },
        });
      await tx.delete(postingNotificationSettings).where(eq(postingNotificationSettings.memberId, member.userId));
      if (chosen.length > 0)
        await tx.insert(postingNotificationSettings).values(
          chosen.map((each) => ({
            memberId: member.userId,
            postingId: each.posting_id,
            newApplications: each.new_applications,
            decisions: each.decisions,
            mentions: each.mentions,
            messages: each.messages,
          })),
        );
    });
    return this.settings(member);
  }
}
