import { and, asc, desc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { type ApplicationStatus, RECRUITER_SETTABLE_STATUSES } from '../../shared/applications.js';
import { phaseOf } from '../../shared/pipeline.js';
import { DEFAULT_TEMPLATES } from '../../shared/templates.js';
import { mergeFor, mergeValuesFor } from '../templates/index.js';
import type { Database } from '../db/database.js';
import { applications, emailTemplates, pipelineStages } from '../db/schema.js';
import type { Tx } from '../db/database.js';

export type StageRow = typeof pipelineStages.$inferSelect;

/**
 * A new company's pipeline: one stage for each status a company may choose, named as the status, each sending the
 * default template written for it (the company's templates are made first, in the same transaction).
 */
export async function createDefaultStages(tx: Tx, companyId: string): Promise<void> {
  const templates = await tx
    .select({ id: emailTemplates.id, name: emailTemplates.name })
    .from(emailTemplates)
    .where(eq(emailTemplates.companyId, companyId));
  const templateOf = (phase: string) => {
    const written = DEFAULT_TEMPLATES.find((template) => template.phase === phase);
    return templates.find((template) => template.name === written?.name)?.id ?? null;
  };
  await tx.insert(pipelineStages).values(
    RECRUITER_SETTABLE_STATUSES.map((phase, position) => ({
      companyId,
      name: phase,
      phase,
      position,
      emailTemplateId: templateOf(phase),
    })),
  );
}

/**
 * The company's first stage of a status's phase: where a status change or a new application puts an application. An
 * accepted offer's is the first stage standing for Offer Accepted, if the company has one.
 */
export async function firstStageOf(tx: Tx | Database, companyId: string, status: ApplicationStatus): Promise<StageRow> {
  const [stage] = await tx
    .select()
    .from(pipelineStages)
    .where(and(eq(pipelineStages.companyId, companyId), inArray(pipelineStages.phase, [status, phaseOf(status)])))
    .orderBy(desc(sql`${pipelineStages.phase} = ${status}`), asc(pipelineStages.position), asc(pipelineStages.id))
    .limit(1);
  // Saving the stages keeps one of every phase.
  if (!stage) throw new Error(`company ${companyId} has no stage of phase ${status}`);
  return stage;
}

/** The first stage of the application's company for 'Application Submitted', as a column value of its insert. */
export const firstSubmittedStage = (companyId: string | SQLWrapper) =>
  sql<string>`(SELECT ${pipelineStages.id} FROM ${pipelineStages} WHERE ${pipelineStages.companyId} = ${companyId} AND ${pipelineStages.phase} = 'Application Submitted' ORDER BY ${pipelineStages.position}, ${pipelineStages.id} LIMIT 1)`;

/** The application's stage, for the company's reads: its id and name. */
export const stageColumns = {
  stageId: applications.stageId,
  stageName: sql<string>`(SELECT ${pipelineStages.name} FROM ${pipelineStages} WHERE ${pipelineStages.id} = ${applications.stageId})`,
};

/**
 * The template a stage sends its candidates, merged for the application `applicationId` by the company's own rule (no
 * member behind it): nothing for a stage without one, or of "No e-mail".
 */
export async function stageTemplateFor(
  tx: Tx,
  stageId: string,
  applicationId: string,
): Promise<{ subject: string; body: string } | undefined> {
  const [template] = await tx
    .select({ subject: emailTemplates.subject, body: emailTemplates.body })
    .from(pipelineStages)
    .innerJoin(emailTemplates, eq(emailTemplates.id, pipelineStages.emailTemplateId))
    .where(and(eq(pipelineStages.id, stageId), eq(pipelineStages.noEmail, false)));
  const values = template && (await mergeValuesFor(tx, null, applicationId));
  return values && mergeFor(template, values);
}
