import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ComparisonAnswer, ComparisonQuerySchema } from '../../shared/scorecards.js';
import type { Member } from '../auth/sessions.js';
import type { Database } from '../db/database.js';
import {
  applications,
  companies,
  interviewInterviewers,
  interviews,
  pipelineStages,
  postings,
  scorecards,
  scorecardTemplateVersions,
  users,
} from '../db/schema.js';
import { memberSeesApplication, memberSeesPosting } from '../team/visibility.js';
import { seesOthersScorecards } from './visibility.js';

type ComparisonQuery = z.output<typeof ComparisonQuerySchema>;
type Row = ComparisonAnswer['data']['rows'][number];
type Average = Row['recommendation'];

/** A rating on the scale strong_no = 1 … strong_yes = 4: its place in the enum's order. */
const scoreOf = (rating: unknown) => sql`array_position(enum_range(NULL::scorecard_rating), ${rating})`;

const submitted = sql`${scorecards.submittedAt} IS NOT NULL`;

const NONE: Average = { average: null, count: 0 };

/**
 * A posting's comparison: its applications the member sees in rows, each criterion its submitted scorecards answered
 * and the overall recommendation in columns, as averages and counts, and who was asked and has not submitted. A row
 * whose others' scorecards the company's rule keeps from the member has no averages. Three queries, whatever the
 * number of applications.
 */
export async function postingComparison(
  db: Database,
  member: Member,
  postingId: string,
  query: ComparisonQuery,
  now = new Date(),
): Promise<ComparisonAnswer['data'] | undefined> {
  const [posting] = await db
    .select({ visibility: companies.scorecardVisibility })
    .from(postings)
    .innerJoin(companies, eq(companies.id, postings.companyId))
    .where(
      and(
        eq(postings.id, postingId),
        eq(postings.companyId, member.companyId),
        isNull(postings.deletedAt),
        memberSeesPosting(member, postings.id),
      ),
    );
  if (!posting) return undefined;
  const ofPosting = and(eq(applications.postingId, postingId), memberSeesApplication(member));
  const [rows, ratings, versions] = await Promise.all([
    db
      .select({
        applicationId: applications.id,
        candidateName: sql<string>`${applications.firstName} || ' ' || ${applications.lastName}`,
        stage: pipelineStages.name,
        submitted: sql<number>`(SELECT count(*)::int FROM ${scorecards} WHERE ${scorecards.applicationId} = ${applications.id} AND ${submitted})`,
        submittedOwn: sql<boolean>`EXISTS (SELECT 1 FROM ${scorecards} WHERE ${scorecards.applicationId} = ${applications.id} AND ${submitted} AND ${scorecards.authorId} = ${member.userId})`,
        recommendation: sql<Average>`(SELECT json_build_object('average', avg(${scoreOf(scorecards.recommendation)})::float8, 'count', count(${scorecards.recommendation})::int) FROM ${scorecards} WHERE ${scorecards.applicationId} = ${applications.id} AND ${submitted})`,
        // The interviewers of its interviews that are not cancelled, and anyone else who submitted one.
        expected: sql<number>`(SELECT count(*)::int FROM (
          SELECT ${interviewInterviewers.memberId} FROM ${interviewInterviewers} JOIN ${interviews} ON ${interviews.id} = ${interviewInterviewers.interviewId}
            WHERE ${interviews.applicationId} = ${applications.id} AND ${interviews.status} <> 'cancelled' AND ${interviewInterviewers.removedAt} IS NULL
          UNION SELECT ${scorecards.authorId} FROM ${scorecards} WHERE ${scorecards.applicationId} = ${applications.id} AND ${submitted}) expected)`,
        // The interviewers of its ended interviews without a submitted scorecard of theirs.
        pending: sql<
          Row['pending']
        >`(SELECT coalesce(json_agg(json_build_object('id', pending.id, 'name', pending.name) ORDER BY pending.name, pending.id), '[]') FROM (
          SELECT DISTINCT ${users.id} AS id, ${users.name} AS name FROM ${interviewInterviewers}
            JOIN ${interviews} ON ${interviews.id} = ${interviewInterviewers.interviewId}
            JOIN ${users} ON ${users.id} = ${interviewInterviewers.memberId}
            WHERE ${interviews.applicationId} = ${applications.id} AND ${interviews.status} = 'scheduled' AND ${interviews.endsAt} <= ${now}
              AND ${interviewInterviewers.removedAt} IS NULL
              AND NOT EXISTS (SELECT 1 FROM ${scorecards} WHERE ${scorecards.applicationId} = ${applications.id} AND ${submitted} AND ${scorecards.authorId} = ${users.id})) pending)`,
      })
      .from(applications)
      .innerJoin(pipelineStages, eq(pipelineStages.id, applications.stageId))
      .where(ofPosting)
      .orderBy(asc(applications.createdAt), asc(applications.id)),
    db
      .select({
        applicationId: scorecards.applicationId,
        criterionId: sql<string>`rated.key`,
        average: sql<number>`avg(${scoreOf(sql`(rated.value->>'rating')::scorecard_rating`)})::float8`,
        count: sql<number>`count(*)::int`,
      })
      .from(scorecards)
      .innerJoin(applications, eq(applications.id, scorecards.applicationId))
      .innerJoin(sql`jsonb_each(${scorecards.ratings}) AS rated`, sql`rated.value->>'rating' IS NOT NULL`)
      .where(and(ofPosting, submitted))
      .groupBy(scorecards.applicationId, sql`rated.key`),
    db
      .select({ sections: scorecardTemplateVersions.sections })
      .from(scorecardTemplateVersions)
      .where(
        inArray(
          scorecardTemplateVersions.id,
          db
            .selectDistinct({ id: scorecards.templateVersionId })
            .from(scorecards)
            .innerJoin(applications, eq(applications.id, scorecards.applicationId))
            .where(and(ofPosting, submitted)),
        ),
      )
      // The newest version names a criterion the versions share.
      .orderBy(asc(scorecardTemplateVersions.createdAt)),
  ]);

  const criteria = new Map<string, { id: string; name: string; section: string }>();
  for (const { sections } of versions) {
    for (const section of sections) {
      for (const criterion of section.criteria) {
        criteria.delete(criterion.id);
        criteria.set(criterion.id, { id: criterion.id, name: criterion.name, section: section.name });
      }
    }
  }
  const byApplication = new Map<string, Record<string, Average>>();
  for (const rating of ratings) {
    const row = byApplication.get(rating.applicationId) ?? {};
    row[rating.criterionId] = { average: rating.average, count: rating.count };
    byApplication.set(rating.applicationId, row);
  }
  const compared = rows.map((row): Row => {
    const seen = seesOthersScorecards(member, posting.visibility, row.submittedOwn);
    return {
      application_id: row.applicationId,
      candidate_name: row.candidateName,
      stage: row.stage,
      recommendation: seen ? row.recommendation : NONE,
      criteria: seen ? (byApplication.get(row.applicationId) ?? {}) : {},
      submitted: row.submitted,
      expected: row.expected,
      others_hidden: !seen,
      pending: row.pending,
    };
  });
  return { criteria: [...criteria.values()], rows: sortRows(compared, query) };
}

/**
 * Sorted by candidate name, the recommendation's average or a criterion's, best first unless `order` says otherwise;
 * rows without an average come last, and ties keep the order of application.
 */
function sortRows(rows: Row[], query: ComparisonQuery): Row[] {
  if (query.sort === 'name') {
    const order = query.order === 'desc' ? -1 : 1;
    return rows.toSorted((a, b) => order * a.candidate_name.localeCompare(b.candidate_name));
  }
  const order = query.order === 'asc' ? 1 : -1;
  const averageOf = (row: Row) =>
    (query.sort === 'recommendation' ? row.recommendation : row.criteria[query.sort])?.average ?? null;
  return rows.toSorted((a, b) => {
    const [first, second] = [averageOf(a), averageOf(b)];
    if (first === null || second === null) return (first === null ? 1 : 0) - (second === null ? 1 : 0);
    return order * (first - second);
  });
}
