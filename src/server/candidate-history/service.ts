import { sql } from 'drizzle-orm';
import {
  type CandidateHistory,
  DUPLICATE_REASONS,
  type DuplicateReason,
  type RelatedApplication,
} from '../../shared/candidate-history.js';
import type { Member } from '../auth/index.js';
import { type Database, executePrepared } from '../db/database.js';
import { applicationDuplicates, applications, pipelineStages, postings } from '../db/schema.js';
import { memberSeesApplication } from '../auth/index.js';

/** A row of the related statement: the application asked about (`target`), or one related to it. */
type RelatedRow = {
  kind: 'target' | 'history' | 'duplicate';
  application_id: string;
  posting_id: string;
  posting_title: string;
  stage_id: string;
  stage_name: string;
  status: RelatedApplication['status'];
  withdrawn_at: Date | string | null;
  applied_at: Date | string;
  first_name: string;
  last_name: string;
  email: string;
  reasons: DuplicateReason[] | null;
};

const isoOf = (at: Date | string) => new Date(at).toISOString();

const toRelated = (row: RelatedRow): RelatedApplication => ({
  application_id: row.application_id,
  posting: { id: row.posting_id, title: row.posting_title },
  stage: { id: row.stage_id, name: row.stage_name },
  status: row.status,
  withdrawn_at: row.withdrawn_at === null ? null : isoOf(row.withdrawn_at),
  applied_at: isoOf(row.applied_at),
});

const inReasonOrder = (reasons: DuplicateReason[]) => DUPLICATE_REASONS.filter((reason) => reasons.includes(reason));

/** A candidate's history with the company and the likely duplicates of an application, as a member may see them. */
export class CandidateHistoryService {
  constructor(private readonly db: Database) {}

  /** Nothing when the member may not see the application; otherwise only the related ones they may see too. */
  async related(member: Member, applicationId: string): Promise<CandidateHistory | undefined> {
    // One statement: the application if the member sees it, then the candidate's other applications and the likely
    // duplicates linked from either side, each only if the member sees it and its candidate is not quarantined.
    // Read one after another, the three cost as many round trips as the rest of the call together.
    const rows = await executePrepared<RelatedRow>(
      this.db,
      sql`
      WITH target AS (
        SELECT ${applications.candidateId} AS candidate_id FROM ${applications}
        WHERE ${applications.id} = ${applicationId} AND ${memberSeesApplication(member)}
      ), related AS (
        SELECT 'history' AS kind, ${applications.id} AS id, NULL::text[] AS reasons FROM ${applications}
        WHERE ${applications.candidateId} = (SELECT candidate_id FROM target) AND ${applications.id} <> ${applicationId}
        UNION ALL
        -- A link is kept once, from the later application to the earlier one; either side shows it.
        SELECT 'duplicate', link.id, link.reasons FROM (
          SELECT ${applicationDuplicates.duplicateOfApplicationId} AS id, ${applicationDuplicates.reasons} AS reasons
          FROM ${applicationDuplicates} WHERE ${applicationDuplicates.applicationId} = ${applicationId}
          UNION ALL
          SELECT ${applicationDuplicates.applicationId}, ${applicationDuplicates.reasons}
          FROM ${applicationDuplicates} WHERE ${applicationDuplicates.duplicateOfApplicationId} = ${applicationId}
        ) AS link
        WHERE EXISTS (SELECT 1 FROM target)
      )
      SELECT 'target' AS kind, NULL AS application_id, NULL AS posting_id, NULL AS posting_title, NULL AS stage_id,
        NULL AS stage_name, NULL AS status, NULL AS withdrawn_at, NULL AS applied_at, NULL AS first_name,
        NULL AS last_name, NULL AS email, NULL AS reasons
      FROM target
      UNION ALL
      SELECT related.kind, ${applications.id}, ${postings.id}, ${postings.title}, ${pipelineStages.id},
        ${pipelineStages.name}, ${applications.status}::text, ${applications.withdrawnAt}, ${applications.createdAt},
        ${applications.firstName}, ${applications.lastName}, ${applications.email}, related.reasons
      FROM related
      JOIN ${applications} ON ${applications.id} = related.id
      JOIN ${postings} ON ${postings.id} = ${applications.postingId}
      JOIN ${pipelineStages} ON ${pipelineStages.id} = ${applications.stageId}
      WHERE ${memberSeesApplication(member)} AND NOT ${applications.quarantined}
      ORDER BY applied_at DESC NULLS FIRST`,
    );
    if (rows[0]?.kind !== 'target') return undefined;
    return {
      history: rows.filter((row) => row.kind === 'history').map(toRelated),
      duplicates: rows
        .filter((row) => row.kind === 'duplicate')
        .map((row) => ({
          ...toRelated(row),
          name: `${row.first_name} ${row.last_name}`,
          email: row.email,
          reasons: inReasonOrder(row.reasons ?? []),
        })),
    };
  }
}
