import { and, eq, sql } from 'drizzle-orm';
import {
  FEWER_THAN_SMALL,
  NOT_ASKED,
  type ReportCount,
  SELF_IDENTIFICATION_QUESTIONS,
  type SelfIdentificationReport,
  SMALL_COUNT,
  SMALL_SELECTION,
  TOO_FEW_APPLICATIONS,
} from '../../shared/reports.js';
import type { Member } from '../auth/index.js';
import type { Database } from '../db/database.js';
import { applications, postings } from '../db/schema.js';

interface ReportQuery {
  posting_id?: string;
  from?: string;
  to?: string;
}

/**
 * A count as it may leave the server: 0 stays, 1 to 4 are words, any other is rounded to the nearest 5. Two reports'
 * counted months differ by 20 applications or more, and the rounding blurs even that difference.
 */
export function shownCount(count: number): ReportCount {
  if (count === 0) return 0;
  if (count < SMALL_COUNT) return FEWER_THAN_SMALL;
  return Math.round(count / SMALL_COUNT) * SMALL_COUNT;
}

/** Whether a report's posting, if it names one, is the member's company's: any other reads as not there. */
export async function isTheCompanysPosting(db: Database, member: Member, postingId: string | undefined) {
  if (postingId === undefined) return true;
  const [posting] = await db
    .select({ id: postings.id })
    .from(postings)
    .where(and(eq(postings.id, postingId), eq(postings.companyId, member.companyId)));
  return posting !== undefined;
}

export class ReportService {
  constructor(private readonly db: Database) {}

  /** `undefined` when the posting is not the company's. */
  async selfIdentification(member: Member, query: ReportQuery): Promise<SelfIdentificationReport | undefined> {
    if (!(await isTheCompanysPosting(this.db, member, query.posting_id))) return undefined;
    const month = sql`date_trunc('month', ${applications.createdAt} AT TIME ZONE 'UTC')`;
    const period = [
      query.from === undefined ? undefined : sql`${month} >= date_trunc('month', ${query.from}::date::timestamp)`,
      query.to === undefined ? undefined : sql`${month} <= date_trunc('month', ${query.to}::date::timestamp)`,
    ].filter((filter) => filter !== undefined);
    // A month still under way grows by the day: asked today and again tomorrow, it would differ by a few people.
    const ended = sql`${month} < date_trunc('month', now() AT TIME ZONE 'UTC')`;
    const counted =
      query.posting_id === undefined
        ? sql`company_applications >= ${SMALL_SELECTION}`
        : sql`posting_id = ${query.posting_id} AND posting_counted`;
    // A report counts whole months that have ended, and of each month only what no other report can be subtracted
    // from to leave fewer than 20 applications: the company's month when it holds 20; a posting's month when it holds
    // 20 and the applications of the month outside every such posting month are none or 20 at least. When they are
    // 1 to 19, the smallest posting month joins them and is not counted on its own (decision 077).
    const result = await this.db.execute(sql`
      WITH blocks AS (
        SELECT ${applications.postingId} AS posting_id, ${month} AS month, count(*)::int AS applications
        FROM ${applications}
        WHERE ${sql.join([sql`${applications.companyId} = ${member.companyId}`, ...period, ended], sql` AND `)}
        GROUP BY 1, 2
      ),
      judged AS (
        SELECT posting_id, month, applications,
          sum(applications) OVER (PARTITION BY month) AS company_applications,
          coalesce(sum(applications) FILTER (WHERE applications >= ${SMALL_SELECTION}) OVER (PARTITION BY month), 0)
            AS large_applications,
          row_number() OVER (PARTITION BY month, applications >= ${SMALL_SELECTION} ORDER BY applications, posting_id)
            AS rank_by_size
        FROM blocks
      ),
      months AS (
        SELECT DISTINCT month FROM (
          SELECT posting_id, month, company_applications,
            applications >= ${SMALL_SELECTION} AND NOT (
              company_applications - large_applications BETWEEN 1 AND ${SMALL_SELECTION - 1} AND rank_by_size = 1
            ) AS posting_counted
          FROM judged
        ) AS judged_blocks
        WHERE ${counted}
      )
      SELECT to_char(months.month, 'YYYY-MM') AS month, answer.question, answer.value, count(*)::int AS count
      FROM ${applications}
      JOIN months ON months.month = ${month}
      CROSS JOIN LATERAL (VALUES
        ('sex', ${applications.legalQuestions} ->> 'sex'),
        ('race', ${applications.legalQuestions} ->> 'race'),
        ('disabled', ${applications.legalQuestions} ->> 'disabled')
      ) AS answer(question, value)
      WHERE ${sql.join(
        [
          sql`${applications.companyId} = ${member.companyId}`,
          query.posting_id === undefined ? undefined : sql`${applications.postingId} = ${query.posting_id}`,
        ].filter((filter) => filter !== undefined),
        sql` AND `,
      )}
      GROUP BY 1, 2, 3`);
    const rows = result.rows as { month: string; question: string; value: string | null; count: number }[];
    const countOf = (question: string, value: string) =>
      rows
        .filter((row) => row.question === question && (row.value || NOT_ASKED) === value)
        .reduce((sum, row) => sum + row.count, 0);
    const population = rows.filter((row) => row.question === 'sex').reduce((sum, row) => sum + row.count, 0);
    const refused = population < SMALL_SELECTION;
    return {
      posting_id: query.posting_id ?? null,
      from: query.from ?? null,
      to: query.to ?? null,
      months: refused ? [] : [...new Set(rows.map((row) => row.month))].sort(),
      questions: SELF_IDENTIFICATION_QUESTIONS.map(({ question, label, answers }) => ({
        question,
        label,
        answers: [...answers, NOT_ASKED].map((answer) => ({
          answer,
          count: refused ? TOO_FEW_APPLICATIONS : shownCount(countOf(question, answer)),
        })),
      })),
    };
  }
}
