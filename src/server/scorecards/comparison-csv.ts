import type { ComparisonAnswer } from '../../shared/scorecards.js';
import type { CsvCell } from '../http/csv.js';

/** The comparison as a table: a row of headings, then one row a candidate. */
export function comparisonRows({ criteria, rows }: ComparisonAnswer['data']): CsvCell[][] {
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
  const lines = rows.map((row): CsvCell[] => [
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
  return [headings, ...lines];
}
