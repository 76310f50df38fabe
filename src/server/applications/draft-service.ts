import { and, eq, sql } from 'drizzle-orm';
import { APPLICATION_MESSAGES } from '../../shared/applications.js';
import {
  type ApplicationDraft,
  type DraftResumeUpload,
  type SaveApplicationDraft,
} from '../../shared/application-drafts.js';
import type { Database, Tx } from '../db/database.js';
import { applicationDrafts, applications, files } from '../db/schema.js';
import { Refusal } from '../refusal.js';
import type { FileService } from '../files/service.js';
import type { PostingService } from '../postings/index.js';
import { decodeResume } from './service.js';

type DraftKey = { candidateId: string; postingId: string };

const draftOf = ({ candidateId, postingId }: DraftKey) =>
  and(eq(applicationDrafts.candidateId, candidateId), eq(applicationDrafts.postingId, postingId));

/**
 * The apply wizard's drafts: one per candidate and open posting, readable only by that candidate (every query is keyed
 * by the session's candidate). A draft may be saved only where an application may be made, so a missing posting
 * answers `undefined` and a closed one is refused as applying is.
 */
export class DraftService {
  constructor(
    private readonly db: Database,
    private readonly files: FileService,
    private readonly postings: PostingService,
  ) {}

  /** The candidate's draft for an open posting: `null` when they have none, `undefined` when the posting is not there. */
  async get(key: DraftKey): Promise<ApplicationDraft | null | undefined> {
    if (!(await this.postings.getOpen(key.postingId))) return undefined;
    return this.read(key);
  }

  async save(key: DraftKey, draft: SaveApplicationDraft): Promise<ApplicationDraft | undefined> {
    if (!(await this.canStart(key))) return undefined;
    await this.db
      .insert(applicationDrafts)
      .values({ ...key, step: draft.step, values: draft.values })
      .onConflictDoUpdate({
        target: [applicationDrafts.candidateId, applicationDrafts.postingId],
        set: { step: draft.step, values: draft.values, updatedAt: sql`now()` },
      });
    return (await this.read(key)) ?? undefined;
  }

  /**
   * Stores the chosen resume once, as the draft's file (starting the draft if there is none); the submission then
   * uses it instead of carrying the file again. A resume chosen before is removed.
   */
  async saveResume(key: DraftKey, upload: DraftResumeUpload): Promise<ApplicationDraft | undefined> {
    if (!(await this.canStart(key))) return undefined;
    const keepAsDraftResume = async (tx: Tx, resumeFileId: string, resumeName: string) => {
      const [previous] = await tx
        .select({ resumeFileId: applicationDrafts.resumeFileId })
        .from(applicationDrafts)
        .where(draftOf(key))
        .for('update');
      await tx
        .insert(applicationDrafts)
        .values({ ...key, step: 'Documents', values: {}, resumeFileId, resumeName })
        .onConflictDoUpdate({
          target: [applicationDrafts.candidateId, applicationDrafts.postingId],
          set: { resumeFileId, resumeName, updatedAt: sql`now()` },
        });
      return previous?.resumeFileId && previous.resumeFileId !== resumeFileId
        ? this.files.deleteRow(tx, previous.resumeFileId)
        : undefined;
    };
    const replaced = upload.resume_file_id
      ? await this.db.transaction(async (tx) => {
          const uploaded = await this.files.claimUpload(tx, key.candidateId, upload.resume_file_id!, 'resume');
          if (!uploaded) throw new Refusal('invalid', APPLICATION_MESSAGES.resumeNotYours, 'resume_file_id');
          return keepAsDraftResume(tx, uploaded.id, uploaded.name);
        })
      : await this.files.storeWith(key.candidateId, await decodeResume(upload.resume!), async (tx, insertFile) =>
          keepAsDraftResume(tx, (await insertFile(tx)).id, upload.name!),
        );
    await this.files.removeBytes(replaced);
    return (await this.read(key)) ?? undefined;
  }

  /** Answers whether there was a draft; its resume goes with it. */
  async remove(key: DraftKey): Promise<boolean> {
    const removed = await this.db.transaction(async (tx) => {
      const [draft] = await tx
        .delete(applicationDrafts)
        .where(draftOf(key))
        .returning({ resumeFileId: applicationDrafts.resumeFileId });
      if (!draft) return undefined;
      return { storageKey: draft.resumeFileId ? await this.files.deleteRow(tx, draft.resumeFileId) : undefined };
    });
    if (!removed) return false;
    await this.files.removeBytes(removed.storageKey);
    return true;
  }

  /**
   * Whether the posting takes this candidate's application: open, and not applied to yet, so that a save still on
   * its way when the application arrived does not bring back the draft the submission removed.
   */
  private async canStart(key: DraftKey): Promise<boolean> {
    if (!(await this.postings.getOpen(key.postingId))) return false;
    const [applied] = await this.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.candidateId, key.candidateId), eq(applications.postingId, key.postingId)))
      .limit(1);
    if (applied) throw new Refusal('conflict', APPLICATION_MESSAGES.duplicate);
    return true;
  }

  private async read(key: DraftKey): Promise<ApplicationDraft | null> {
    const [row] = await this.db
      .select({ draft: applicationDrafts, resume: files })
      .from(applicationDrafts)
      .leftJoin(files, eq(files.id, applicationDrafts.resumeFileId))
      .where(draftOf(key))
      .limit(1);
    if (!row) return null;
    const { draft, resume } = row;
    return {
      step: draft.step as ApplicationDraft['step'],
      values: draft.values,
      resume: resume
        ? {
            name: draft.resumeName ?? `resume.${resume.extension}`,
            size: resume.sizeBytes,
            type: resume.contentType,
            url: `/api/files/${resume.id}`,
          }
        : null,
      updated_at: draft.updatedAt.toISOString(),
    };
  }
}
