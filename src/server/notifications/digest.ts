import { and, asc, eq, inArray, isNull, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { applications, notifications, notificationSettings, postings, users } from '../db/schema.js';
import { everyMinute } from '../tasks/queue.js';
import { enqueueMail } from '../mail/outbox.js';
import { userSeesPosting } from '../auth/index.js';
import { applicationLink, type DigestPosting, digestMail } from './mails.js';

/**
 * The first moment after `after` when it is `hour` o'clock in `zone`. PostgreSQL's zone rules place the hour on either
 * side of a change of clocks (08:00 in New York is 13:00 UTC in winter, 12:00 in summer).
 */
export function nextDigestAt(
  after: Date | SQLWrapper,
  zone: SQLWrapper | string,
  hour: SQLWrapper | number,
): SQL<Date> {
  const at = sql`(date_trunc('day', ${after}::timestamptz AT TIME ZONE ${zone}) + make_interval(hours => ${hour}))`;
  return sql<Date>`CASE WHEN (${at} AT TIME ZONE ${zone}) > ${after}::timestamptz
    THEN ${at} AT TIME ZONE ${zone} ELSE (${at} + interval '1 day') AT TIME ZONE ${zone} END`;
}

/**
 * Sends each member whose digest is due at `now` the new applications it is to list, one member a transaction, and
 * moves their next digest to their hour on a later day. The member's row is locked and skipped by any other process,
 * and is only due again once moved on, so that a day's digest goes once. Answers how many were queued.
 */
export async function sendDueDigests(db: Database, appUrl: string, now: Date): Promise<number> {
  let queued = 0;
  for (;;) {
    const sent = await db.transaction(async (tx) => {
      const [due] = await tx
        .select({
          memberId: notificationSettings.memberId,
          timeZone: notificationSettings.timeZone,
          digestHour: notificationSettings.digestHour,
        })
        .from(notificationSettings)
        .where(lte(notificationSettings.nextDigestAt, now))
        .orderBy(asc(notificationSettings.nextDigestAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return undefined;
      const listed = await tx
        .update(notifications)
        .set({ inDigest: false })
        .where(and(eq(notifications.memberId, due.memberId), eq(notifications.inDigest, true)))
        .returning({ applicationId: notifications.applicationId });
      const rows =
        listed.length === 0
          ? []
          : await tx
              .select({
                email: users.email,
                applicationId: applications.id,
                candidate: sql<string>`${applications.firstName} || ' ' || ${applications.lastName}`,
                postingId: postings.id,
                jobTitle: postings.title,
              })
              .from(users)
              .innerJoin(applications, eq(applications.companyId, users.companyId))
              .innerJoin(postings, eq(postings.id, applications.postingId))
              .where(
                and(
                  eq(users.id, due.memberId),
                  inArray(
                    applications.id,
                    listed.map((each) => each.applicationId),
                  ),
                  isNull(postings.deletedAt),
                  userSeesPosting(applications.postingId),
                ),
              )
              .orderBy(asc(postings.title), asc(applications.createdAt));
      if (rows.length > 0) {
        const byPosting = new Map<string, DigestPosting>();
        for (const row of rows) {
          const posting = byPosting.get(row.postingId) ?? { jobTitle: row.jobTitle, applications: [] };
          posting.applications.push({ candidate: row.candidate, link: applicationLink(appUrl, row.applicationId) });
          byPosting.set(row.postingId, posting);
        }
        const mail = digestMail(rows[0]!.email, [...byPosting.values()], `${appUrl}/notifications/settings`);
        // The digest names each of its candidates: the erasure of any one of them takes it.
        await enqueueMail(
          tx,
          mail,
          rows.map((row) => row.applicationId),
        );
      }
      await tx
        .update(notificationSettings)
        .set({ nextDigestAt: nextDigestAt(now, due.timeZone, due.digestHour) })
        .where(eq(notificationSettings.memberId, due.memberId));
      return rows.length > 0;
    });
    if (sent === undefined) return queued;
    if (sent) queued += 1;
  }
}

/** Sends the digests due. */
export const digestWork = (options: { db: Database; appUrl: string }) =>
  everyMinute('notifications-digests', async (now) => {
    await sendDueDigests(options.db, options.appUrl, now);
  });
