import { asc, inArray } from 'drizzle-orm';
import { type CandidateData, countErased, partByApplication } from '../candidate-data.js';
import { applicationNotes } from '../db/schema.js';

/** The team's notes on an application: they go with it by the foreign key's cascade, counted first. */
export const activityCandidateData: CandidateData = {
  tables: [applicationNotes],
  async erase(tx, scope) {
    return { counts: { notes: await countErased(tx, applicationNotes.applicationId, scope) } };
  },
  async export(db, scope) {
    if (!scope.workProduct) return new Map();
    const notes = await db
      .select()
      .from(applicationNotes)
      .where(
        inArray(
          applicationNotes.applicationId,
          scope.applications.map((each) => each.id),
        ),
      )
      .orderBy(asc(applicationNotes.createdAt));
    return partByApplication(scope, 'notes', notes, (note) => ({
      body: note.body,
      written_at: note.createdAt.toISOString(),
    }));
  },
};
