import { and, desc, eq, ne, or } from 'drizzle-orm';
import {
  type CandidateHistory,
  DUPLICATE_REASONS,
  type DuplicateReason,
  type RelatedApplication,
} from '../../shared/candidate-history.js';
import type { Member } from '../auth/sessions.js';
import type { Database } from '../db/database.js';
import { applicationDuplicates, applications, pipelineStages, postings } from '../db/schema.js';
import { memberSeesApplication } from '../team/visibility.js';

const relatedColumns = {
  applicationId: applications.id,
  postingId: postings.id,
  postingTitle: postings.title,
  stageId: pipelineStages.id,
  stageName: pipelineStages.name,
  status: applications.status,
  withdrawnAt: applications.withdrawnAt,
  appliedAt: applications.createdAt,
};

interface RelatedRow {
  applicationId: string;
  postingId: string;
  postingTitle: string;
  stageId: string;
  stageName: string;
  status: RelatedApplication['status'];
  withdrawnAt: Date | null;
  appliedAt: Date;
}

const toRelated = (row: RelatedRow): RelatedApplication => ({
  application_id: row.applicationId,
  posting: { id: row.postingId, title: row.postingTitle },
  stage: { id: row.stageId, name: row.stageName },
  status: row.status,
  withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
  applied_at: row.appliedAt.toISOString(),
});

const inReasonOrder = (reasons: DuplicateReason[]) => DUPLICATE_REASONS.filter((reason) => reasons.includes(reason));

/** A candidate's history with the company and the likely duplicates of an application, as a member may see them. */
export class CandidateHistoryService {
  constructor(private readonly db: Database) {}

  /** Nothing when the member may not see the application; otherwise only the related ones they may see too. */
  async related(member: Member, applicationId: string): Promise<CandidateHistory | undefined> {
    const [application] = await this.db
      .select({ candidateId: applications.candidateId })
      .from(applications)
      .where(and(eq(applications.id, applicationId), memberSeesApplication(member)));
    if (!application) return undefined;
    // A quarantined candidate's applications stay out of every read but their own screen.
    const shown = and(memberSeesApplication(member), eq(applications.quarantined, false));

    const history = await this.db
      .select(relatedColumns)
      .from(applications)
      .innerJoin(postings, eq(postings.id, applications.postingId))
      .innerJoin(pipelineStages, eq(pipelineStages.id, applications.stageId))
      .where(and(eq(applications.candidateId, application.candidateId), ne(applications.id, applicationId), shown))
      .orderBy(desc(applications.createdAt));

    // A link is kept once, from the later application to the earlier one; either side shows it.
    const duplicates = await this.db
      .select({
        ...relatedColumns,
        firstName: applications.firstName,
        lastName: applications.lastName,
        email: applications.email,
        reasons: applicationDuplicates.reasons,
      })
      .from(applicationDuplicates)
      .innerJoin(
        applications,
        or(
          and(
            eq(applicationDuplicates.applicationId, applicationId),
            eq(applications.id, applicationDuplicates.duplicateOfApplicationId),
          ),
          and(
            eq(applicationDuplicates.duplicateOfApplicationId, applicationId),
            eq(applications.id, applicationDuplicates.applicationId),
          ),
        ),
      )
      .innerJoin(postings, eq(postings.id, applications.postingId))
      .innerJoin(pipelineStages, eq(pipelineStages.id, applications.stageId))
      .where(shown)
      .orderBy(desc(applications.createdAt));

    return {
      history: history.map(toRelated),
      duplicates: duplicates.map((row) => ({
        ...toRelated(row),
        name: `${row.firstName} ${row.lastName}`,
        email: row.email,
        reasons: inReasonOrder(row.reasons),
      })),
    };
  }
}
