import { and, eq, sql } from 'drizzle-orm';
import {
  FEWER_THAN_SMALL,
  NOT_ASKED,
  type ReportCount,
  SELF_IDENTIFICATION_QUESTIONS,
  type SelfIdentificationReport,
  SMALL_COUNT,
} from '../../shared/reports.js';
import type { Member } from '../auth/sessions.js';
import type { Database } from '../db/database.js';
import { applications, postings } from '../db/schema.js';

interface ReportQuery {
  posting_id?: string;
  from?: string;
  to?: string;
}

/**
 * One question's counts as they may leave the server. Every count under 5 becomes words. Each question's counts add
 * up to the same number of applications, so one hidden count alone could be worked out from the others: the
 * smallest count shown is then hidden too, and only the two hidden counts' sum can be known.
 */
export function suppressed(counts: number[]): ReportCount[] {
  const cells = counts.map((count) => ({ count, hidden: count < SMALL_COUNT }));
  if (cells.filter((cell) => cell.hidden).length === 1) {
    const smallestShown = cells
      .filter((cell) => !cell.hidden)
      .reduce<(typeof cells)[number] | undefined>(
        (least, cell) => (least && least.count <= cell.count ? least : cell),
        undefined,
      );
    if (smallestShown) smallestShown.hidden = true;
  }
  return cells.map((cell) => (cell.hidden ? FEWER_THAN_SMALL : cell.count));
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
    const filters = [
      sql`${applications.companyId} = ${member.companyId}`,
      query.posting_id === undefined ? undefined : sql`${applications.postingId} = ${query.posting_id}`,
      query.from === undefined ? undefined : sql`${applications.createdAt} >= ${query.from}::date`,
      query.to === undefined ? undefined : sql`${applications.createdAt} < ${query.to}::date + 1`,
    ].filter((filter) => filter !== undefined);
    const result = await this.db.execute(sql`
      SELECT answer.question, answer.value, count(*)::int AS count
      FROM ${applications}
      CROSS JOIN LATERAL (VALUES
        ('sex', ${applications.legalQuestions} ->> 'sex'),
        ('race', ${applications.legalQuestions} ->> 'race'),
        ('disabled', ${applications.legalQuestions} ->> 'disabled')
      ) AS answer(question, value)
      WHERE ${sql.join(filters, sql` AND `)}
      GROUP BY answer.question, answer.value`);
    const rows = result.rows as { question: string; value: string | null; count: number }[];
    const countOf = (question: string, value: string) =>
      rows
        .filter((row) => row.question === question && (row.value || NOT_ASKED) === value)
        .reduce((sum, row) => sum + row.count, 0);
    return {
      posting_id: query.posting_id ?? null,
      from: query.from ?? null,
      to: query.to ?? null,
      questions: SELF_IDENTIFICATION_QUESTIONS.map(({ question, label, answers }) => {
        const values = [...answers, NOT_ASKED];
        const counts = suppressed(values.map((value) => countOf(question, value)));
        return {
          question,
          label,
          answers: values.map((answer, index) => ({ answer, count: counts[index] ?? FEWER_THAN_SMALL })),
        };
      }),
    };
  }
}
