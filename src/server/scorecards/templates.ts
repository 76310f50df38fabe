import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  SCORECARD_LIMITS,
  SCORECARD_MESSAGES,
  type ScorecardTemplate,
  type ScorecardTemplateInput,
  type Section,
  type TemplateVersion,
} from '../../shared/scorecards.js';
import type { Member } from '../auth/index.js';
import type { Database } from '../db/database.js';
import {
  applications,
  interviews,
  pipelineStages,
  postingStageScorecardTemplates,
  postings,
  scorecardTemplates,
  scorecardTemplateVersions,
} from '../db/schema.js';
import type { Tx } from '../db/database.js';
import { Refusal } from '../refusal.js';
import { memberSeesApplication, seenPosting } from '../auth/index.js';
import { SHIPPED_TEMPLATES } from './shipped-templates.js';

type VersionRow = typeof scorecardTemplateVersions.$inferSelect;

export const versionView = (row: VersionRow): TemplateVersion => ({
  template_id: row.templateId,
  version_id: row.id,
  version: row.version,
  name: row.name,
  sections: row.sections,
});

/** Each template's newest version: a version is never changed, so the newest is what the template now asks. */
const newestVersion = sql`${scorecardTemplateVersions.version} = (SELECT max(newest.version) FROM ${scorecardTemplateVersions} newest WHERE newest.template_id = ${scorecardTemplates.id})`;

/** The templates every company starts with, in the transaction that creates it. */
export async function createShippedTemplates(tx: Tx, companyId: string): Promise<void> {
  for (const template of SHIPPED_TEMPLATES) {
    const [created] = await tx
      .insert(scorecardTemplates)
      .values({ companyId, shipped: template.shipped })
      .returning({ id: scorecardTemplates.id });
    await tx
      .insert(scorecardTemplateVersions)
      .values({ templateId: created!.id, version: 1, name: template.name, sections: template.sections });
  }
}

/**
 * The newest version of the company's template `templateId` that is not archived, or the company's first template
 * when none is named; undefined when there is none.
 */
export async function currentVersion(
  db: Database | Tx,
  companyId: string,
  templateId: string | null,
): Promise<VersionRow | undefined> {
  const [row] = await db
    .select({ version: scorecardTemplateVersions })
    .from(scorecardTemplates)
    .innerJoin(scorecardTemplateVersions, eq(scorecardTemplateVersions.templateId, scorecardTemplates.id))
    .where(
      and(
        eq(scorecardTemplates.companyId, companyId),
        isNull(scorecardTemplates.archivedAt),
        templateId === null ? undefined : eq(scorecardTemplates.id, templateId),
        newestVersion,
      ),
    )
    .orderBy(asc(scorecardTemplates.createdAt), asc(scorecardTemplates.shipped), asc(scorecardTemplates.id))
    .limit(1);
  return row?.version;
}

/** Gives each criterion an id: one it had in an earlier version keeps it; any other id is refused. */
function withCriterionIds(sections: ScorecardTemplateInput['sections'], known: ReadonlySet<string>): Section[] {
  return sections.map((section) => ({
    name: section.name,
    criteria: section.criteria.map((criterion) => {
      if (criterion.id !== undefined && !known.has(criterion.id)) {
        throw new Refusal('invalid', SCORECARD_MESSAGES.criterionUnknown, 'sections');
      }
      return { id: criterion.id ?? randomUUID(), name: criterion.name, hint: criterion.hint };
    }),
  }));
}

/** Admins and Recruiters keep the company's templates and choose where each is asked. */
export class ScorecardTemplateService {
  constructor(private readonly db: Database) {}

  async list(member: Member): Promise<ScorecardTemplate[]> {
    const rows = await this.db
      .select({ template: scorecardTemplates, version: scorecardTemplateVersions })
      .from(scorecardTemplates)
      .innerJoin(scorecardTemplateVersions, eq(scorecardTemplateVersions.templateId, scorecardTemplates.id))
      .where(
        and(eq(scorecardTemplates.companyId, member.companyId), isNull(scorecardTemplates.archivedAt), newestVersion),
      )
      .orderBy(asc(scorecardTemplates.createdAt), asc(scorecardTemplates.shipped), asc(scorecardTemplates.id));
    return rows.map(({ template, version }) => templateView(template, version));
  }

  async create(member: Member, input: ScorecardTemplateInput): Promise<ScorecardTemplate> {
    return this.db.transaction(async (tx) => {
      // The company's row is the lock that keeps two creations from both passing the limit.
      await tx.execute(sql`SELECT 1 FROM companies WHERE id = ${member.companyId} FOR UPDATE`);
      const [kept] = await tx
        .select({ total: count() })
        .from(scorecardTemplates)
        .where(and(eq(scorecardTemplates.companyId, member.companyId), isNull(scorecardTemplates.archivedAt)));
      if (kept!.total >= SCORECARD_LIMITS.templates) throw new Refusal('conflict', SCORECARD_MESSAGES.templates);
      const [template] = await tx.insert(scorecardTemplates).values({ companyId: member.companyId }).returning();
      const [version] = await tx
        .insert(scorecardTemplateVersions)
        .values({
          templateId: template!.id,
          version: 1,
          name: input.name,
          sections: withCriterionIds(input.sections, new Set()),
          createdBy: member.userId,
        })
        .returning();
      return templateView(template!, version!);
    });
  }

  /** Saves the next version; every earlier one stays as it was, for the scorecards that answered it. */
  async update(
    member: Member,
    templateId: string,
    input: ScorecardTemplateInput,
  ): Promise<ScorecardTemplate | undefined> {
    return this.db.transaction(async (tx) => {
      const [template] = await tx
        .select()
        .from(scorecardTemplates)
        .where(
          and(
            eq(scorecardTemplates.id, templateId),
            eq(scorecardTemplates.companyId, member.companyId),
            isNull(scorecardTemplates.archivedAt),
          ),
        )
        .for('update');
      if (!template) return undefined;
      const earlier = await tx
        .select()
        .from(scorecardTemplateVersions)
        .where(eq(scorecardTemplateVersions.templateId, templateId))
        .orderBy(desc(scorecardTemplateVersions.version));
      const known = new Set(earlier.flatMap((version) => version.sections.flatMap((s) => s.criteria.map((c) => c.id))));
      const [version] = await tx
        .insert(scorecardTemplateVersions)
        .values({
          templateId,
          version: earlier[0]!.version + 1,
          name: input.name,
          sections: withCriterionIds(input.sections, known),
          createdBy: member.userId,
        })
        .returning();
      const [updated] = await tx
        .update(scorecardTemplates)
        .set({ updatedAt: new Date() })
        .where(eq(scorecardTemplates.id, templateId))
        .returning();
      return templateView(updated!, version!);
    });
  }

  /** Archives a template and takes it off every stage and interview; the scorecards written with it keep it. */
  async archive(member: Member, templateId: string): Promise<ScorecardTemplate | undefined> {
    return this.db.transaction(async (tx) => {
      const [template] = await tx
        .update(scorecardTemplates)
        .set({ archivedAt: new Date(), updatedAt: new Date() })
        .where(
          and(
            eq(scorecardTemplates.id, templateId),
            eq(scorecardTemplates.companyId, member.companyId),
            isNull(scorecardTemplates.archivedAt),
          ),
        )
        .returning();
      if (!template) return undefined;
      await tx
        .update(pipelineStages)
        .set({ scorecardTemplateId: null })
        .where(eq(pipelineStages.scorecardTemplateId, templateId));
      await tx
        .update(interviews)
        .set({ scorecardTemplateId: null })
        .where(eq(interviews.scorecardTemplateId, templateId));
      await tx.delete(postingStageScorecardTemplates).where(eq(postingStageScorecardTemplates.templateId, templateId));
      const [version] = await tx
        .select()
        .from(scorecardTemplateVersions)
        .where(eq(scorecardTemplateVersions.templateId, templateId))
        .orderBy(desc(scorecardTemplateVersions.version))
        .limit(1);
      return templateView(template, version!);
    });
  }

  async attachToStage(member: Member, stageId: string, templateId: string | null) {
    await this.assertUsable(member, templateId);
    const [stage] = await this.db
      .update(pipelineStages)
      .set({ scorecardTemplateId: templateId })
      .where(and(eq(pipelineStages.id, stageId), eq(pipelineStages.companyId, member.companyId)))
      .returning({ id: pipelineStages.id });
    return stage && { template_id: templateId };
  }

  async postingStageTemplates(member: Member, postingId: string) {
    if (!(await this.seesPosting(member, postingId))) return undefined;
    const rows = await this.db
      .select({
        stage_id: pipelineStages.id,
        stage_name: pipelineStages.name,
        company_template_id: pipelineStages.scorecardTemplateId,
        posting_template_id: postingStageScorecardTemplates.templateId,
      })
      .from(pipelineStages)
      .leftJoin(
        postingStageScorecardTemplates,
        and(
          eq(postingStageScorecardTemplates.stageId, pipelineStages.id),
          eq(postingStageScorecardTemplates.postingId, postingId),
        ),
      )
      .where(eq(pipelineStages.companyId, member.companyId))
      .orderBy(asc(pipelineStages.position));
    return rows;
  }

  async attachToPostingStage(member: Member, postingId: string, stageId: string, templateId: string | null) {
    if (!(await this.seesPosting(member, postingId))) return undefined;
    const [stage] = await this.db
      .select({ id: pipelineStages.id })
      .from(pipelineStages)
      .where(and(eq(pipelineStages.id, stageId), eq(pipelineStages.companyId, member.companyId)));
    if (!stage) return undefined;
    await this.assertUsable(member, templateId);
    if (templateId === null) {
      await this.db
        .delete(postingStageScorecardTemplates)
        .where(
          and(
            eq(postingStageScorecardTemplates.postingId, postingId),
            eq(postingStageScorecardTemplates.stageId, stageId),
          ),
        );
    } else {
      await this.db
        .insert(postingStageScorecardTemplates)
        .values({ postingId, stageId, templateId })
        .onConflictDoUpdate({
          target: [postingStageScorecardTemplates.postingId, postingStageScorecardTemplates.stageId],
          set: { templateId },
        });
    }
    return { template_id: templateId };
  }

  async attachToInterview(member: Member, interviewId: string, templateId: string | null) {
    const [interview] = await this.db
      .select({ id: interviews.id })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .where(and(eq(interviews.id, interviewId), memberSeesApplication(member)));
    if (!interview) return undefined;
    await this.assertUsable(member, templateId);
    await this.db.update(interviews).set({ scorecardTemplateId: templateId }).where(eq(interviews.id, interviewId));
    return { template_id: templateId };
  }

  private async seesPosting(member: Member, postingId: string): Promise<boolean> {
    const [posting] = await this.db.select({ id: postings.id }).from(postings).where(seenPosting(member, postingId));
    return posting !== undefined;
  }

  /** Only a template of the caller's company that is not archived may be attached. */
  private async assertUsable(member: Member, templateId: string | null): Promise<void> {
    if (templateId === null) return;
    if (!(await currentVersion(this.db, member.companyId, templateId))) {
      throw new Refusal('invalid', SCORECARD_MESSAGES.templateNotFound, 'template_id');
    }
  }
}

function templateView(template: typeof scorecardTemplates.$inferSelect, version: VersionRow): ScorecardTemplate {
  return {
    ...versionView(version),
    shipped: template.shipped !== null,
    updated_at: template.updatedAt.toISOString(),
  };
}
