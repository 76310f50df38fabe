import { and, asc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { applications, files, resumeTexts } from '../db/schema.js';
import type { FileStore } from '../files/store.js';
import { backfillWork, type BackfillWork } from '../tasks/backfill.js';
import { enqueueTask, type TaskType, type TaskWork } from '../tasks/queue.js';
import { readResume } from './extraction.js';

const ResumeTextSchema = z.object({ applicationId: z.uuid() });
type ResumeText = z.infer<typeof ResumeTextSchema>;

const resumeTextTask: TaskType<ResumeText> = {
  name: 'resume-text',
  payload: ResumeTextSchema,
  retryLimit: 2,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
  policy: 'standard',
};

/** Applications read per backfill task. */
const BACKFILL_BATCH = 50;

interface Options {
  db: Database;
  store: FileStore;
  log: { warn(obj: unknown, message: string): void };
  /** Applications read per backfill task. */
  batch?: number;
}

/** Queues the reading of an application's resume, in the transaction that stores the application. */
export function queueResumeText(tx: Pick<Database, 'execute'>, applicationId: string): Promise<void> {
  return enqueueTask(tx, resumeTextTask, { applicationId }, { singletonKey: applicationId });
}

/** Applications with a resume whose text was never read, in the order of their ids. */
function unread(db: Database, limit: number, only?: SQL) {
  return db
    .select({ id: applications.id, companyId: applications.companyId, file: files })
    .from(applications)
    .innerJoin(files, eq(files.id, applications.resumeFileId))
    .leftJoin(resumeTexts, eq(resumeTexts.applicationId, applications.id))
    .where(and(isNotNull(applications.resumeFileId), isNull(resumeTexts.applicationId), only))
    .orderBy(asc(applications.id))
    .limit(limit);
}

/**
 * Reads one application's resume and keeps its text. A file that cannot be read is kept as `failed` and not tried
 * again; the log names the application only, never what the file says.
 */
async function readInto(
  { db, store, log }: Options,
  application: { id: string; companyId: string; file: typeof files.$inferSelect },
): Promise<void> {
  const reading = await store
    .read(application.file.storageKey)
    .then((bytes) => readResume(bytes, application.file.extension))
    .catch((error: unknown) => {
      log.warn({ applicationId: application.id, reason: (error as Error).name }, 'could not read a resume');
      return { status: 'failed' as const };
    });
  await db
    .insert(resumeTexts)
    .values({ applicationId: application.id, companyId: application.companyId, ...reading })
    .onConflictDoNothing();
}

export function resumeTextWork(options: Options): TaskWork<ResumeText> {
  return {
    type: resumeTextTask,
    async run({ applicationId }) {
      const [application] = await unread(options.db, 1, eq(applications.id, applicationId));
      if (application) await readInto(options, application);
    },
  };
}

/** Reads the resumes stored before their text was kept, a batch per task. */
export function resumeTextBackfillWork(options: Options): BackfillWork {
  return backfillWork(options.db, {
    name: 'resume-text-backfill',
    batch: options.batch ?? BACKFILL_BATCH,
    remaining: (limit) => unread(options.db, limit),
    fill: (application) => readInto(options, application),
  });
}
