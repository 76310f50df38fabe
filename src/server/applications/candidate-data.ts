import { and, asc, eq, inArray } from 'drizzle-orm';
import { type CandidateData, partByApplication } from '../candidate-data.js';
import {
  applicationDrafts,
  applications,
  offerSignatures,
  postings,
  resumeAnnotations,
  statusChanges,
} from '../db/schema.js';

/**
 * The applications themselves, the candidate's drafts, each application's timeline, its resume's marks and its signed
 * offer (those go with it by cascades; the signed copy's file is released). The applications go after every
 * declaration that counts or deletes what hangs on them.
 */
export const applicationCandidateData: CandidateData = {
  tables: [applications, applicationDrafts, statusChanges, resumeAnnotations, offerSignatures],
  fileUses: [
    applications.resumeFileId,
    applications.offerFileId,
    applicationDrafts.resumeFileId,
    offerSignatures.signedFileId,
  ],
  async erase(tx, scope) {
    if (scope.kind === 'account') {
      // A closed account's drafts go with its row; a retired one keeps the row, not the drafts.
      if (scope.mode === 'close') return {};
      const drafts = await tx
        .delete(applicationDrafts)
        .where(eq(applicationDrafts.candidateId, scope.candidateId))
        .returning({ resumeFileId: applicationDrafts.resumeFileId });
      return { released: drafts.map((each) => each.resumeFileId) };
    }
    const companyPostings = tx
      .select({ id: postings.id })
      .from(postings)
      .where(eq(postings.companyId, scope.companyId));
    const drafts = await tx
      .delete(applicationDrafts)
      .where(
        and(
          eq(applicationDrafts.candidateId, scope.candidateId),
          inArray(applicationDrafts.postingId, companyPostings),
        ),
      )
      .returning({ resumeFileId: applicationDrafts.resumeFileId });
    const signed =
      scope.applicationIds.length > 0
        ? await tx
            .delete(offerSignatures)
            .where(inArray(offerSignatures.applicationId, [...scope.applicationIds]))
            .returning({ fileId: offerSignatures.signedFileId })
        : [];
    const erased =
      scope.applicationIds.length > 0
        ? await tx
            .delete(applications)
            .where(inArray(applications.id, [...scope.applicationIds]))
            .returning({ resumeFileId: applications.resumeFileId, offerFileId: applications.offerFileId })
        : [];
    return {
      counts: { applications: erased.length, drafts: drafts.length },
      released: [
        ...erased.flatMap((each) => [each.resumeFileId, each.offerFileId]),
        ...signed.map((each) => each.fileId),
        ...drafts.map((each) => each.resumeFileId),
      ],
    };
  },
  async export(db, scope) {
    const ids = scope.applications.map((each) => each.id);
    const [history, annotations] = await Promise.all([
      db
        .select()
        .from(statusChanges)
        .where(inArray(statusChanges.applicationId, ids))
        .orderBy(asc(statusChanges.createdAt)),
      scope.workProduct
        ? db
            .select()
            .from(resumeAnnotations)
            .where(inArray(resumeAnnotations.applicationId, ids))
            .orderBy(asc(resumeAnnotations.createdAt))
        : undefined,
    ]);
    const parts = partByApplication(scope, 'history', history, (change) => ({
      status: change.toStatus,
      stage: change.toStage,
      at: change.createdAt.toISOString(),
    }));
    if (!annotations) return parts;
    const marks = partByApplication(scope, 'resume_annotations', annotations, (annotation) => ({
      kind: annotation.kind,
      page: annotation.pageIndex + 1,
      text: annotation.altText,
      at: annotation.createdAt.toISOString(),
    }));
    return new Map([...parts].map(([id, part]) => [id, { ...part, ...marks.get(id) }]));
  },
};
