import { asc, inArray } from 'drizzle-orm';
import { type CandidateData, countErased, partByApplication } from '../candidate-data.js';
import { interviewInterviewers, interviewReminders, interviews, interviewSlots } from '../db/schema.js';
import { queueErasedInterviews } from './closing.js';

const isoOrNull = (at: Date | null) => (at === null ? null : at.toISOString());

/**
 * An application's interviews, with their interviewers, proposed slots and reminders: they go with it by cascades, and
 * the calendars of those still to come are told at once (there is no undo).
 */
export const interviewCandidateData: CandidateData = {
  tables: [interviews, interviewInterviewers, interviewSlots, interviewReminders],
  async erase(tx, scope) {
    if (scope.kind === 'company' && scope.applicationIds.length > 0)
      await queueErasedInterviews(tx, scope.applicationIds);
    return { counts: { interviews: await countErased(tx, interviews.applicationId, scope) } };
  },
  async export(db, scope) {
    const rows = await db
      .select()
      .from(interviews)
      .where(
        inArray(
          interviews.applicationId,
          scope.applications.map((each) => each.id),
        ),
      )
      .orderBy(asc(interviews.createdAt));
    return partByApplication(scope, 'interviews', rows, (interview) => ({
      title: interview.title,
      kind: interview.kind,
      status: interview.status,
      starts_at: isoOrNull(interview.startsAt),
      ends_at: isoOrNull(interview.endsAt),
      time_zone: interview.timeZone,
      location: interview.location,
      video_url: interview.videoUrl,
      note_to_candidate: interview.candidateNote,
      answer: interview.candidateAnswer,
      answer_message: interview.candidateMessage,
    }));
  },
};
