import { and, count, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ErasedBy, ErasureCounts } from '../../shared/erasure.js';
import {
  applicationDrafts,
  applicationNotes,
  applications,
  companyProfiles,
  erasures,
  files,
  interviews,
  outbox,
  postings,
  rateLimitHits,
  scorecards,
  users,
} from '../db/schema.js';
import type { FileStore } from '../files/store.js';
import type { Tx } from '../files/service.js';
import { mailDirOf, removeWrittenMails } from '../mail/transport.js';
import { enqueueTask, type TaskType, type TaskWork } from '../tasks/queue.js';
import { emitWebhookEvent } from '../webhooks/events.js';
import { addTombstones, TombstoneSchema } from './tombstones.js';

// `mails`: the erased outbox rows, whose copies an installation without SMTP wrote; tasks queued before lack it.
const ErasedFilesSchema = z.object({
  keys: z.array(z.string()),
  mails: z.array(z.uuid()).default([]),
  tombstone: TombstoneSchema,
});
type ErasedFiles = z.infer<typeof ErasedFilesSchema>;

/**
 * The bytes of an erasure's files go once its rows are committed, and its tombstone is written then: queued in the
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
      await addTombstones(options.dataDir, [tombstone]);
      for (const key of keys) await options.store.remove(key);
      await removeWrittenMails(mailDirOf(options.dataDir), mails);
    },
  };
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
 * their drafts for its postings and the e-mails about those applications. A candidate left with no application
 * anywhere loses their account too. Leaves one row without personal data and queues the removal of the files' bytes.
 */
export async function eraseCandidateWithCompany(
  tx: Tx,
  erasure: { companyId: string; candidateId: string; by: ErasedBy; actorId?: string; erasureId?: string },
): Promise<ErasureCounts> {
  const { companyId, candidateId } = erasure;
  // The candidate's row is locked first, so that an application sent meanwhile waits and is counted below.
  const [candidate] = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, candidateId), eq(users.role, 'candidate')))
    .for('update');
  const erased = await tx
    .select({ id: applications.id, resumeFileId: applications.resumeFileId, offerFileId: applications.offerFileId })
    .from(applications)
    .where(and(eq(applications.candidateId, candidateId), eq(applications.companyId, companyId)));
  const applicationIds = erased.map((each) => each.id);
  const ofErased = <T extends { applicationId: unknown }>(table: T) =>
    applicationIds.length > 0 ? inArray(table.applicationId as typeof applications.id, applicationIds) : sql`false`;

  const companyPostings = tx.select({ id: postings.id }).from(postings).where(eq(postings.companyId, companyId));
  const drafts = await tx
    .delete(applicationDrafts)
    .where(and(eq(applicationDrafts.candidateId, candidateId), inArray(applicationDrafts.postingId, companyPostings)))
    .returning({ resumeFileId: applicationDrafts.resumeFileId });

  const mails = (await tx.delete(outbox).where(ofErased(outbox)).returning({ id: outbox.id })).map((each) => each.id);
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

  const fileIds = [
    ...erased.flatMap((each) => [each.resumeFileId, each.offerFileId]),
    ...drafts.map((each) => each.resumeFileId),
  ].filter((id): id is string => id !== null);
  const keys: string[] = [];
  if (fileIds.length > 0) {
    // A resume reused by an application to another company stays with it.
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
    keys.push(...removed.map((each) => each.key));
  }

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
  await enqueueTask(tx, erasedFiles, {
    keys,
    mails,
    tombstone: {
      companyId,
      candidateRef: candidateId,
      erasureId: audit!.id,
      by: erasure.by,
      at: new Date().toISOString(),
    },
  });
  return counts;
}

/** Removes an account with no application left, and answers its files' storage keys and its erased mails' ids. */
async function closeAccount(tx: Tx, candidateId: string, email: string): Promise<{ keys: string[]; mails: string[] }> {
  const owned = await tx.select({ key: files.storageKey }).from(files).where(eq(files.ownerId, candidateId));
  const mails = await tx.delete(outbox).where(eq(outbox.recipient, email)).returning({ id: outbox.id });
  // Rate limits are kept per address: the buckets name it.
  const bucketEnd = `:${email}`;
  await tx.delete(rateLimitHits).where(sql`right(${rateLimitHits.bucket}, ${bucketEnd.length}) = ${bucketEnd}`);
  // The profile, sessions, codes, drafts and files' rows go with the account.
  await tx.delete(users).where(eq(users.id, candidateId));
  return { keys: owned.map((each) => each.key), mails: mails.map((each) => each.id) };
}

/** Erases the candidate's data with every company, and their account, in the caller's transaction. */
export async function eraseCandidateEverywhere(
  tx: Tx,
  erasure: { candidateId: string; by: ErasedBy },
): Promise<ErasureCounts> {
  const { candidateId } = erasure;
  const companies = await tx
    .selectDistinct({ companyId: applications.companyId })
    .from(applications)
    .where(eq(applications.candidateId, candidateId));
  let total: ErasureCounts = { ...NOTHING_ERASED };
  for (const { companyId } of companies) {
    const counts = await eraseCandidateWithCompany(tx, { companyId, candidateId, by: erasure.by });
    total = Object.fromEntries(
      Object.entries(total).map(([name, value]) => [name, value + counts[name as keyof ErasureCounts]]),
    ) as ErasureCounts;
  }
  const [account] = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, candidateId), eq(users.role, 'candidate')));
  if (account) {
    const { keys, mails } = await closeAccount(tx, candidateId, account.email);
    await enqueueTask(tx, erasedFiles, {
      keys,
      mails,
      tombstone: { companyId: null, candidateRef: candidateId, by: erasure.by, at: new Date().toISOString() },
    });
    total.files += keys.length;
    total.accounts += 1;
  }
  return total;
}
