import type { Database } from '../db/database.js';
import { interviewInterviewers, interviewSlots, interviews } from '../db/schema.js';
import { companyIdOf, makeApplication, userIdOf } from './factories-applications.js';
import { makePosting } from './factories-postings.js';
import { type ApiClient, makeCandidate, makeCompany, type TestAccount } from './factories.js';

export interface TestInterview {
  id: string;
  applicationId: string;
  /** The company's Admin: the interview's scheduler and its one interviewer. */
  admin: TestAccount & { id: string };
  candidate: TestAccount & { id: string };
}

const HOUR = 60 * 60 * 1000;

/**
 * A company, a posting, a candidate's application and an interview of it, straight into the tables: booked at
 * `startsAt` for an hour, or offering `slots` for the candidate to pick from.
 */
export async function makeInterview(
  app: ApiClient,
  db: Database,
  times: { startsAt: Date } | { slots: Date[] },
): Promise<TestInterview & { slotIds: string[] }> {
  const admin = await makeCompany(app);
  const candidate = await makeCandidate(app);
  const posting = await makePosting(app, admin.token);
  const applicationId = await makeApplication(app, candidate.token, posting);
  const adminId = await userIdOf(db, admin.email);
  const startsAt = 'startsAt' in times ? times.startsAt : null;
  const [interview] = await db
    .insert(interviews)
    .values({
      companyId: await companyIdOf(db, admin.email),
      applicationId,
      title: `Interview for ${posting.title}`,
      kind: 'video',
      startsAt,
      endsAt: startsAt && new Date(startsAt.getTime() + HOUR),
      durationMinutes: 60,
      timeZone: 'Europe/Berlin',
      videoUrl: 'https://meet.example.test/abc',
      scheduledBy: adminId,
    })
    .returning({ id: interviews.id });
  await db.insert(interviewInterviewers).values({ interviewId: interview!.id, memberId: adminId });
  const slots =
    'slots' in times
      ? await db
          .insert(interviewSlots)
          .values(times.slots.map((at) => ({ interviewId: interview!.id, startsAt: at })))
          .returning({ id: interviewSlots.id })
      : [];
  return {
    id: interview!.id,
    applicationId,
    admin: { ...admin, id: adminId },
    candidate: { ...candidate, id: await userIdOf(db, candidate.email) },
    slotIds: slots.map((slot) => slot.id),
  };
}
