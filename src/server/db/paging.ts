import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A page's rows each carry the total as a column computed once per statement, so a page and its pager cost one round
 * trip. The count is a scalar sub-query: `count` must select exactly one number.
 */
export function totalColumn(count: SQLWrapper): SQL<number> {
  return sql<number>`(${count})`.mapWith(Number);
}

/** The rows and the total of a page; only a page past the end, which has no row to carry the total, asks again. */
export async function pageWithTotal<Row extends { total: number | null }>(
  rows: Row[],
  offset: number,
  count: () => Promise<{ total: number }[]>,
): Promise<{ rows: Row[]; total: number }> {
  if (rows.length > 0 || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  const [counted] = await count();
  return { rows, total: counted?.total ?? 0 };
}
