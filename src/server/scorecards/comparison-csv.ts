import type { ComparisonAnswer } from '../../shared/scorecards.js';

/** A spreadsheet runs a cell that begins with one of these as a formula: such a cell is kept as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as RFC 4180 writes it: quoted when it holds a quote, a comma or a line break. */
function cell(value: string | number | null): string {
  const text = value === null ? '' : typeof value === 'number' ? value.toFixed(2).replace(/\.?0+$/, '') : value;
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The comparison as a CSV file: a row of headings, then one row a candidate, each line ended by CRLF. */
export function comparisonCsv({ criteria, rows }: ComparisonAnswer['data']): string {
  const headings = [
    'Candidate',
    'Stage',
    'Recommendation average',
    'Recommendations',
    ...criteria.flatMap((criterion) => [
      `${criterion.section}: ${criterion.name} average`,
      `${criterion.name} ratings`,
    ]),
    'Submitted',
    'Expected',
    'Not submitted yet',
  ];
  const lines = rows.map((row) => [
    row.candidate_name,
    row.stage,
    row.recommendation.average,
    row.recommendation.count,
    ...criteria.flatMap((criterion) => {
      const average = row.criteria[criterion.id];
      return [average?.average ?? null, average?.count ?? 0];
    }),
    row.submitted,
    row.expected,
    row.pending.map((person) => person.name).join('; '),
  ]);
  return [headings, ...lines].map((line) => `${line.map(cell).join(',')}\r\n`).join('');
}
