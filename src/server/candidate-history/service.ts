import { and, eq, sql } from 'drizzle-orm';
import {
  type CandidateHistory,
  DUPLICATE_REASONS,
  type DuplicateReason,
  type RelatedApplication,
} from '../../shared/candidate-history.js';
import { type CallerOfRow, notOfDeletedPosting, type SessionKey, withCaller } from '../auth/index.js';
import type { Database } from '../db/database.js';
import { applicationDuplicates, applications, pipelineStages, postings } from '../db/schema.js';
import { isUuid } from '../http/ids.js';

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

/**
 * The related statement, read in the statement that looks the caller's session up (`withCaller`): a round trip to the
 * database costs about as much as the rest of the call. A `target` row first if the caller may see the application,
 * then the candidate's other applications and the likely duplicates linked from either side, each only if the caller
 * may see it and its candidate is not quarantined.
 */
function prepareRelatedQuery(db: Database) {
  const { caller, companyOf, seesApplication, sessionToTouch } = withCaller(db);
  const applicationId = sql.placeholder('applicationId');
  const company = companyOf('readApplications');
  const callerSeesApplication = and(
    eq(applications.companyId, company),
    notOfDeletedPosting(applications.postingId, company),
    seesApplication(applications.postingId, applications.id),
  );
  const rows = sql`
    WITH target AS (
      SELECT ${applications.candidateId} AS candidate_id FROM ${applications}
      WHERE ${applications.id} = ${applicationId} AND ${callerSeesApplication}
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
    SELECT 'target' AS kind, NULL::uuid AS application_id, NULL::uuid AS posting_id, NULL AS posting_title,
      NULL::uuid AS stage_id, NULL AS stage_name, NULL AS status, NULL::timestamptz AS withdrawn_at,
      NULL::timestamptz AS applied_at, NULL AS first_name, NULL AS last_name, NULL AS email, NULL::text[] AS reasons
    FROM target
    UNION ALL
    SELECT related.kind, ${applications.id}, ${postings.id}, ${postings.title}, ${pipelineStages.id},
      ${pipelineStages.name}, ${applications.status}::text, ${applications.withdrawnAt}, ${applications.createdAt},
      ${applications.firstName}, ${applications.lastName}, ${applications.email}, related.reasons
    FROM related
    JOIN ${applications} ON ${applications.id} = related.id
    JOIN ${postings} ON ${postings.id} = ${applications.postingId}
    JOIN ${pipelineStages} ON ${pipelineStages.id} = ${applications.stageId}
    WHERE ${callerSeesApplication} AND NOT ${applications.quarantined}`;
  const column = <T>(name: keyof RelatedRow) => sql<T>`related_row.${sql.identifier(name)}`;
  return db
    .with(caller)
    .select({
      kind: column<RelatedRow['kind']>('kind'),
      application_id: column<string>('application_id'),
      posting_id: column<string>('posting_id'),
      posting_title: column<string>('posting_title'),
      stage_id: column<string>('stage_id'),
      stage_name: column<string>('stage_name'),
      status: column<RelatedRow['status']>('status'),
      withdrawn_at: column<Date | string | null>('withdrawn_at'),
      applied_at: column<Date | string>('applied_at'),
      first_name: column<string>('first_name'),
      last_name: column<string>('last_name'),
      email: column<string>('email'),
      reasons: column<DuplicateReason[] | null>('reasons'),
      sessionToTouch,
    })
    .from(sql`(${rows}) AS related_row`)
    .orderBy(sql`related_row.applied_at DESC NULLS FIRST`)
    .prepare('candidate_history_related');
}

/** A candidate's history with the company and the likely duplicates of an application, as a member may see them. */
export class CandidateHistoryService {
  private readonly relatedQuery;

  constructor(db: Database) {
    this.relatedQuery = prepareRelatedQuery(db);
  }

  /**
   * Nothing when the caller whose session `key` names may not see the application; otherwise only the related ones
   * they may see too. The route admits the caller with the `firstRow`.
   */
  async related(
    key: SessionKey,
    applicationId: string,
  ): Promise<{ firstRow: CallerOfRow | undefined; related?: CandidateHistory }> {
    // An id that is no uuid names no application: the caller is still admitted before the 404.
    if (!isUuid(applicationId)) return { firstRow: undefined };
    const rows = await this.relatedQuery.execute({ ...key, applicationId });
    const [firstRow] = rows;
    if (firstRow?.kind !== 'target') return { firstRow: undefined };
    return {
      firstRow,
      related: {
        history: rows.filter((row) => row.kind === 'history').map(toRelated),
        duplicates: rows
          .filter((row) => row.kind === 'duplicate')
          .map((row) => ({
            ...toRelated(row),
            name: `${row.first_name} ${row.last_name}`,
            email: row.email,
            reasons: inReasonOrder(row.reasons ?? []),
          })),
      },
    };
  }
}
