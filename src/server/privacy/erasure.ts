import { and, count, eq, gt, inArray, isNull, notExists, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ErasedBy, ErasureCounts } from '../../shared/erasure.js';
import {
  applicationDrafts,
  applicationNotes,
  applications,
  candidateProfiles,
  companies,
  companyProfiles,
  emailCodes,
  erasures,
  files,
  interviews,
  legalHolds,
  outbox,
  outboxConcerns,
  passwordResets,
  postings,
  rateLimitHits,
  scorecards,
  sessions,
  users,
} from '../db/schema.js';
import type { FileStore } from '../files/store.js';
import type { Tx } from '../db/database.js';
import { mailDirOf, removeWrittenMails } from '../mail/transport.js';
import { enqueueTask, type TaskType, type TaskWork } from '../tasks/queue.js';
import { emitWebhookEvent } from '../webhooks/index.js';
import { addTombstones, appendTombstones, type Tombstone, TombstoneSchema } from './tombstones.js';

// `mails`: the erased outbox rows, whose copies an installation without SMTP wrote; tasks queued before lack it.
// `tombstone`: written by the erasure itself now; tasks queued before it was carry it, and write it once.
const ErasedFilesSchema = z.object({
  keys: z.array(z.string()),
  mails: z.array(z.uuid()).default([]),
  tombstone: TombstoneSchema.optional(),
});
type ErasedFiles = z.infer<typeof ErasedFilesSchema>;

/**
 * The bytes of an erasure's files, and the copies of its e-mails, go once its rows are committed: queued in the
 * erasure's transaction, so that a crash between the commit and the removal leaves the work waiting, not the files.
 */
const erasedFiles: TaskType<ErasedFiles> = {
  name: 'privacy-erased-files',
  payload: ErasedFilesSchema,
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
  policy: 'standard',
};

export function erasedFilesWork(options: { store: FileStore; dataDir: string }): TaskWork<ErasedFiles> {
  return {
    type: erasedFiles,
    async run({ keys, mails, tombstone }) {
      if (tombstone) await addTombstones(options.dataDir, [tombstone]);
      for (const key of keys) await options.store.remove(key);
      await removeWrittenMails(mailDirOf(options.dataDir), mails);
    },
  };
}

/** A legal hold in force at `now`: without an end, or ending later. */
const holdInForce = (now: Date): SQL => or(isNull(legalHolds.endsAt), gt(legalHolds.endsAt, now))!;

/** A candidate's application under a hold in force, with what the Admin and the candidate are told of it. */
interface HeldApplication {
  applicationId: string;
  companyId: string;
  companyName: string;
  jobTitle: string;
  recruiterEmail: string;
  firstName: string;
  reason: string;
  placedAt: Date;
}

/** The candidate's applications under a hold in force, with one company or everywhere, oldest hold first. */
export function heldApplications(
  tx: Pick<Tx, 'select'>,
  candidateId: string,
  companyId?: string,
  now = new Date(),
): Promise<HeldApplication[]> {
  return tx
    .select({
      applicationId: applications.id,
      companyId: applications.companyId,
      companyName: companies.name,
      jobTitle: postings.title,
      recruiterEmail: postings.recruiterEmail,
      firstName: applications.firstName,
      reason: legalHolds.reason,
      placedAt: legalHolds.createdAt,
    })
    .from(legalHolds)
    .innerJoin(applications, eq(applications.id, legalHolds.applicationId))
    .innerJoin(postings, eq(postings.id, applications.postingId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(
      and(
        eq(applications.candidateId, candidateId),
        companyId ? eq(applications.companyId, companyId) : undefined,
        holdInForce(now),
      ),
    )
    .orderBy(legalHolds.createdAt, applications.id);
}

/** Where an erasure writes its tombstone, in its own transaction: a backup taken once it has answered holds it. */
interface Erasing {
  dataDir: string;
  /** A batch's erasures leave their tombstones here, for the batch to write them at once before it commits. */
  gathered?: Tombstone[];
}

const NOTHING_ERASED: ErasureCounts = {
  applications: 0,
  notes: 0,
  interviews: 0,
  scorecards: 0,
  mails: 0,
  drafts: 0,
  files: 0,
  accounts: 0,
};

async function counted(query: Promise<{ rows: number }[]>): Promise<number> {
  return (await query)[0]?.rows ?? 0;
}

/**
 * Erases, in the caller's transaction, everything a company holds about one candidate: their applications with what
 * hangs on them (notes, timeline, annotations, interviews, scorecards, notifications, self-identification answers),
 * their drafts for its postings and every e-mail that names or concerns those applications. The applications in `keep`
 * (under a legal hold) stay with what hangs on them. A candidate left with no application anywhere loses their account
 * too. Leaves one row without personal data and its tombstone, and queues the removal of the files' bytes and the
 * e-mails' copies.
 */
export async function eraseCandidateWithCompany(
  tx: Tx,
  erasure: Erasing & {
    companyId: string;
    candidateId: string;
    by: ErasedBy;
    actorId?: string;
    erasureId?: string;
    keep?: readonly string[];
  },
): Promise<ErasureCounts> {
  const { companyId, candidateId } = erasure;
  const keep = erasure.keep ?? [];
  // The candidate's row is locked first, so that an application sent meanwhile waits and is counted below.
  const [candidate] = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, candidateId), eq(users.role, 'candidate')))
    .for('update');
  const erased = await tx
    .select({ id: applications.id, resumeFileId: applications.resumeFileId, offerFileId: applications.offerFileId })
    .from(applications)
    .where(
      and(
        eq(applications.candidateId, candidateId),
        eq(applications.companyId, companyId),
        keep.length > 0 ? notInArray(applications.id, [...keep]) : undefined,
      ),
    );
  // Everything the candidate has with the company is held: nothing is erased there, and nothing recorded.
  if (erased.length === 0 && keep.length > 0) return { ...NOTHING_ERASED };
  const applicationIds = erased.map((each) => each.id);
  const ofErased = <T extends { applicationId: unknown }>(table: T) =>
    applicationIds.length > 0 ? inArray(table.applicationId as typeof applications.id, applicationIds) : sql`false`;

  const companyPostings = tx.select({ id: postings.id }).from(postings).where(eq(postings.companyId, companyId));
  const drafts = await tx
    .delete(applicationDrafts)
    .where(and(eq(applicationDrafts.candidateId, candidateId), inArray(applicationDrafts.postingId, companyPostings)))
    .returning({ resumeFileId: applicationDrafts.resumeFileId });

  const mails = await eraseMailConcerning(tx, applicationIds);
  const counts: ErasureCounts = {
    ...NOTHING_ERASED,
    applications: applicationIds.length,
    notes: await counted(tx.select({ rows: count() }).from(applicationNotes).where(ofErased(applicationNotes))),
    interviews: await counted(tx.select({ rows: count() }).from(interviews).where(ofErased(interviews))),
    scorecards: await counted(tx.select({ rows: count() }).from(scorecards).where(ofErased(scorecards))),
    drafts: drafts.length,
    mails: mails.length,
  };
  // Notes, the timeline, annotations, interviews, scorecards and notifications go with their application.
  if (applicationIds.length > 0) await tx.delete(applications).where(inArray(applications.id, applicationIds));

  const keys = await eraseUnusedFiles(tx, [
    ...erased.flatMap((each) => [each.resumeFileId, each.offerFileId]),
    ...drafts.map((each) => each.resumeFileId),
  ]);

  const remaining = await counted(
    tx.select({ rows: count() }).from(applications).where(eq(applications.candidateId, candidateId)),
  );
  if (candidate && remaining === 0) {
    const closed = await closeAccount(tx, candidateId, candidate.email);
    keys.push(...closed.keys);
    mails.push(...closed.mails);
    counts.accounts = 1;
  }
  counts.files = keys.length;

  // Erasing again at a restore keeps the audit row's id, so that its tombstone is found already written.
  const [audit] = await tx
    .insert(erasures)
    .values({
      ...(erasure.erasureId && { id: erasure.erasureId }),
      companyId,
      candidateRef: candidateId,
      erasedBy: erasure.by,
      actorId: erasure.actorId ?? null,
      counts,
    })
    .returning({ id: erasures.id });
  await emitWebhookEvent(tx, companyId, 'candidate.erased', { erasure_id: audit!.id });
  await enqueueTask(tx, erasedFiles, { keys, mails });
  const tombstone = {
    companyId,
    candidateRef: candidateId,
    erasureId: audit!.id,
    by: erasure.by,
    at: new Date().toISOString(),
  };
  // Last, so that nothing after it can roll the erasure back: a backup taken from here on restores no candidate.
  if (erasure.erasureId) await addTombstones(erasure.dataDir, [tombstone]);
  else if (erasure.gathered) erasure.gathered.push(tombstone);
  else await appendTombstones(erasure.dataDir, [tombstone]);
  return counts;
}

/** Deletes every e-mail that names or concerns one of the applications, and answers their ids. */
async function eraseMailConcerning(tx: Tx, applicationIds: string[]): Promise<string[]> {
  if (applicationIds.length === 0) return [];
  const concerning = tx
    .select({ id: outboxConcerns.outboxId })
    .from(outboxConcerns)
    .where(inArray(outboxConcerns.applicationId, applicationIds));
  const erased = await tx.delete(outbox).where(inArray(outbox.id, concerning)).returning({ id: outbox.id });
  return erased.map((each) => each.id);
}

/** Deletes the rows of those files no application, draft or profile still uses, and answers their storage keys. */
async function eraseUnusedFiles(tx: Tx, ids: (string | null)[]): Promise<string[]> {
  const fileIds = ids.filter((id): id is string => id !== null);
  if (fileIds.length === 0) return [];
  // A resume reused by an application to another company, or one that is kept, stays with it.
  const removed = await tx
    .delete(files)
    .where(
      and(
        inArray(files.id, fileIds),
        notExists(
          tx
            .select({ id: applications.id })
            .from(applications)
            .where(or(eq(applications.resumeFileId, files.id), eq(applications.offerFileId, files.id))),
        ),
        notExists(
          tx
            .select({ id: applicationDrafts.postingId })
            .from(applicationDrafts)
            .where(eq(applicationDrafts.resumeFileId, files.id)),
        ),
        notExists(
          tx
            .select({ id: companyProfiles.companyId })
            .from(companyProfiles)
            .where(or(eq(companyProfiles.pictureFileId, files.id), eq(companyProfiles.coverFileId, files.id))),
        ),
      ),
    )
    .returning({ key: files.storageKey });
  return removed.map((each) => each.key);
}

/** Removes an account with no application left, and answers its files' storage keys and its erased mails' ids. */
async function closeAccount(tx: Tx, candidateId: string, email: string): Promise<{ keys: string[]; mails: string[] }> {
  const owned = await tx.select({ key: files.storageKey }).from(files).where(eq(files.ownerId, candidateId));
  const mails = await tx.delete(outbox).where(eq(outbox.recipient, email)).returning({ id: outbox.id });
  await forgetAddress(tx, email);
  // The profile, sessions, codes, drafts and files' rows go with the account.
  await tx.delete(users).where(eq(users.id, candidateId));
  return { keys: owned.map((each) => each.key), mails: mails.map((each) => each.id) };
}

/** Rate limits and e-mail codes are kept per address: they name it. */
async function forgetAddress(tx: Tx, email: string): Promise<void> {
  const bucketEnd = `:${email}`;
  await tx.delete(rateLimitHits).where(sql`right(${rateLimitHits.bucket}, ${bucketEnd.length}) = ${bucketEnd}`);
  await tx.delete(emailCodes).where(eq(emailCodes.email, email));
}

/**
 * What is left of an account whose owner deleted it while some of their applications are held: a row the held
 * applications hang from, that cannot sign in and names no one (they keep the name and address they were sent with).
 * Its profile, sessions, codes, drafts, the files no held application uses and the e-mails to it that concern no held
 * application go now. Answers the files' storage keys and the e-mails' ids.
 */
async function retireAccount(tx: Tx, candidateId: string, email: string): Promise<{ keys: string[]; mails: string[] }> {
  const drafts = await tx
    .delete(applicationDrafts)
    .where(eq(applicationDrafts.candidateId, candidateId))
    .returning({ resumeFileId: applicationDrafts.resumeFileId });
  const keys = await eraseUnusedFiles(
    tx,
    drafts.map((each) => each.resumeFileId),
  );
  const kept = tx
    .select({ id: files.id })
    .from(files)
    .innerJoin(applications, or(eq(applications.resumeFileId, files.id), eq(applications.offerFileId, files.id)));
  const owned = await tx
    .delete(files)
    .where(and(eq(files.ownerId, candidateId), notInArray(files.id, kept)))
    .returning({ key: files.storageKey });
  keys.push(...owned.map((each) => each.key));
  const held = tx.select({ id: outboxConcerns.outboxId }).from(outboxConcerns);
  const mails = await tx
    .delete(outbox)
    .where(and(eq(outbox.recipient, email), notInArray(outbox.id, held)))
    .returning({ id: outbox.id });
  await forgetAddress(tx, email);
  await tx.delete(sessions).where(eq(sessions.userId, candidateId));
  await tx.delete(passwordResets).where(eq(passwordResets.userId, candidateId));
  await tx.delete(candidateProfiles).where(eq(candidateProfiles.userId, candidateId));
  // The address goes too, so that its owner may open a new account with it meanwhile.
  await tx
    .update(users)
    .set({
      email: `${candidateId}@erased.invalid`,
      name: '',
      passwordHash: null,
      emailConfirmedAt: null,
      removedAt: new Date(),
    })
    .where(eq(users.id, candidateId));
  return { keys, mails: mails.map((each) => each.id) };
}

/**
 * Erases the candidate's data with every company, and their account, in the caller's transaction. Applications under
 * a legal hold in force stay, with the account retired around them, until the hold ends (`completeDeletion`).
 */
export async function eraseCandidateEverywhere(
  tx: Tx,
  erasure: Erasing & { candidateId: string; by: ErasedBy },
): Promise<{ counts: ErasureCounts; held: HeldApplication[] }> {
  const { candidateId } = erasure;
  const held = await heldApplications(tx, candidateId);
  const keep = held.map((each) => each.applicationId);
  const companies = await tx
    .selectDistinct({ companyId: applications.companyId })
    .from(applications)
    .where(eq(applications.candidateId, candidateId));
  let total: ErasureCounts = { ...NOTHING_ERASED };
  for (const { companyId } of companies) {
    const counts = await eraseCandidateWithCompany(tx, { ...erasure, companyId, keep });
    total = Object.fromEntries(
      Object.entries(total).map(([name, value]) => [name, value + counts[name as keyof ErasureCounts]]),
    ) as ErasureCounts;
  }
  const [account] = await tx
    .select({ email: users.email, removedAt: users.removedAt })
    .from(users)
    .where(and(eq(users.id, candidateId), eq(users.role, 'candidate')));
  if (account && !account.removedAt) {
    const { keys, mails } =
      held.length > 0
        ? await retireAccount(tx, candidateId, account.email)
        : await closeAccount(tx, candidateId, account.email);
    await enqueueTask(tx, erasedFiles, { keys, mails });
    // A restore of an older backup retires the account again, around the holds that backup holds.
    const tombstone = { companyId: null, candidateRef: candidateId, by: erasure.by, at: new Date().toISOString() };
    await appendTombstones(erasure.dataDir, [tombstone]);
    if (held.length === 0) total.accounts += 1;
    total.files += keys.length;
    total.mails += mails.length;
  }
  return { counts: total, held };
}

/**
 * Completes, in the caller's transaction, the deletion of an account its owner deleted while an application of theirs
 * with the company was held: erases what no hold in force keeps there any longer. Nothing for any other candidate.
 */
export async function completeDeletion(
  tx: Tx,
  erasure: Erasing & { companyId: string; candidateId: string; now?: Date },
): Promise<ErasureCounts | undefined> {
  const [retired] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, erasure.candidateId), eq(users.role, 'candidate'), sql`${users.removedAt} IS NOT NULL`));
  if (!retired) return undefined;
  const held = await heldApplications(tx, erasure.candidateId, erasure.companyId, erasure.now);
  const keep = held.map((each) => each.applicationId);
  const { companyId, candidateId, dataDir } = erasure;
  return eraseCandidateWithCompany(tx, { companyId, candidateId, dataDir, by: 'candidate', keep });
}
