import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { TimelineEvent } from '../../shared/notes.js';
import type { Member } from '../auth/index.js';
import type { Database } from '../db/database.js';
import { applications, companies, scorecardChanges, scorecards, users } from '../db/schema.js';
import { lockedAt, seesOthersScorecards } from './visibility.js';

/**
 * The timeline's scorecard events of an application `member` may see: each submission and change, and each lock once
 * its 24 hours are over. Drafts are nobody's business but their author's; the recommendation is left out for a
 * reader the company's rule keeps from the others' scorecards.
 */
export async function scorecardEvents(db: Database, member: Member, applicationId: string): Promise<TimelineEvent[]> {
  const rows = await db
    .select({
      authorId: scorecards.authorId,
      by: users.name,
      submittedAt: scorecards.submittedAt,
      visibility: companies.scorecardVisibility,
      change: scorecardChanges,
    })
    .from(scorecardChanges)
    .innerJoin(scorecards, eq(scorecards.id, scorecardChanges.scorecardId))
    .innerJoin(users, eq(users.id, scorecards.authorId))
    .innerJoin(applications, eq(applications.id, scorecards.applicationId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(and(eq(scorecards.applicationId, applicationId), isNotNull(scorecards.submittedAt)))
    .orderBy(asc(scorecardChanges.createdAt));
  const [first] = rows;
  if (!first) return [];
  const seesOthers = seesOthersScorecards(
    member,
    first.visibility,
    rows.some((row) => row.authorId === member.userId),
  );
  const shown = (row: (typeof rows)[number]) => seesOthers || row.authorId === member.userId;
  const now = new Date();
  const events: TimelineEvent[] = rows.map((row) => ({
    kind: 'scorecard',
    at: row.change.createdAt.toISOString(),
    by: row.by,
    action: row.change.kind === 'submitted' ? 'submitted' : 'changed',
    ...(shown(row) && { recommendation: row.change.recommendation }),
  }));
  const locks = rows.filter((row) => row.change.kind === 'submitted' && lockedAt(row.submittedAt!) <= now);
  return [
    ...events,
    ...locks.map((row): TimelineEvent => ({
      kind: 'scorecard',
      at: lockedAt(row.submittedAt!).toISOString(),
      by: row.by,
      action: 'locked',
    })),
  ];
}
