import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CLOSED_STATUSES } from '../../shared/applications.js';
import {
  PIPELINE_MESSAGES,
  type BoardPosting,
  type CompanyStage,
  BoardPostingSchema,
  type PipelineCard,
  PipelineCardSchema,
  type PipelineColumn,
  PipelineColumnSchema,
  type SaveStages,
  type Stage,
  STAGE_EMAIL_DELAY,
  STAGE_LIMITS,
  stageFits,
} from '../../shared/pipeline.js';
import { TEMPLATE_MESSAGES } from '../../shared/templates.js';
import { listVersionOf } from '../db/list-version.js';
import { type CallerOfRow, withCaller } from '../auth/index.js';
import type { Member, SessionKey } from '../auth/index.js';
import type { Database } from '../db/database.js';
import type { Tx } from '../db/database.js';
import {
  applications,
  companies,
  emailTemplates,
  interviews,
  outbox,
  pipelineStages,
  postings,
  scorecards,
  statusChanges,
} from '../db/schema.js';
import { postingLocationSql } from '../postings/index.js';
import { Refusal } from '../refusal.js';
import { seenPosting } from '../auth/index.js';
import { emitStagesChanged } from './stage-webhook.js';
import { firstStageOf, type StageRow } from './stages.js';

function toStage(row: Pick<StageRow, 'id' | 'name' | 'phase' | 'position' | 'emailTemplateId' | 'noEmail'>): Stage {
  return {
    id: row.id,
    name: row.name,
    phase: row.phase as Stage['phase'],
    position: row.position,
    email_template_id: row.emailTemplateId,
    no_email: row.noEmail,
  };
}

/** The applications as they stood before `regroup` moved them: the stage each came from. */
const before = alias(applications, 'before');

/**
 * Puts the applications `which` picks (read through `before`) into `to`, a stage of their phase, and tells the webhooks
 * of each: a removed stage's applications, or the accepted offers a new Hired stage takes in. Their status stays.
 */
async function regroup(tx: Tx, which: SQL | undefined, to: Pick<StageRow, 'id'>): Promise<void> {
  const moved = await tx
    .update(applications)
    .set({ stageId: to.id })
    .from(before)
    .where(and(eq(before.id, applications.id), which))
    .returning({
      id: applications.id,
      companyId: applications.companyId,
      postingId: applications.postingId,
      status: applications.status,
      stageId: before.stageId,
    });
  await emitStagesChanged(tx, moved, { stageId: to.id });
}

/** What a saved stage sends: a template and "No e-mail" exclude each other, so choosing one clears the other. */
function emailOf(stage: SaveStages['stages'][number]): Partial<Pick<StageRow, 'emailTemplateId' | 'noEmail'>> {
  if (stage.no_email) return { noEmail: true, emailTemplateId: null };
  return {
    ...(stage.email_template_id !== undefined && { emailTemplateId: stage.email_template_id }),
    ...((stage.no_email === false || stage.email_template_id) && { noEmail: false }),
  };
}

/**
 * A timestamp as `Date.prototype.toISOString` writes it (every answer's dates), made by PostgreSQL for a card in its
 * JSON: cheaper there than PostgreSQL's own JSON form of a timestamp, and the cards need no mapping here.
 */
const isoTime = (column: SQL) =>
  sql`to_char(date_trunc('milliseconds', ${column}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The fields a board carries: a server of another version, answering in another shape, must not validate a copy
 * in this one.
 */
const BOARD_FIELDS = [PipelineColumnSchema, PipelineCardSchema, BoardPostingSchema]
  .flatMap((schema) => Object.keys(schema.shape))
  .join(',');

/**
 * What a board says of its posting. Accepted offers are counted only against openings: a board without openings
 * reads none, and costs no count.
 */
const boardPostingColumns = {
  title: postings.title,
  location: postingLocationSql(),
  isActive: postings.isActive,
  openings: postings.openings,
  offersAccepted: sql<number>`CASE WHEN ${postings.openings} IS NULL THEN 0 ELSE (
    SELECT count(*)::int FROM ${applications} a WHERE a.posting_id = ${postings.id} AND a.status = 'Offer Accepted'
  ) END`,
};

interface BoardPostingRow {
  title: string;
  location: string;
  isActive: boolean;
  openings: number | null;
  offersAccepted: number;
}

function toBoardPosting(id: string, row: BoardPostingRow): BoardPosting {
  return {
    id,
    title: row.title,
    location: row.location,
    is_active: row.isActive,
    openings: row.openings,
    offers_accepted: row.offersAccepted,
  };
}

/**
 * The tag of one version of a posting's board as one reader sees it: its company's list version moves with every
 * change it shows, and `reader` names whose view of the scorecards' recommendations it is.
 */
function boardTagOf(postingId: string, version: string | null, reader: string): string {
  return createHash('sha256')
    .update(`board\n${postingId}\n${BOARD_FIELDS}\n${version ?? 'none'}\n${reader}`)
    .digest('base64url')
    .slice(0, 27);
}

/** A company's stages, and a posting's applications on its board. */
export class PipelineService {
  private readonly boardTagQuery;
  private readonly boardQuery;

  constructor(private readonly db: Database) {
    const reader = withCaller(db);
    const postingId = sql.placeholder('postingId');
    const stageId = sql.placeholder('stageId');
    // One statement, planned once per connection: the caller's session, whether they see the posting, and every
    // column (or the one `stageId` names) with its count and cards, read from the (posting, stage, created) index.
    const inColumn = sql`a.posting_id = ${postings.id} AND a.stage_id = ${pipelineStages.id} AND NOT a.quarantined`;
    const companyId = reader.companyOf('readApplications');
    const seenPosting = and(
      eq(postings.id, postingId),
      eq(postings.companyId, companyId),
      isNull(postings.deletedAt),
      reader.seesPosting(postings.id),
    );
    // The anchoring rule of `scorecards/visibility.ts`, for the card's counts of recommendations.
    const seesRecommendations = sql`(${reader.may('readAllScorecards')} OR (SELECT ${companies.scorecardVisibility} FROM ${companies} WHERE ${companies.id} = ${companyId}) = 'always' OR ((SELECT ${companies.scorecardVisibility} FROM ${companies} WHERE ${companies.id} = ${companyId}) = 'after_own' AND EXISTS (SELECT 1 FROM ${scorecards} own WHERE own.application_id = c.id AND own.state = 'submitted' AND own.author_id = ${reader.idOf('recruiter')})))`;
    // Whose view of the recommendations a board is: Admins' and Recruiters' is shared, anyone else's their own.
    const boardReader = sql<string>`(SELECT CASE WHEN ${reader.may('readAllScorecards')} THEN '' ELSE ${reader.idOf('recruiter')}::text END || ':' || ${companies.scorecardVisibility} FROM ${companies} WHERE ${companies.id} = ${companyId})`;
    this.boardTagQuery = db
      .with(reader.caller)
      .select({ version: listVersionOf(companyId), reader: boardReader, sessionToTouch: reader.sessionToTouch })
      .from(postings)
      .where(seenPosting)
      .prepare('posting_board_tag');
    this.boardQuery = db
      .with(reader.caller)
      .select({
        version: listVersionOf(companyId),
        reader: boardReader,
        posting: boardPostingColumns,
        id: pipelineStages.id,
        name: pipelineStages.name,
        phase: pipelineStages.phase,
        position: pipelineStages.position,
        emailTemplateId: pipelineStages.emailTemplateId,
        noEmail: pipelineStages.noEmail,
        count: sql<number>`(SELECT count(*)::int FROM ${applications} a WHERE ${inColumn})`,
        cards: sql<PipelineCard[]>`coalesce((
          SELECT json_agg(json_build_object(
            'application_id', c.id, 'first_name', c.first_name, 'last_name', c.last_name,
            'created_at', ${isoTime(sql`c.created_at`)}, 'status', c.status,
            'withdrawn_at', ${isoTime(sql`c.withdrawn_at`)}, 'stage_entered_at', ${isoTime(sql`c.stage_entered_at`)},
            'source', c.source, 'knockout', (
              SELECT CASE WHEN m.knockout_question IS NULL THEN NULL ELSE json_build_object(
                'question', m.knockout_question, 'undo', (
                  SELECT json_build_object(
                    'status_change_id', m.id, 'due_at', ${isoTime(sql`o.held_until`)}, 'candidate_name', c.first_name)
                  FROM ${outbox} o WHERE o.status_change_id = m.id AND o.held_until > now() LIMIT 1)
              ) END
              FROM ${statusChanges} m WHERE m.application_id = c.id ORDER BY m.created_at DESC, m.id DESC LIMIT 1),
            'next_interview', (
              SELECT json_build_object(
                'id', i.id, 'starts_at', ${isoTime(sql`i.starts_at`)}, 'candidate_answer', i.candidate_answer)
              FROM ${interviews} i
              WHERE i.application_id = c.id AND i.status = 'scheduled' AND i.ends_at > now()
              ORDER BY i.starts_at LIMIT 1),
            'scorecards', (
              SELECT json_strip_nulls(json_build_object('submitted', count(*)::int, 'recommendations', CASE WHEN ${seesRecommendations} THEN json_build_object(
                'strong_no', count(*) FILTER (WHERE s.recommendation = 'strong_no'),
                'no', count(*) FILTER (WHERE s.recommendation = 'no'),
                'yes', count(*) FILTER (WHERE s.recommendation = 'yes'),
                'strong_yes', count(*) FILTER (WHERE s.recommendation = 'strong_yes')) END))
              FROM ${scorecards} s WHERE s.application_id = c.id AND s.state = 'submitted')
          ) ORDER BY c.created_at DESC, c.id DESC) FROM (
            SELECT a.id, a.first_name, a.last_name, a.created_at, a.status, a.withdrawn_at, a.stage_entered_at, a.source
            FROM ${applications} a
            WHERE ${inColumn}
            ORDER BY a.created_at DESC, a.id DESC
            LIMIT ${STAGE_LIMITS.cardsPerColumn} OFFSET ${sql.placeholder('offset')}
          ) c), '[]')`,
        sessionToTouch: reader.sessionToTouch,
      })
      .from(pipelineStages)
      .innerJoin(postings, and(seenPosting, eq(postings.companyId, pipelineStages.companyId)))
      .where(sql`(${stageId}::uuid IS NULL OR ${pipelineStages.id} = ${stageId}::uuid)`)
      .orderBy(asc(pipelineStages.position), asc(pipelineStages.id))
      .prepare('posting_board');
  }

  async stages(companyId: string): Promise<{ stages: CompanyStage[]; emailDelayMinutes: number }> {
    const [rows, [company]] = await Promise.all([
      this.db
        .select()
        .from(pipelineStages)
        .where(eq(pipelineStages.companyId, companyId))
        .orderBy(asc(pipelineStages.position), asc(pipelineStages.id)),
      this.db.select({ delay: companies.stageEmailDelayMinutes }).from(companies).where(eq(companies.id, companyId)),
    ]);
    return {
      stages: rows.map((row) => ({ ...toStage(row), scorecard_template_id: row.scorecardTemplateId })),
      emailDelayMinutes: company?.delay ?? STAGE_EMAIL_DELAY.default,
    };
  }

  /**
   * Makes `input.stages` the company's stages, in that order: kept stages are renamed and moved, new ones added,
   * and the applications of a removed stage go to the stage `input.moves` names for it, of the same phase. A stage
   * keeps its phase, so that every application stays in a stage of its status.
   */
  async save(member: Member, input: SaveStages): Promise<{ stages: CompanyStage[]; emailDelayMinutes: number }> {
    await this.db.transaction(async (tx) => {
      const templateIds = input.stages.flatMap((stage) => (stage.email_template_id ? [stage.email_template_id] : []));
      if (templateIds.length > 0) {
        const own = await tx
          .select({ id: emailTemplates.id })
          .from(emailTemplates)
          .where(and(inArray(emailTemplates.id, templateIds), eq(emailTemplates.companyId, member.companyId)));
        if (new Set(own.map((row) => row.id)).size !== new Set(templateIds).size)
          throw new Refusal('invalid', TEMPLATE_MESSAGES.notFound);
      }
      if (input.email_delay_minutes !== undefined)
        await tx
          .update(companies)
          .set({ stageEmailDelayMinutes: input.email_delay_minutes })
          .where(eq(companies.id, member.companyId));
      const existing = await tx
        .select()
        .from(pipelineStages)
        .where(eq(pipelineStages.companyId, member.companyId))
        .for('update');
      const byId = new Map(existing.map((stage) => [stage.id, stage]));
      for (const stage of input.stages) {
        if (stage.id === undefined) continue;
        const stored = byId.get(stage.id);
        if (!stored) throw new Refusal('invalid', PIPELINE_MESSAGES.unknownStage);
        if (stored.phase !== stage.phase) throw new Refusal('invalid', PIPELINE_MESSAGES.phaseFixed);
      }
      const kept = new Set(input.stages.flatMap((stage) => (stage.id ? [stage.id] : [])));
      const removed = existing.filter((stage) => !kept.has(stage.id));
      for (const stage of removed) {
        const [held] = await tx
          .select({ id: applications.id })
          .from(applications)
          .where(eq(applications.stageId, stage.id))
          .limit(1);
        if (!held) continue;
        const target = byId.get(input.moves[stage.id] ?? '');
        if (!target || !kept.has(target.id) || !stageFits(target.phase, stage.phase))
          throw new Refusal('invalid', PIPELINE_MESSAGES.moveTarget);
        await regroup(tx, eq(before.stageId, stage.id), target);
      }
      if (removed.length > 0)
        await tx.delete(pipelineStages).where(
          inArray(
            pipelineStages.id,
            removed.map((stage) => stage.id),
          ),
        );
      for (const [position, stage] of input.stages.entries()) {
        if (stage.id) {
          await tx
            .update(pipelineStages)
            .set({ name: stage.name, position, ...emailOf(stage) })
            .where(eq(pipelineStages.id, stage.id));
        } else {
          await tx.insert(pipelineStages).values({
            companyId: member.companyId,
            name: stage.name,
            phase: stage.phase,
            position,
            emailTemplateId: stage.email_template_id ?? null,
            noEmail: stage.no_email ?? false,
          });
        }
      }
      // A company that adds its first stage standing for Offer Accepted finds there the offers already accepted.
      const standsForAccepted = (stage: { phase: string }) => stage.phase === 'Offer Accepted';
      if (input.stages.some(standsForAccepted) && !existing.some(standsForAccepted)) {
        const hired = await firstStageOf(tx, member.companyId, 'Offer Accepted');
        await regroup(tx, and(eq(before.companyId, member.companyId), eq(before.status, 'Offer Accepted')), hired);
      }
    });
    return this.stages(member.companyId);
  }

  /**
   * The tag of the board of a posting the caller may see, read with their session (`guards.read`), as it stands now;
   * none when they may not see such a posting.
   */
  async boardTag(
    key: SessionKey,
    postingId: string,
  ): Promise<{ firstRow: CallerOfRow | undefined; tag?: string; kept?: string }> {
    const [row] = await this.boardTagQuery.execute({ ...key, postingId });
    return {
      firstRow: row,
      tag: row && boardTagOf(postingId, row.version, row.reader),
      kept: row && `${postingId}\n${row.reader}`,
    };
  }

  /**
   * The board of a posting the caller may see, read with their session (`guards.read`): every stage of the company
   * with its count of the posting's applications and its newest 50 cards, or, with `stageId`, that one column from
   * `offset` on, and the tag of the version it was read at. No columns when the caller may not see such a posting, or
   * it has no such stage.
   */
  async board(
    key: SessionKey,
    postingId: string,
    { stageId, offset = 0 }: { stageId?: string; offset?: number } = {},
  ): Promise<{ firstRow: CallerOfRow | undefined; posting?: BoardPosting; columns: PipelineColumn[]; tag?: string }> {
    const rows = await this.boardQuery.execute({ ...key, postingId, stageId: stageId ?? null, offset });
    const columns = rows.map(({ count, cards, ...stage }) => ({ ...toStage(stage), count, cards }));
    const [first] = rows;
    if (!first) return { firstRow: first, columns };
    return {
      firstRow: first,
      posting: toBoardPosting(postingId, first.posting),
      columns,
      tag: boardTagOf(postingId, first.version, first.reader),
    };
  }

  /**
   * The posting's applications still waiting on the company, oldest first: neither closed, withdrawn nor at Offer
   * Sent. Nothing when the member does not see the posting.
   */
  async stillInPipeline(member: Member, postingId: string): Promise<string[] | undefined> {
    if (!(await this.seenPosting(member, postingId))) return undefined;
    const rows = await this.db
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          eq(applications.postingId, postingId),
          isNull(applications.withdrawnAt),
          notInArray(applications.status, [...CLOSED_STATUSES, 'Offer Sent']),
        ),
      )
      .orderBy(asc(applications.createdAt), asc(applications.id));
    return rows.map((row) => row.id);
  }

  /** The posting, if the member sees it: what tells a board of no columns from one they may not see. */
  async seenPosting(member: Member, postingId: string): Promise<BoardPosting | undefined> {
    const [posting] = await this.db.select(boardPostingColumns).from(postings).where(seenPosting(member, postingId));
    return posting && toBoardPosting(postingId, posting);
  }
}
