import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '../../shared/applications.js';
import {
  PIPELINE_MESSAGES,
  type PipelineColumn,
  type SaveStages,
  type Stage,
  STAGE_EMAIL_DELAY,
  STAGE_LIMITS,
} from '../../shared/pipeline.js';
import { TEMPLATE_MESSAGES } from '../../shared/templates.js';
import type { Member } from '../auth/service.js';
import type { Database } from '../db/database.js';
import { applications, companies, emailTemplates, pipelineStages, postings } from '../db/schema.js';
import { Refusal } from '../refusal.js';
import { memberSeesPosting } from '../team/visibility.js';
import type { StageRow } from './stages.js';

function toStage(row: StageRow): Stage {
  return {
    id: row.id,
    name: row.name,
    phase: row.phase as Stage['phase'],
    position: row.position,
    email_template_id: row.emailTemplateId,
  };
}

interface CardRow {
  application_id: string;
  first_name: string;
  last_name: string;
  created_at: string;
  status: ApplicationStatus;
  withdrawn_at: string | null;
  stage_entered_at: string;
  source: string | null;
}

const iso = (timestamp: string) => new Date(timestamp).toISOString();

/** A company's stages, and a posting's applications on its board. */
export class PipelineService {
  constructor(private readonly db: Database) {}

  async stages(companyId: string): Promise<{ stages: Stage[]; emailDelayMinutes: number }> {
    const [rows, [company]] = await Promise.all([
      this.db
        .select()
        .from(pipelineStages)
        .where(eq(pipelineStages.companyId, companyId))
        .orderBy(asc(pipelineStages.position), asc(pipelineStages.id)),
      this.db.select({ delay: companies.stageEmailDelayMinutes }).from(companies).where(eq(companies.id, companyId)),
    ]);
    return { stages: rows.map(toStage), emailDelayMinutes: company?.delay ?? STAGE_EMAIL_DELAY.default };
  }

  /**
   * Makes `input.stages` the company's stages, in that order: kept stages are renamed and moved, new ones added,
   * and the applications of a removed stage go to the stage `input.moves` names for it, of the same phase. A stage
   * keeps its phase, so that every application stays in a stage of its status.
   */
  async save(member: Member, input: SaveStages): Promise<{ stages: Stage[]; emailDelayMinutes: number }> {
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
        if (!target || !kept.has(target.id) || target.phase !== stage.phase)
          throw new Refusal('invalid', PIPELINE_MESSAGES.moveTarget);
        await tx.update(applications).set({ stageId: target.id }).where(eq(applications.stageId, stage.id));
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
            .set({
              name: stage.name,
              position,
              ...(stage.email_template_id !== undefined && { emailTemplateId: stage.email_template_id }),
            })
            .where(eq(pipelineStages.id, stage.id));
        } else {
          await tx.insert(pipelineStages).values({
            companyId: member.companyId,
            name: stage.name,
            phase: stage.phase,
            position,
            emailTemplateId: stage.email_template_id ?? null,
          });
        }
      }
    });
    return this.stages(member.companyId);
  }

  /**
   * The board of a posting the member may see: every stage of the company with its count of the posting's
   * applications and its newest 50 cards, or, with `stageId`, that one column from `offset` on. Nothing when the
   * member sees no such posting.
   */
  async board(
    member: Member,
    postingId: string,
    { stageId, offset = 0 }: { stageId?: string; offset?: number } = {},
  ): Promise<PipelineColumn[] | undefined> {
    const [posting] = await this.db
      .select({ id: postings.id })
      .from(postings)
      .where(
        and(
          eq(postings.id, postingId),
          eq(postings.companyId, member.companyId),
          isNull(postings.deletedAt),
          memberSeesPosting(member, postings.id),
        ),
      );
    if (!posting) return undefined;
    const { rows } = await this.db.execute<StageRow & { count: number; cards: CardRow[] }>(sql`
      SELECT st.id, st.name, st.phase, st.position, st.email_template_id AS "emailTemplateId",
        (SELECT count(*)::int FROM ${applications} a WHERE a.posting_id = ${postingId} AND a.stage_id = st.id) AS count,
        coalesce((
          SELECT json_agg(card ORDER BY card.created_at DESC, card.application_id DESC) FROM (
            SELECT a.id AS application_id, a.first_name, a.last_name, a.created_at, a.status, a.withdrawn_at,
                   a.stage_entered_at, a.source
            FROM ${applications} a
            WHERE a.posting_id = ${postingId} AND a.stage_id = st.id
            ORDER BY a.created_at DESC, a.id DESC
            LIMIT ${STAGE_LIMITS.cardsPerColumn} OFFSET ${offset}
          ) card), '[]') AS cards
      FROM ${pipelineStages} st
      WHERE st.company_id = ${member.companyId} ${stageId ? sql`AND st.id = ${stageId}` : sql``}
      ORDER BY st.position, st.id`);
    return rows.map((row) => ({
      ...toStage(row),
      count: row.count,
      cards: row.cards.map((card) => ({
        ...card,
        created_at: iso(card.created_at),
        withdrawn_at: card.withdrawn_at === null ? null : iso(card.withdrawn_at),
        stage_entered_at: iso(card.stage_entered_at),
      })),
    }));
  }
}
