import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';
import { applications, companies, interviewInterviewers, interviews, postings, users } from '../db/schema.js';
import { countryTerms, readerTerms } from '../../shared/dates.js';
import { answerLinkUrl, signAnswerLink } from './answer-links.js';
import type { CandidateAction, InvitedInterview } from './mails.js';

const candidateAccount = alias(users, 'candidate_account');
const scheduler = alias(users, 'scheduler');

/** An interview with whom and what its e-mails name: the job, the company, the candidate and the scheduler. */
export async function interviewWithPeople(db: Pick<Database, 'select'>, interviewId: string) {
  const [row] = await db
    .select({
      interview: interviews,
      jobTitle: postings.title,
      companyName: companies.name,
      showEmails: companies.interviewerEmailsToCandidates,
      candidateId: applications.candidateId,
      candidateName: sql<string>`${applications.firstName} || ' ' || ${applications.lastName}`,
      candidateEmail: candidateAccount.email,
      candidateTold: { timeZone: candidateAccount.timeZone, locale: candidateAccount.locale },
      postingCountry: postings.country,
      scheduler: { userId: scheduler.id, name: scheduler.name, email: scheduler.email },
      schedulerTold: { timeZone: scheduler.timeZone, locale: scheduler.locale },
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(postings, eq(postings.id, applications.postingId))
    .innerJoin(companies, eq(companies.id, interviews.companyId))
    .innerJoin(candidateAccount, eq(candidateAccount.id, applications.candidateId))
    .innerJoin(scheduler, eq(scheduler.id, interviews.scheduledBy))
    .where(eq(interviews.id, interviewId));
  if (!row) return undefined;
  const { candidateTold, postingCountry, schedulerTold, ...rest } = row;
  const terms = readersOf(postingCountry, row.interview.timeZone);
  return {
    ...rest,
    candidateTerms: terms.candidate(candidateTold),
    schedulerTerms: terms.member(schedulerTold),
    memberTerms: terms.member,
  };
}

type Told = Parameters<typeof readerTerms>[0];

/**
 * Whose terms each reader's dates are written in: their own, as their browser last told them; else a candidate's
 * are the posting's country's, and a member's the interview's own zone in that country's language.
 */
function readersOf(postingCountry: string, interviewZone: string) {
  const country = countryTerms(postingCountry);
  return {
    candidate: (told: Told) => readerTerms(told, country),
    member: (told: Told) => readerTerms(told, { ...country, timeZone: interviewZone }),
  };
}

/**
 * A booked interview at its current revision as its e-mails name it, every interviewer it has had included (`removed`
 * says who no longer is), with the candidate's signed answer links. Undefined while the candidate is still to pick a
 * slot: it has no time to name yet.
 */
export async function invitedInterview(
  db: Pick<Database, 'select'>,
  interviewId: string,
  appUrl: string,
): Promise<(InvitedInterview & { removed: Set<string> }) | undefined> {
  const row = await interviewWithPeople(db, interviewId);
  if (!row) return undefined;
  const { interview } = row;
  const { startsAt, endsAt } = interview;
  if (startsAt === null || endsAt === null) return undefined;
  const people = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      removedAt: interviewInterviewers.removedAt,
      told: { timeZone: users.timeZone, locale: users.locale },
    })
    .from(interviewInterviewers)
    .innerJoin(users, eq(users.id, interviewInterviewers.memberId))
    .where(eq(interviewInterviewers.interviewId, interviewId))
    .orderBy(asc(users.name));
  // Good until the interview ends, and for this revision only: a changed interview's e-mail carries new links.
  const linkTo = (action: CandidateAction) =>
    answerLinkUrl(
      appUrl,
      signAnswerLink(interview.linkKey, {
        interviewId,
        candidateId: row.candidateId,
        action,
        sequence: interview.sequence,
        expiresAt: endsAt,
      }),
    );
  return {
    id: interview.id,
    applicationId: interview.applicationId,
    title: interview.title,
    kind: interview.kind,
    status: interview.status === 'cancelled' ? 'cancelled' : 'scheduled',
    startsAt,
    endsAt,
    timeZone: interview.timeZone,
    location: interview.location,
    videoUrl: interview.videoUrl,
    candidateNote: interview.candidateNote,
    sequence: interview.sequence,
    jobTitle: row.jobTitle,
    companyName: row.companyName,
    scheduler: row.scheduler,
    candidate: { name: row.candidateName, email: row.candidateEmail, terms: row.candidateTerms },
    interviewers: people.map(({ id, name, email, told }) => ({
      id,
      name,
      email,
      terms: row.memberTerms(told),
    })),
    interviewerEmailsToCandidates: row.showEmails,
    removed: new Set(people.filter((each) => each.removedAt !== null).map((each) => each.id)),
    answerLinks: { accept: linkTo('accept'), decline: linkTo('decline'), propose: linkTo('propose') },
  };
}
