import { and, asc, eq, inArray } from 'drizzle-orm';
import { type CandidateData, countErased, partByApplication } from '../candidate-data.js';
import { scorecardAsks, scorecardChanges, scorecards } from '../db/schema.js';

/** An application's scorecards, the asks for them and their changes: they go with it by cascades. */
export const scorecardCandidateData: CandidateData = {
  tables: [scorecards, scorecardAsks, scorecardChanges],
  async erase(tx, scope) {
    return { counts: { scorecards: await countErased(tx, scorecards.applicationId, scope) } };
  },
  async export(db, scope) {
    if (!scope.workProduct) return new Map();
    // A draft is its author's until submitted: only submitted scorecards are the company's.
    const cards = await db
      .select()
      .from(scorecards)
      .where(
        and(
          inArray(
            scorecards.applicationId,
            scope.applications.map((each) => each.id),
          ),
          eq(scorecards.state, 'submitted'),
        ),
      )
      .orderBy(asc(scorecards.submittedAt));
    return partByApplication(scope, 'scorecards', cards, (card) => ({
      recommendation: card.recommendation,
      ratings: { ...card.ratings },
      summary: card.summary,
      submitted_at: card.submittedAt === null ? null : card.submittedAt.toISOString(),
    }));
  },
};
