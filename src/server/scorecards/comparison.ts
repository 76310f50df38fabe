import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type ComparisonAnswer, type ComparisonQuerySchema, RATINGS } from '../../shared/scorecards.js';
import { can } from '../../shared/roles.js';
import type { MemberRole } from '../../shared/auth.js';
import { type CallerOfRow, type SessionKey, withCaller } from '../auth/index.js';
import type { Database } from '../db/database.js';
import { isUuid } from '../http/ids.js';
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
import { listVersionOf } from '../db/list-version.js';
import { seesOthersScorecards } from './visibility.js';

type ComparisonQuery = z.output<typeof ComparisonQuerySchema>;
type Row = ComparisonAnswer['data']['rows'][number];
type Average = Row['recommendation'];

/** A rating on the scale strong_no = 1 … strong_yes = 4. A constant array: `enum_range` reads the catalog each row. */
const scoreOf = (rating: unknown) =>
  sql`array_position(${`{${RATINGS.join(',')}}`}::scorecard_rating[], (${rating})::scorecard_rating)`;

const submitted = sql`${scorecards.submittedAt} IS NOT NULL`;

const NONE: Average = { average: null, count: 0 };

/** An interviewer of a scheduled interview of the application who has not submitted, and when their first one ends. */
interface Awaited {
  id: string;
  name: string;
  endsAt: string;
}

/** A row as every member's comparison starts from it: averages of all submitted scorecards and who wrote them. */
interface BasisRow {
  applicationId: string;
  candidateName: string;
  stage: string;
  authors: string[];
  recommendation: Average;
  criteria: Record<string, Average>;
  expected: number;
  awaited: Awaited[];
}

/** What every member's comparison of a posting is made from. */
interface Basis {
  criteria: ComparisonAnswer['data']['criteria'];
  rows: BasisRow[];
}

/** Postings whose comparison each process keeps: each is a few tens of kilobytes. */
const KEPT_POSTINGS = 200;

/**
 * A posting's comparison: its applications the member sees in rows, each criterion its submitted scorecards answered
 * and the overall recommendation in columns, as averages and counts, and who was asked and has not submitted. A row
 * whose others' scorecards the company's rule keeps from the member has no averages.
 *
 * Averaging a posting's scorecards costs tens of milliseconds, and the comparison is opened far more often than a
 * scorecard is written: its basis is kept per posting at the version of the company's applications, which submitting
 * or changing a scorecard, and scheduling or changing an interview, move too. Each request still reads the version,
 * the company's rule and the applications the member sees, in the statement that checks their session, so a change
 * shows at once.
 */
export class PostingComparisons {
  private readonly kept = new Map<string, { tag: string; basis: Promise<Basis> }>();
  private readonly postingQuery;

  constructor(private readonly db: Database) {
    this.postingQuery = preparePostingQuery(db);
  }

  /**
   * The caller's comparison, with the tag of what it is made from and the owner of that tag: the same for every reader
   * who reads all scorecards, and each other reader's own, since what they are shown depends on what they wrote. The
   * rows are made only when `data` is called: a kept answer with the same tag needs none.
   */
  async read(
    key: SessionKey,
    postingId: string,
    query: ComparisonQuery,
    now = new Date(),
  ): Promise<{
    firstRow: CallerOfRow | undefined;
    comparison?: { owner: string; tag: string; data: () => ComparisonAnswer['data'] };
  }> {
    if (!isUuid(postingId)) return { firstRow: undefined };
    const [posting] = await this.postingQuery.execute({ ...key, postingId });
    if (!posting) return { firstRow: undefined };
    const member = { userId: posting.userId, memberRole: posting.memberRole };
    const readsAll = can(member.memberRole, 'readAllScorecards');
    const version = posting.version ?? '';
    const basis = await this.basisOf(posting.companyId, postingId, version);
    const seenApplications = posting.seen && new Set(posting.seen);
    const rows = seenApplications ? basis.rows.filter((row) => seenApplications.has(row.applicationId)) : basis.rows;
    const isPending = (awaited: Awaited) => new Date(awaited.endsAt) <= now;
    const pending = rows.reduce((count, row) => count + row.awaited.filter(isPending).length, 0);
    const comparison = {
      owner: [postingId, query.sort, query.order, ...(readsAll ? [] : [member.userId])].join(' '),
      // Time only ever adds to who is pending: their count tells the versions of one basis apart.
      tag: [version, posting.visibility, rows.length, pending].join('-'),
      data: () => ({
        criteria: basis.criteria,
        rows: sortRows(
          rows.map((row): Row => {
            const seen = seesOthersScorecards(member, posting.visibility, row.authors.includes(member.userId));
            return {
              application_id: row.applicationId,
              candidate_name: row.candidateName,
              stage: row.stage,
              recommendation: seen ? row.recommendation : NONE,
              criteria: seen ? row.criteria : {},
              submitted: row.authors.length,
              expected: row.expected,
              others_hidden: !seen,
              pending: row.awaited.filter(isPending).map(({ id, name }) => ({ id, name })),
            };
          }),
          query,
        ),
      }),
    };
    return { firstRow: posting, comparison };
  }

  /** Requests that arrive together while a basis is read wait for that one read. */
  private basisOf(companyId: string, postingId: string, tag: string): Promise<Basis> {
    const kept = this.kept.get(postingId);
    // Map keeps insertion order: the one used least recently is first.
    this.kept.delete(postingId);
    const basis = kept?.tag === tag ? kept.basis : readBasis(this.db, companyId, postingId);
    this.kept.set(postingId, { tag, basis });
    if (this.kept.size > KEPT_POSTINGS) this.kept.delete(this.kept.keys().next().value!);
    // A failed read is not kept: the next request reads again.
    basis.catch(() => {
      if (this.kept.get(postingId)?.basis === basis) this.kept.delete(postingId);
    });
    return basis;
  }
}

/**
 * What each request reads, in the statement that looks the caller's session up (`withCaller`): the posting's company,
 * its rule for scorecards and the version of its applications, who the caller is, and the applications they see (all
 * of them, NULL, for a reader of every scorecard). No row unless the caller may see the posting.
 */
function preparePostingQuery(db: Database) {
  const { caller, companyOf, seesPosting, seesApplication, may, sessionToTouch } = withCaller(db);
  return db
    .with(caller)
    .select({
      companyId: postings.companyId,
      visibility: companies.scorecardVisibility,
      version: listVersionOf(sql`${postings.companyId}`),
      userId: sql<string>`(SELECT ${caller.userId} FROM ${caller})`,
      memberRole: sql<MemberRole>`(SELECT ${caller.memberRole} FROM ${caller})`,
      seen: sql<string[] | null>`CASE WHEN ${may('readAllScorecards')} THEN NULL ELSE ARRAY(
        SELECT ${applications.id} FROM ${applications}
        WHERE ${applications.postingId} = ${postings.id} AND ${seesApplication(applications.postingId, applications.id)}) END`,
      sessionToTouch,
    })
    .from(postings)
    .innerJoin(companies, eq(companies.id, postings.companyId))
    .where(
      and(
        eq(postings.id, sql.placeholder('postingId')),
        eq(postings.companyId, companyOf('readApplications')),
        isNull(postings.deletedAt),
        seesPosting(postings.id),
      ),
    )
    .prepare('posting_comparison_for_caller');
}

/** Three queries, whatever the number of applications. */
async function readBasis(db: Database, companyId: string, postingId: string): Promise<Basis> {
  const ofPosting = and(
    eq(applications.postingId, postingId),
    eq(applications.companyId, companyId),
    eq(applications.quarantined, false),
  );
  const [rows, ratings, versions] = await Promise.all([
    db
      .select({
        applicationId: applications.id,
        candidateName: sql<string>`${applications.firstName} || ' ' || ${applications.lastName}`,
        stage: pipelineStages.name,
        authors: sql<string[]>`ARRAY(SELECT ${scorecards.authorId} FROM ${scorecards}
          WHERE ${scorecards.applicationId} = ${applications.id} AND ${submitted})`,
        recommendation: sql<Average>`(SELECT json_build_object('average', avg(${scoreOf(scorecards.recommendation)})::float8, 'count', count(${scorecards.recommendation})::int) FROM ${scorecards} WHERE ${scorecards.applicationId} = ${applications.id} AND ${submitted})`,
        // The interviewers of its interviews that are not cancelled, and anyone else who submitted one.
        expected: sql<number>`(SELECT count(*)::int FROM (
          SELECT ${interviewInterviewers.memberId} FROM ${interviewInterviewers} JOIN ${interviews} ON ${interviews.id} = ${interviewInterviewers.interviewId}
            WHERE ${interviews.applicationId} = ${applications.id} AND ${interviews.status} <> 'cancelled' AND ${interviewInterviewers.removedAt} IS NULL
          UNION SELECT ${scorecards.authorId} FROM ${scorecards} WHERE ${scorecards.applicationId} = ${applications.id} AND ${submitted}) expected)`,
        // The interviewers of its scheduled interviews without a submitted scorecard of theirs: pending once one ends.
        awaited: sql<
          Awaited[]
        >`(SELECT coalesce(json_agg(json_build_object('id', awaited.id, 'name', awaited.name, 'endsAt', awaited.ends_at) ORDER BY awaited.name, awaited.id), '[]') FROM (
          SELECT ${users.id} AS id, ${users.name} AS name, min(${interviews.endsAt}) AS ends_at FROM ${interviewInterviewers}
            JOIN ${interviews} ON ${interviews.id} = ${interviewInterviewers.interviewId}
            JOIN ${users} ON ${users.id} = ${interviewInterviewers.memberId}
            WHERE ${interviews.applicationId} = ${applications.id} AND ${interviews.status} = 'scheduled' AND ${interviews.endsAt} IS NOT NULL
              AND ${interviewInterviewers.removedAt} IS NULL
              AND NOT EXISTS (SELECT 1 FROM ${scorecards} WHERE ${scorecards.applicationId} = ${applications.id} AND ${submitted} AND ${scorecards.authorId} = ${users.id})
            GROUP BY ${users.id}, ${users.name}) awaited)`,
      })
      .from(applications)
      .innerJoin(pipelineStages, eq(pipelineStages.id, applications.stageId))
      .where(ofPosting)
      .orderBy(asc(applications.createdAt), asc(applications.id)),
    db
      .select({
        applicationId: scorecards.applicationId,
        criterionId: sql<string>`rated.key`,
        average: sql<number>`avg(${scoreOf(sql`rated.value->>'rating'`)})::float8`,
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
  return {
    criteria: [...criteria.values()],
    rows: rows.map((row) => ({ ...row, criteria: byApplication.get(row.applicationId) ?? {} })),
  };
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
