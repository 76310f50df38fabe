import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Member } from '../auth/index.js';
import { applications, companies, postings, users } from '../db/schema.js';
import type { Tx } from '../db/database.js';
import { candidateView } from './candidate-view.js';
import { stageColumns } from './stages.js';
import { recruiterEmailColumn } from '../postings/index.js';
import { memberSeesPosting } from '../auth/index.js';

const candidateAccount = alias(users, 'candidate_account');

/**
 * The application, among those `seen` keeps, locked for the transaction with what a move or a decision on it needs:
 * every change to an application's status, stage or withdrawal takes this lock first.
 */
export async function lockApplication(tx: Tx, applicationId: string, seen: SQL | undefined) {
  const [row] = await tx
    .select({
      id: applications.id,
      companyId: applications.companyId,
      postingId: applications.postingId,
      status: applications.status,
      // What its candidate last saw: a move that puts it back there changes nothing for them.
      seenStatus: candidateView(applications).status,
      seenStageId: candidateView(applications).stageId,
      seenOfferFileId: candidateView(applications).offerFileId,
      withdrawnAt: applications.withdrawnAt,
      offerFileId: applications.offerFileId,
      // Mail goes to the candidate's account, never to an address typed into the application (decision 017).
      email: candidateAccount.email,
      firstName: applications.firstName,
      lastName: applications.lastName,
      jobTitle: postings.title,
      companyName: companies.name,
      recruiterEmail: recruiterEmailColumn,
      ...stageColumns,
    })
    .from(applications)
    .innerJoin(postings, eq(postings.id, applications.postingId))
    .innerJoin(companies, eq(companies.id, postings.companyId))
    .innerJoin(candidateAccount, eq(candidateAccount.id, applications.candidateId))
    .where(and(eq(applications.id, applicationId), seen))
    .limit(1)
    .for('update', { of: applications });
  return row;
}

export type LockedApplication = NonNullable<Awaited<ReturnType<typeof lockApplication>>>;

/** The application, if it belongs to one of the company's postings the member may see, locked for the transaction. */
export const lockForReview = (tx: Tx, member: Member, applicationId: string) =>
  lockApplication(
    tx,
    applicationId,
    and(isNull(postings.deletedAt), eq(postings.companyId, member.companyId), memberSeesPosting(member, postings.id)),
  );

/** A new application, locked for the transaction: its posting is live, since it was just applied to. */
export const lockNewApplication = (tx: Tx, applicationId: string) =>
  lockApplication(tx, applicationId, isNull(postings.deletedAt));
