import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { InterviewSchema } from '../../shared/interviews.js';
import type { Member } from '../auth/index.js';
import type { Database } from '../db/database.js';
import {
  applications,
  interviewInterviewers,
  interviews,
  interviewSlots,
  scorecardTemplateVersions,
  users,
} from '../db/schema.js';
import { memberSeesApplication } from '../auth/index.js';

// An interview as members and the company's webhooks read it, and who may read it.

/**
 * What the company's webhooks hear of an interview: its ids, its time and the candidate's answer to it, never its
 * notes, the candidate's message or the interviewers' answers.
 */
export function interviewEvent(
  row: Pick<InterviewRow, 'id' | 'applicationId' | 'startsAt' | 'endsAt' | 'candidateAnswer'>,
) {
  return {
    interview_id: row.id,
    application_id: row.applicationId,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    candidate_answer: row.candidateAnswer,
  };
}

export type Interview = z.output<typeof InterviewSchema>;
export type InterviewRow = typeof interviews.$inferSelect;

export const MINUTE = 60_000;

/** Past its end, a scheduled interview has taken place. */
export const statusOf = (row: InterviewRow, now = new Date()) =>
  row.status === 'scheduled' && row.endsAt !== null && row.endsAt <= now ? 'completed' : row.status;

/** Whether the member is among the interview's interviewers still invited. */
export const isOn = (member: Member) =>
  sql`EXISTS (SELECT 1 FROM ${interviewInterviewers} WHERE ${interviewInterviewers.interviewId} = ${interviews.id} AND ${interviewInterviewers.memberId} = ${member.userId} AND ${interviewInterviewers.removedAt} IS NULL)`;

/** Who may see an interview: the members who see its application, and of Interviewers only those on it. */
export const memberSeesInterview = (member: Member) =>
  and(
    eq(interviews.companyId, member.companyId),
    memberSeesApplication(member),
    member.memberRole === 'interviewer' ? isOn(member) : undefined,
  );

/** Interviews as members read them, with their interviewers still invited and any slots still to pick from. */
export async function readInterviews(
  db: Pick<Database, 'select'>,
  where: SQL | undefined,
  order: SQL = asc(interviews.startsAt),
): Promise<Interview[]> {
  const rows = await db
    .select({
      interview: interviews,
      // The template's newest name, as the one its next scorecards will ask.
      templateName: sql<
        string | null
      >`(SELECT ${scorecardTemplateVersions.name} FROM ${scorecardTemplateVersions} WHERE ${scorecardTemplateVersions.templateId} = ${interviews.scorecardTemplateId} ORDER BY ${scorecardTemplateVersions.version} DESC LIMIT 1)`,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .where(where)
    .orderBy(order);
  if (rows.length === 0) return [];
  const ids = rows.map(({ interview }) => interview.id);
  const [people, slots] = await Promise.all([
    db
      .select({
        interviewId: interviewInterviewers.interviewId,
        id: users.id,
        name: users.name,
        answer: interviewInterviewers.answer,
      })
      .from(interviewInterviewers)
      .innerJoin(users, eq(users.id, interviewInterviewers.memberId))
      .where(and(inArray(interviewInterviewers.interviewId, ids), isNull(interviewInterviewers.removedAt)))
      .orderBy(asc(users.name)),
    db
      .select()
      .from(interviewSlots)
      .where(inArray(interviewSlots.interviewId, ids))
      .orderBy(asc(interviewSlots.startsAt)),
  ]);
  const now = new Date();
  return rows.map(({ interview, templateName }) => ({
    id: interview.id,
    application_id: interview.applicationId,
    title: interview.title,
    kind: interview.kind,
    starts_at: interview.startsAt?.toISOString() ?? null,
    ends_at: interview.endsAt?.toISOString() ?? null,
    time_zone: interview.timeZone,
    location: interview.location,
    video_url: interview.videoUrl,
    note: interview.candidateNote,
    interviewers: people
      .filter((each) => each.interviewId === interview.id)
      .map(({ id, name, answer }) => ({ id, name, answer })),
    candidate_answer: interview.candidateAnswer,
    status: statusOf(interview, now),
    slots:
      interview.startsAt === null
        ? slots
            .filter((slot) => slot.interviewId === interview.id)
            .map((slot) => ({
              id: slot.id,
              starts_at: slot.startsAt.toISOString(),
              ends_at: new Date(slot.startsAt.getTime() + interview.durationMinutes * MINUTE).toISOString(),
            }))
        : [],
    sequence: interview.sequence,
    scorecard_template:
      interview.scorecardTemplateId === null || templateName === null
        ? null
        : { id: interview.scorecardTemplateId, name: templateName },
  }));
}
