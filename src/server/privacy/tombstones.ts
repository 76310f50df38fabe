import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { ERASED_BY } from '../../shared/erasure.js';

/**
 * One erasure, ids only. No company: the candidate deleted their account (retired around their held applications, if
 * any, until the holds end). `erasureId` names the erasure's audit row, so that a restore can tell whether the backup
 * already reflects it. Lines written before erasures recorded who and when lack `by` and `at`; older ones also lack
 * `erasureId`.
 */
export const TombstoneSchema = z.object({
  companyId: z.uuid().nullable(),
  candidateRef: z.uuid(),
  erasureId: z.uuid().optional(),
  by: z.enum(ERASED_BY).optional(),
  at: z.iso.datetime().optional(),
});
export type Tombstone = z.infer<typeof TombstoneSchema>;

export const TOMBSTONES_NAME = 'tombstones.jsonl';

/** Where erasures' tombstones are kept: beside the database, never in it, so that restoring an older backup keeps them. */
export const tombstonesPath = (dataDir: string) => path.join(dataDir, TOMBSTONES_NAME);

/**
 * A candidate erased with a company twice leaves two lines; a line without an audit row's id stands for any erasure of
 * that candidate with that company, as before lines named their row.
 */
const sameErasure = (one: Tombstone, other: Tombstone) =>
  one.erasureId && other.erasureId
    ? one.erasureId === other.erasureId
    : one.companyId === other.companyId && one.candidateRef === other.candidateRef;

/** The tombstones in a file, oldest first; none when there is no file. */
export async function readTombstones(file: string): Promise<Tombstone[]> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => TombstoneSchema.parse(JSON.parse(line)));
}

/**
 * Adds the tombstones this installation does not hold yet, and answers them. An erasure applied again (after a
 * restore) finds its line already there: the file never grows twice for one erasure and never loses a line.
 */
export async function addTombstones(dataDir: string, tombstones: Tombstone[]): Promise<Tombstone[]> {
  const held = await readTombstones(tombstonesPath(dataDir));
  const added: Tombstone[] = [];
  for (const tombstone of tombstones) {
    if (![...held, ...added].some((each) => sameErasure(each, tombstone))) added.push(tombstone);
  }
  await appendTombstones(dataDir, added);
  return added;
}

/**
 * Appends new erasures' tombstones, which no file can hold yet (their audit rows were just made), without reading the
 * file; on disk before it answers, so that the erasure's transaction commits only after its line is kept.
 */
export async function appendTombstones(dataDir: string, tombstones: Tombstone[]): Promise<void> {
  if (tombstones.length === 0) return;
  const handle = await fs.open(tombstonesPath(dataDir), 'a', 0o600);
  try {
    await handle.appendFile(tombstones.map((each) => `${JSON.stringify(each)}\n`).join(''));
    await handle.sync();
  } finally {
    await handle.close();
  }
}
