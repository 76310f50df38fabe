import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  type ApplicationScorecardsAnswer,
  MyScorecardInputSchema,
  type Rating,
  RATINGS,
  type Scorecard,
  SCORECARD_MESSAGES,
  type ScorecardSummary,
} from '../../shared/scorecards.js';
import type { z } from 'zod';
import type { Member } from '../auth/index.js';
import type { Database } from '../db/database.js';
import {
  applications,
  companies,
  interviewInterviewers,
  interviews,
  pipelineStages,
  postingStageScorecardTemplates,
  scorecardChanges,
  scorecards,
  scorecardTemplateVersions,
  users,
} from '../db/schema.js';
import type { Tx } from '../db/database.js';
import { Refusal } from '../refusal.js';
import { memberSeesApplication } from '../auth/index.js';
import { currentVersion, versionView } from './templates.js';
import { lockedAt, seesOthersScorecards, statusOf } from './visibility.js';

type MyScorecardInput = z.output<typeof MyScorecardInputSchema>;
type ScorecardRow = typeof scorecards.$inferSelect;
type ChangeRow = typeof scorecardChanges.$inferSelect;

const scorecardColumns = {
  scorecard: scorecards,
  authorName: users.name,
  interview: { id: interviews.id, title: interviews.title, startsAt: interviews.startsAt },
  version: scorecardTemplateVersions,
};

interface ScorecardRead {
  scorecard: ScorecardRow;
  authorName: string;
  interview: { id: string; title: string; startsAt: Date | null } | null;
  version: typeof scorecardTemplateVersions.$inferSelect;
}

/** The application `applicationId` if `member` may see it, with its company's rule for reading the others'. */
async function visibleApplication(db: Database | Tx, member: Member, applicationId: string) {
  const [application] = await db
    .select({
      id: applications.id,
      postingId: applications.postingId,
      stageId: applications.stageId,
      visibility: companies.scorecardVisibility,
    })
    .from(applications)
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(and(eq(applications.id, applicationId), memberSeesApplication(member)));
  return application;
}

/** An application's scorecards as members write and read them, the others' content only as the company allows. */
export class ScorecardService {
  constructor(private readonly db: Database) {}

  async ofApplication(member: Member, applicationId: string): Promise<ApplicationScorecardsAnswer['data'] | undefined> {
    const application = await visibleApplication(this.db, member, applicationId);
    if (!application) return undefined;
    const [reads, expected] = await Promise.all([
      this.reads(this.db, eq(scorecards.applicationId, applicationId)),
      this.expectedAuthors(applicationId),
    ]);
    const history = await this.history(reads.map((read) => read.scorecard.id));
    const submitted = reads.filter((read) => read.scorecard.submittedAt !== null);
    const submittedOwn = submitted.some((read) => read.scorecard.authorId === member.userId);
    const seesOthers = seesOthersScorecards(member, application.visibility, submittedOwn);
    const view = (read: ScorecardRead) =>
      scorecardView(read, seesOthers || read.scorecard.authorId === member.userId, history);
    const summary: ScorecardSummary = {
      submitted: submitted.length,
      expected: new Set([...expected, ...submitted.map((read) => read.scorecard.authorId)]).size,
    };
    if (seesOthers) {
      summary.recommendations = Object.fromEntries(
        RATINGS.map((rating) => [rating, submitted.filter((read) => read.scorecard.recommendation === rating).length]),
      ) as Record<Rating, number>;
    }
    return {
      scorecards: submitted.map(view),
      mine: reads.filter((read) => read.scorecard.authorId === member.userId).map(view),
      summary,
      others_hidden: !seesOthers,
    };
  }

  /**
   * Saves the caller's scorecard for the application and interview: a draft any time, submitted with `submit`. Once
   * submitted it stays submitted; each change within 24 hours is kept in its history, and then it is locked.
   */
  async saveMine(member: Member, applicationId: string, input: MyScorecardInput): Promise<Scorecard | undefined> {
    return this.db.transaction(async (tx) => {
      const application = await visibleApplication(tx, member, applicationId);
      if (!application) return undefined;
      if (input.interview_id !== null) await this.assertInterviewOf(tx, applicationId, input.interview_id);
      const mine = and(
        eq(scorecards.authorId, member.userId),
        eq(scorecards.applicationId, applicationId),
        input.interview_id === null ? isNull(scorecards.interviewId) : eq(scorecards.interviewId, input.interview_id),
      );
      let [row] = await tx.select().from(scorecards).where(mine).for('update');
      if (!row) {
        const version = await this.templateFor(tx, member, application, input);
        // A second save racing the first finds its row instead of adding another.
        await tx
          .insert(scorecards)
          .values({
            companyId: member.companyId,
            applicationId,
            authorId: member.userId,
            interviewId: input.interview_id,
            templateVersionId: version.id,
          })
          .onConflictDoNothing();
        [row] = await tx.select().from(scorecards).where(mine).for('update');
      }
      const scorecard = row!;
      const [version] = await tx
        .select()
        .from(scorecardTemplateVersions)
        .where(eq(scorecardTemplateVersions.id, scorecard.templateVersionId));
      if (input.template_id !== undefined && input.template_id !== version!.templateId) {
        throw new Refusal('conflict', SCORECARD_MESSAGES.templateFixed, 'template_id');
      }
      const now = new Date();
      const status = statusOf(scorecard.submittedAt, now);
      if (status === 'locked') throw new Refusal('conflict', SCORECARD_MESSAGES.locked);
      if (status === 'submitted' && !input.submit) throw new Refusal('conflict', SCORECARD_MESSAGES.submittedStays);
      const criteria = new Set(
        version!.sections.flatMap((section) => section.criteria.map((criterion) => criterion.id)),
      );
      if (Object.keys(input.ratings).some((id) => !criteria.has(id))) {
        throw new Refusal('invalid', SCORECARD_MESSAGES.criterionUnknown, 'ratings');
      }
      const content = { ratings: input.ratings, recommendation: input.recommendation, summary: input.summary };
      await tx
        .update(scorecards)
        .set({
          ...content,
          ...(input.submit && status === 'draft' ? { state: 'submitted' as const, submittedAt: now } : {}),
          updatedAt: now,
        })
        .where(eq(scorecards.id, scorecard.id));
      if (input.submit) {
        await tx
          .insert(scorecardChanges)
          .values({ scorecardId: scorecard.id, kind: status === 'draft' ? 'submitted' : 'changed', ...content });
      }
      const [read] = await this.reads(tx, eq(scorecards.id, scorecard.id));
      return scorecardView(read!, true, await this.history([scorecard.id], tx));
    });
  }

  private async assertInterviewOf(tx: Tx, applicationId: string, interviewId: string): Promise<void> {
    const [interview] = await tx
      .select({ id: interviews.id })
      .from(interviews)
      .where(
        and(
          eq(interviews.id, interviewId),
          eq(interviews.applicationId, applicationId),
          ne(interviews.status, 'cancelled'),
        ),
      );
    if (!interview) throw new Refusal('invalid', SCORECARD_MESSAGES.interviewUnknown, 'interview_id');
  }

  /**
   * A new scorecard's template: the one chosen, else its interview's, else the one of the posting's stage the
   * application is in, else that stage's for every posting, else the company's first.
   */
  private async templateFor(
    tx: Tx,
    member: Member,
    application: { postingId: string; stageId: string },
    input: MyScorecardInput,
  ) {
    const [attached] = await tx
      .select({
        interview: sql<
          string | null
        >`(SELECT ${interviews.scorecardTemplateId} FROM ${interviews} WHERE ${interviews.id} = ${input.interview_id})`,
        posting: postingStageScorecardTemplates.templateId,
        stage: pipelineStages.scorecardTemplateId,
      })
      .from(pipelineStages)
      .leftJoin(
        postingStageScorecardTemplates,
        and(
          eq(postingStageScorecardTemplates.stageId, pipelineStages.id),
          eq(postingStageScorecardTemplates.postingId, application.postingId),
        ),
      )
      .where(eq(pipelineStages.id, application.stageId));
    const chosen = input.template_id ?? attached?.interview ?? attached?.posting ?? attached?.stage ?? null;
    const version = await currentVersion(tx, member.companyId, chosen);
    if (!version) throw new Refusal('invalid', SCORECARD_MESSAGES.templateNotFound, 'template_id');
    return version;
  }

  private async reads(db: Database | Tx, where: ReturnType<typeof eq>): Promise<ScorecardRead[]> {
    return db
      .select(scorecardColumns)
      .from(scorecards)
      .innerJoin(users, eq(users.id, scorecards.authorId))
      .innerJoin(scorecardTemplateVersions, eq(scorecardTemplateVersions.id, scorecards.templateVersionId))
      .leftJoin(interviews, eq(interviews.id, scorecards.interviewId))
      .where(where)
      .orderBy(asc(scorecards.submittedAt), asc(scorecards.createdAt));
  }

  private async history(ids: string[], db: Database | Tx = this.db): Promise<Map<string, ChangeRow[]>> {
    const byScorecard = new Map<string, ChangeRow[]>();
    if (ids.length === 0) return byScorecard;
    const rows = await db
      .select()
      .from(scorecardChanges)
      .where(inArray(scorecardChanges.scorecardId, ids))
      .orderBy(asc(scorecardChanges.createdAt), asc(scorecardChanges.id));
    for (const row of rows) byScorecard.set(row.scorecardId, [...(byScorecard.get(row.scorecardId) ?? []), row]);
    return byScorecard;
  }

  /** The members on the application's interviews that are not cancelled: those whose scorecard is expected. */
  private async expectedAuthors(applicationId: string): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ memberId: interviewInterviewers.memberId })
      .from(interviewInterviewers)
      .innerJoin(interviews, eq(interviews.id, interviewInterviewers.interviewId))
      .where(
        and(
          eq(interviews.applicationId, applicationId),
          ne(interviews.status, 'cancelled'),
          isNull(interviewInterviewers.removedAt),
        ),
      );
    return rows.map((row) => row.memberId);
  }
}

/** A scorecard as a reader sees it: its content only when `withContent`. */
function scorecardView(read: ScorecardRead, withContent: boolean, history: Map<string, ChangeRow[]>): Scorecard {
  const { scorecard } = read;
  const seen: Scorecard = {
    id: scorecard.id,
    application_id: scorecard.applicationId,
    author: { id: scorecard.authorId, name: read.authorName },
    interview: read.interview && {
      id: read.interview.id,
      title: read.interview.title,
      starts_at: read.interview.startsAt?.toISOString() ?? null,
    },
    status: statusOf(scorecard.submittedAt),
    submitted_at: scorecard.submittedAt?.toISOString() ?? null,
    editable_until: scorecard.submittedAt ? lockedAt(scorecard.submittedAt).toISOString() : null,
    updated_at: scorecard.updatedAt.toISOString(),
  };
  if (!withContent) return seen;
  return {
    ...seen,
    template: versionView(read.version),
    ratings: scorecard.ratings,
    recommendation: scorecard.recommendation,
    summary: scorecard.summary,
    history: (history.get(scorecard.id) ?? []).map((change) => ({
      at: change.createdAt.toISOString(),
      recommendation: change.recommendation,
      summary: change.summary,
      ratings: change.ratings,
    })),
  };
}
