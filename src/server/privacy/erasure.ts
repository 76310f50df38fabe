import { and, eq, gt, inArray, isNull, notExists, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ErasedBy, ErasureCounts } from '../../shared/erasure.js';
import type { CandidateData, Erased, ErasureScope } from '../candidate-data.js';
import { applications, companies, erasures, files, legalHolds, postings, users } from '../db/schema.js';
import type { FileStore } from '../files/store.js';
import type { Tx } from '../db/database.js';
import { mailDirOf, removeWrittenMails } from '../mail/transport.js';
import { enqueueTask, type TaskType, type TaskWork } from '../tasks/queue.js';
import { publish } from '../events.js';
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
  /** Every capability's candidate data, called in the list's order (`candidateDataOf` in `capabilities.ts` says why it matters). */
  candidateData: readonly CandidateData[];
  /** A batch's erasures leave their tombstones here, for the batch to write them at once before it commits. */
  gathered?: Tombstone[];
}

const NOTHING_ERASED: ErasureCounts = {
  applications: 0,
  notes: 0,
  interviews: 0,
  scorecards: 0,
  mails: 0,
  messages: 0,
  drafts: 0,
  files: 0,
  accounts: 0,
};

/** What every declaration took for one scope, added up. */
interface Taken {
  counts: ErasureCounts;
  released: (string | null)[];
  mails: string[];
}

/** Calls every declaration's erase for the scope, in the list's order, in the caller's transaction. */
async function eraseEach(tx: Tx, candidateData: readonly CandidateData[], scope: ErasureScope): Promise<Taken> {
  const taken: Taken = { counts: { ...NOTHING_ERASED }, released: [], mails: [] };
  for (const declaration of candidateData) {
    const erased: Erased = (await declaration.erase?.(tx, scope)) ?? {};
    for (const [name, value] of Object.entries(erased.counts ?? {})) taken.counts[name as keyof ErasureCounts] += value;
    taken.released.push(...(erased.released ?? []));
    taken.mails.push(...(erased.mails ?? []));
  }
  return taken;
}

/**
 * Erases, in the caller's transaction, everything a company holds about one candidate: each capability's declaration
 * erases its rows for the candidate's applications there (with what hangs on them), their drafts for its postings and
 * every e-mail that names or concerns those applications, then the files no declared column names any longer go. The
 * applications in `keep` (under a legal hold) stay with what hangs on them. A candidate left with no application
 * anywhere loses their account too. Leaves one row without personal data and its tombstone, and queues the removal of
 * the files' bytes and the e-mails' copies.
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
    .select({ id: applications.id })
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
  const { candidateData } = erasure;
  const scope = { kind: 'company', candidateId, companyId, applicationIds: erased.map((each) => each.id) } as const;
  const { counts, released, mails } = await eraseEach(tx, candidateData, scope);
  const keys = await eraseUnusedFiles(tx, candidateData, released);

  const [remaining] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.candidateId, candidateId))
    .limit(1);
  if (candidate && !remaining) {
    const closed = await closeAccount(tx, candidateData, candidateId, candidate.email);
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
  await publish(tx, 'candidate.erased', { companyId, data: [{ erasure_id: audit!.id }] });
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

/**
 * Deletes the rows of those files (or, given `owner`, of every file the account owns) that no declared `fileUses`
 * column names any longer, and answers their storage keys: a resume reused by an application to another company, or
 * one that is kept, stays with it.
 */
async function eraseUnusedFiles(
  tx: Tx,
  candidateData: readonly CandidateData[],
  ids: readonly (string | null)[],
  owner?: string,
): Promise<string[]> {
  const fileIds = ids.filter((id): id is string => id !== null);
  if (fileIds.length === 0 && owner === undefined) return [];
  const unused = candidateData
    .flatMap((declaration) => declaration.fileUses ?? [])
    .map((column) => notExists(tx.select({ id: column }).from(column.table).where(eq(column, files.id))));
  const removed = await tx
    .delete(files)
    .where(and(owner === undefined ? inArray(files.id, fileIds) : eq(files.ownerId, owner), ...unused))
    .returning({ key: files.storageKey });
  return removed.map((each) => each.key);
}

/** What an account's erasure leaves to remove after the commit: its files' storage keys and its e-mails' ids. */
interface Released {
  keys: string[];
  mails: string[];
}

/** Removes an account with no application left, and answers its files' storage keys and its erased mails' ids. */
async function closeAccount(
  tx: Tx,
  candidateData: readonly CandidateData[],
  candidateId: string,
  email: string,
): Promise<Released> {
  // The files' rows go with the account by the cascade; their bytes after the commit.
  const owned = await tx.select({ key: files.storageKey }).from(files).where(eq(files.ownerId, candidateId));
  const { mails } = await eraseEach(tx, candidateData, { kind: 'account', candidateId, email, mode: 'close' });
  return { keys: owned.map((each) => each.key), mails };
}

/**
 * What is left of an account whose owner deleted it while some of their applications are held: a row the held
 * applications hang from, that cannot sign in and names no one (they keep the name and address they were sent with).
 * Its profile, sessions, codes, drafts, the files no held application uses and the e-mails to it that concern no held
 * application go now. Answers the files' storage keys and the e-mails' ids.
 */
async function retireAccount(
  tx: Tx,
  candidateData: readonly CandidateData[],
  candidateId: string,
  email: string,
): Promise<Released> {
  const { released, mails } = await eraseEach(tx, candidateData, {
    kind: 'account',
    candidateId,
    email,
    mode: 'retire',
  });
  const keys = await eraseUnusedFiles(tx, candidateData, released);
  keys.push(...(await eraseUnusedFiles(tx, candidateData, [], candidateId)));
  return { keys, mails };
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
        ? await retireAccount(tx, erasure.candidateData, candidateId, account.email)
        : await closeAccount(tx, erasure.candidateData, candidateId, account.email);
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
  const { companyId, candidateId, dataDir, candidateData } = erasure;
  return eraseCandidateWithCompany(tx, { companyId, candidateId, dataDir, candidateData, by: 'candidate', keep });
}
