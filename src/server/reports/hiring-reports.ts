import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import {
  type Duration,
  type FunnelReport,
  HIRING_REPORT_DEFAULT_DAYS,
  type HiringReportQuery,
  type OffersReport,
  type SourcesReport,
  type TimeInStageReport,
} from '../../shared/reports.js';
import type { Member } from '../auth/index.js';
import { type Database, plannedForItsValues } from '../db/database.js';
import { listVersionOf } from '../db/list-version.js';
import { applications, pipelineStages } from '../db/schema.js';
import { heldMovesOf, reportedPlace } from '../pipeline/index.js';
import { isTheCompanysPosting } from './service.js';

/** The applications a report counts, as its statement's `cohort`: the posting's or all, sent in the period. */
interface Cohort {
  companyId: string;
  postingId: string | null;
  from: string;
  to: string;
  applications: number;
}

interface StageRow {
  id: string;
  name: string;
  position: number;
  phase: string;
}

interface FurthestRow {
  source: string | null;
  position: number | null;
  applications: number;
  hired: number;
}

type DurationRow = { count: number; median_days: number | null; p90_days: number | null };

/** The phase of the stages that reject: the funnel follows the others. */
const REJECTING_PHASE = 'Not Selected';
/** The phase of a company's stage for hires, entered by a candidate accepting their offer. */
const HIRED_PHASE = 'Offer Accepted';

/** Days from an interval's seconds, to two decimals. */
const DURATION_COLUMNS = (seconds: SQL) => sql`
  count(*)::int AS count,
  round((percentile_cont(0.5) WITHIN GROUP (ORDER BY ${seconds}) / 86400)::numeric, 2)::float8 AS median_days,
  round((percentile_cont(0.9) WITHIN GROUP (ORDER BY ${seconds}) / 86400)::numeric, 2)::float8 AS p90_days`;

/**
 * The hiring reports, computed from the stage history the moves keep (`status_changes`) over the applications sent
 * in a period: each statement starts from the same `cohort`, so that every count of a report is of the same
 * applications. Quarantined candidates are left out, as from every count.
 */
export class HiringReports {
  constructor(private readonly db: Database) {}

  /** `undefined` when the posting is not the company's. */
  async funnel(member: Member, query: HiringReportQuery): Promise<FunnelReport | undefined> {
    const cohort = await this.cohortOf(member, query);
    if (!cohort) return undefined;
    const [stages, furthest] = await Promise.all([this.progressStagesOf(cohort), this.furthest(cohort)]);
    const reached = stages.map((stage) => reachedCount(furthest, stage));
    return {
      ...scopeOf(cohort),
      stages: stages.map((stage, index) => {
        const before = index === 0 ? 0 : reached[index - 1]!;
        return {
          stage_id: stage.id,
          stage: stage.name,
          reached: reached[index]!,
          conversion: before === 0 ? null : Math.round((reached[index]! / before) * 1000) / 1000,
        };
      }),
    };
  }

  /** `undefined` when the posting is not the company's. */
  async sources(member: Member, query: HiringReportQuery): Promise<SourcesReport | undefined> {
    const cohort = await this.cohortOf(member, query);
    if (!cohort) return undefined;
    const [progress, furthest] = await Promise.all([this.progressStagesOf(cohort), this.furthest(cohort)]);
    // Its Hired column counts the hires: a stage standing for them would say the same twice.
    const stages = progress.filter((stage) => stage.phase !== HIRED_PHASE);
    const sources = [...new Set(furthest.map((row) => row.source))];
    return {
      ...scopeOf(cohort),
      stages: stages.map((stage) => ({ stage_id: stage.id, stage: stage.name })),
      sources: sources
        .map((source) => {
          const rows = furthest.filter((row) => row.source === source);
          return {
            source,
            applications: rows.reduce((sum, row) => sum + row.applications, 0),
            reached: stages.map((stage) => reachedCount(rows, stage)),
            hired: rows.reduce((sum, row) => sum + row.hired, 0),
          };
        })
        .sort((one, other) => other.applications - one.applications || bySourceName(one.source, other.source)),
    };
  }

  /** `undefined` when the posting is not the company's. */
  async timeInStage(member: Member, query: HiringReportQuery): Promise<TimeInStageReport | undefined> {
    const cohort = await this.cohortOf(member, query);
    if (!cohort) return undefined;
    // A stay ends at the next move to another stage; it began at the move before, or at the application. The company
    // answers by a member's move or e-mail; a knock-out answer's move is no one's answer. The cohort's stage history
    // is read once, by one hash join, and every measure is taken from it: joined to the cohort for each hire, it was
    // read once per hire (81 hires of 3,200 applications took 75 ms; ten times both, a hundred times that).
    const [stages, durations] = await Promise.all([
      this.stagesOf(cohort),
      this.rows<DurationRow & { measure: 'stay' | 'hire' | 'first_answer'; stage_id: string | null }>(
        cohort,
        sql`, moves AS (
          SELECT from_stage_id, created_at AS left_at,
            lag(created_at, 1, applied_at) OVER (PARTITION BY application_id ORDER BY created_at, id) AS entered_at
          FROM cohort_changes
          WHERE counts AND to_stage_id IS NOT NULL AND to_stage_id IS DISTINCT FROM from_stage_id
        ), hires AS (
          SELECT min(created_at) - applied_at AS took
          FROM cohort_changes WHERE counts AND to_status = 'Offer Accepted'
          GROUP BY application_id, applied_at
        ), answered AS (
          SELECT application_id, applied_at, min(created_at) AS at
          FROM cohort_changes WHERE changed_by_role <> 'candidate' AND knockout_question IS NULL
          GROUP BY application_id, applied_at
          UNION ALL
          SELECT mail.application_id, cohort.created_at, min(mail.created_at)
          FROM outbox mail JOIN cohort ON cohort.id = mail.application_id
          WHERE mail.application_id = ANY (ARRAY(SELECT id FROM cohort)) AND mail.sent_by IS NOT NULL
          GROUP BY mail.application_id, cohort.created_at
        ), answers AS (
          SELECT min(at) - applied_at AS took FROM answered GROUP BY application_id, applied_at
        )
        SELECT 'stay' AS measure, from_stage_id AS stage_id,
          ${DURATION_COLUMNS(sql`extract(epoch FROM left_at - entered_at)`)}
        FROM moves WHERE from_stage_id IS NOT NULL GROUP BY from_stage_id
        UNION ALL
        SELECT 'hire', NULL, ${DURATION_COLUMNS(sql`extract(epoch FROM took)`)} FROM hires
        UNION ALL
        SELECT 'first_answer', NULL, ${DURATION_COLUMNS(sql`extract(epoch FROM took)`)}
        FROM answers`,
      ),
    ]);
    const hire = durations.find((row) => row.measure === 'hire');
    const firstAnswer = durations.find((row) => row.measure === 'first_answer');
    const none: Duration = { count: 0, median_days: null, p90_days: null };
    return {
      ...scopeOf(cohort),
      stages: stages.map((stage) => {
        const row = durations.find((each) => each.measure === 'stay' && each.stage_id === stage.id);
        return { stage_id: stage.id, stage: stage.name, ...(row ? durationOf(row) : none) };
      }),
      time_to_hire: hire ? durationOf(hire) : none,
      time_to_first_answer: firstAnswer ? durationOf(firstAnswer) : none,
    };
  }

  /** `undefined` when the posting is not the company's. */
  async offers(member: Member, query: HiringReportQuery): Promise<OffersReport | undefined> {
    const cohort = await this.cohortOf(member, query);
    if (!cohort) return undefined;
    const [counts] = await this.rows<Omit<OffersReport, keyof ReturnType<typeof scopeOf> | 'acceptance_rate'>>(
      cohort,
      sql`
      SELECT
        count(*) FILTER (WHERE status IN ('Offer Sent', 'Offer Accepted', 'Offer Declined') OR id IN (
          SELECT application_id FROM cohort_changes WHERE to_status = 'Offer Sent' AND counts
        ))::int AS offers_sent,
        count(*) FILTER (WHERE status = 'Offer Accepted')::int AS accepted,
        count(*) FILTER (WHERE status = 'Offer Declined')::int AS declined,
        count(*) FILTER (WHERE withdrawn_at IS NOT NULL)::int AS withdrawn,
        count(*) FILTER (WHERE status = 'Not Selected')::int AS rejected
      FROM cohort`,
    );
    const { offers_sent, accepted, declined, withdrawn, rejected } = counts!;
    const answered = accepted + declined;
    return {
      ...scopeOf(cohort),
      offers_sent,
      accepted,
      declined,
      acceptance_rate: answered === 0 ? null : Math.round((accepted / answered) * 1000) / 1000,
      withdrawn,
      rejected,
    };
  }

  /**
   * What a report over `query` is computed from, as a tag that changes whenever its answer may: the company's list
   * version (moved by every change to its applications, postings and stages, and by a member's e-mail to a candidate,
   * in the transaction of the change), its stages, and the moves whose undo window is still open (which count once
   * it closes, with no write). One small statement, against the hundreds of milliseconds of a report over a company's
   * whole history: a report is kept in each process at its tag (decision 111). `owner` names the report's period and
   * scope; `undefined` for another company's posting.
   */
  async tagOf(member: Member, query: HiringReportQuery): Promise<{ owner: string; tag: string } | undefined> {
    const companyId = member.companyId;
    const [isTheCompanys, result] = await Promise.all([
      isTheCompanysPosting(this.db, member, query.posting_id),
      this.db.execute(sql`
        WITH ${periodOf(query)}
        SELECT first_day::text AS from, last_day::text AS to, concat_ws(' ',
          ${listVersionOf(sql`${companyId}`)},
          (SELECT count(*) || ':' || sum(hash_record_extended(
            (${pipelineStages.id}, ${pipelineStages.name}, ${pipelineStages.position}, ${pipelineStages.phase}), 0))
           FROM ${pipelineStages} WHERE ${pipelineStages.companyId} = ${companyId}),
          (SELECT string_agg(held.id::text, ',' ORDER BY held.id) FROM (${heldMovesOf(companyId)}) AS held)
        ) AS tag
        FROM period`),
    ]);
    if (!isTheCompanys) return undefined;
    const { from, to, tag } = result.rows[0] as { from: string; to: string; tag: string };
    return {
      owner: [companyId, query.posting_id ?? 'all', from, to].join(' '),
      tag: createHash('sha256').update(tag).digest('base64url'),
    };
  }

  /** The period with its defaults, and how many applications it holds; `undefined` for another company's posting. */
  private async cohortOf(member: Member, query: HiringReportQuery): Promise<Cohort | undefined> {
    const postingId = query.posting_id ?? null;
    const [isTheCompanys, result] = await Promise.all([
      isTheCompanysPosting(this.db, member, query.posting_id),
      this.db.execute(sql`
        WITH ${periodOf(query)}
        SELECT first_day::text AS from, last_day::text AS to, (
          SELECT count(*)::int FROM applications
          WHERE ${cohortFilter(member.companyId, postingId, sql`first_day`, sql`last_day`)}
        ) AS applications
        FROM period`),
    ]);
    if (!isTheCompanys) return undefined;
    const { from, to, applications } = result.rows[0] as { from: string; to: string; applications: number };
    return { companyId: member.companyId, postingId, from, to, applications };
  }

  /**
   * Runs `statement` after the cohort's `WITH cohort AS (…)`, which it may extend with more named statements. Each
   * application stands where it stood before a move that can still be undone. `cohort_changes` holds the cohort's
   * moves with when their application was sent (`applied_at`), `counts` false for one that can still be undone, read
   * from one range of the company's history.
   */
  private async rows<Row>(cohort: Cohort, statement: SQL): Promise<Row[]> {
    const counted = reportedPlace({ status: applications.status, stageId: applications.stageId }, 'first_held');
    const result = await plannedForItsValues(
      this.db,
      sql`
      WITH held AS MATERIALIZED (${heldMovesOf(cohort.companyId)}
      ), first_held AS (
        SELECT DISTINCT ON (application_id) id, application_id, from_status, from_stage_id
        FROM held ORDER BY application_id, created_at, id
      ), cohort AS (
        SELECT ${applications.id}, ${applications.createdAt}, ${counted.stageId} AS stage_id, ${counted.status} AS status,
          ${applications.source}, ${applications.withdrawnAt}
        FROM ${applications} LEFT JOIN first_held ON first_held.application_id = ${applications.id}
        WHERE ${cohortFilter(cohort.companyId, cohort.postingId, sql`${cohort.from}::date`, sql`${cohort.to}::date`)}
      ), cohort_changes AS (
        SELECT change.id, change.application_id, change.created_at, change.from_stage_id, change.to_stage_id,
          change.to_status, change.changed_by_role, change.knockout_question, held.id IS NULL AS counts,
          cohort.created_at AS applied_at
        FROM status_changes change JOIN cohort ON cohort.id = change.application_id LEFT JOIN held ON held.id = change.id
        WHERE change.company_id = ${cohort.companyId}
      )${statement}`,
    );
    return result.rows as Row[];
  }

  /** The stages the funnel follows: all but those that reject. */
  private async progressStagesOf(cohort: Cohort): Promise<StageRow[]> {
    return (await this.stagesOf(cohort)).filter((stage) => stage.phase !== REJECTING_PHASE);
  }

  private async stagesOf(cohort: Cohort): Promise<StageRow[]> {
    const result = await this.db.execute(sql`
      SELECT id, name, position, phase FROM pipeline_stages WHERE company_id = ${cohort.companyId} ORDER BY position`);
    return result.rows as unknown as StageRow[];
  }

  /**
   * How many applications got furthest to each stage position, by source: an application entered its first stage,
   * every stage a move took it from or to, and the one it is in; the furthest is the latest in pipeline order of
   * those that do not reject. Each move is taken once, with both its stages' positions from the company's few stages:
   * a row per stage visited, joined to every company's stages, took half the report's time at 50,000 moves.
   */
  private furthest(cohort: Cohort): Promise<FurthestRow[]> {
    return this.rows<FurthestRow>(
      cohort,
      sql`, progress AS (
        SELECT id, position FROM pipeline_stages
        WHERE company_id = ${cohort.companyId} AND phase <> ${REJECTING_PHASE}
      ), moved AS (
        -- GREATEST passes over a stage that rejects (no position): a stage visited twice counts once all the same.
        SELECT change.application_id, max(greatest(from_stage.position, to_stage.position)) AS position
        FROM cohort_changes change
          LEFT JOIN progress from_stage ON from_stage.id = change.from_stage_id
          LEFT JOIN progress to_stage ON to_stage.id = change.to_stage_id
        WHERE change.counts
        GROUP BY change.application_id
      )
      SELECT cohort.source, greatest(moved.position, stage.position) AS position, count(*)::int AS applications,
        count(*) FILTER (WHERE cohort.status = 'Offer Accepted')::int AS hired
      FROM cohort LEFT JOIN moved ON moved.application_id = cohort.id LEFT JOIN progress stage ON stage.id = cohort.stage_id
      GROUP BY 1, 2`,
    );
  }
}

/** The report's days as the statement's `period`: `from` (or the default days before `to`) to `to` (or today). */
function periodOf(query: HiringReportQuery): SQL {
  return sql`period AS (
    SELECT coalesce(${query.from ?? null}::date, last_day - ${HIRING_REPORT_DEFAULT_DAYS - 1}::int) AS first_day, last_day
    FROM (SELECT coalesce(${query.to ?? null}::date, current_date) AS last_day) AS given
  )`;
}

/** Sources by name, and Direct (no source) last. */
function bySourceName(one: string | null, other: string | null): number {
  if (one === null || other === null) return (one === null ? 1 : 0) - (other === null ? 1 : 0);
  return one.localeCompare(other);
}

/** The applications a report counts: the company's (or the posting's) sent from `first` to `last` day, unquarantined. */
function cohortFilter(companyId: string, postingId: string | null, first: SQL, last: SQL): SQL {
  return sql`company_id = ${companyId}
    ${postingId === null ? sql`` : sql`AND posting_id = ${postingId}`}
    AND created_at >= ${first} AND created_at < ${last} + 1
    AND NOT quarantined`;
}

/** Applications that got to `stage` or further. */
function reachedCount(furthest: FurthestRow[], stage: StageRow): number {
  return furthest
    .filter((row) => row.position !== null && row.position >= stage.position)
    .reduce((sum, row) => sum + row.applications, 0);
}

function scopeOf({ postingId, from, to, applications }: Cohort) {
  return { posting_id: postingId, from, to, applications };
}

function durationOf({ count, median_days, p90_days }: DurationRow): Duration {
  return { count, median_days, p90_days };
}
