import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RATING_NAMES, RATINGS, type ComparisonAnswer } from '../../../../shared/scorecards';
import { candidatePath } from '../../../lib/paths';

type Comparison = ComparisonAnswer['data'];
type Row = Comparison['rows'][number];
interface Average {
  average: number | null;
  count: number;
}

/** A column to sort by, as the comparison's CSV takes it too: the name, the recommendation, or a criterion's id. */
type SortColumn = 'name' | 'recommendation' | string;
export interface ComparisonSort {
  column: SortColumn;
  descending: boolean;
}
type Sort = ComparisonSort;

const averageOf = (row: Row, column: SortColumn): Average | undefined =>
  column === 'recommendation' ? row.recommendation : row.criteria[column];

/** The nearest word of the 1 to 4 scale, so that "3.4" also reads as "Yes". */
const wordOf = (average: number) => RATING_NAMES[RATINGS[Math.round(average) - 1] ?? 'yes'];

function compare(a: Row, b: Row, { column, descending }: Sort): number {
  if (column === 'name') {
    const order = a.candidate_name.localeCompare(b.candidate_name);
    return descending ? -order : order;
  }
  const first = averageOf(a, column)?.average ?? null;
  const second = averageOf(b, column)?.average ?? null;
  // Rows without a rating stay last whichever way the column is sorted.
  if (first === null || second === null) return (first === null ? 1 : 0) - (second === null ? 1 : 0);
  return descending ? second - first : first - second;
}

function AverageCell({ value, hidden }: { value: Average | undefined; hidden: boolean }) {
  if (hidden) return <span className="text-slate-600 dark:text-slate-400">Hidden</span>;
  if (!value || value.average === null) {
    return <span className="text-slate-600 dark:text-slate-400">None yet</span>;
  }
  return (
    <span className="whitespace-nowrap">
      <span className="font-semibold text-slate-900 dark:text-white">{value.average.toFixed(1)}</span>{' '}
      <span className="text-slate-700 dark:text-slate-300">{wordOf(value.average)}</span>{' '}
      <span className="text-xs text-slate-600 dark:text-slate-400">
        ({value.count} {value.count === 1 ? 'rating' : 'ratings'})
      </span>
    </span>
  );
}

const headerCell = 'px-3 py-2 text-left align-bottom text-xs font-semibold text-slate-700 dark:text-slate-300';
const bodyCell = 'px-3 py-2.5 align-top text-sm text-slate-800 dark:text-slate-200';
// The candidate's column stays in view while the rest scrolls sideways on a narrow screen.
const stickyCell = 'sticky left-0 z-10 bg-white dark:bg-slate-900';

interface SortHeaderProps {
  column: SortColumn;
  sort: Sort;
  onSort: (sort: Sort) => void;
  children: ReactNode;
}

/** A column's header: selecting it sorts by the column, again the other way; numbers start from the highest. */
function SortHeader({ column, sort, onSort, children }: SortHeaderProps) {
  const active = sort.column === column;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : undefined}
      className={`${headerCell} ${column === 'name' ? stickyCell : ''}`}
    >
      <button
        type="button"
        onClick={() => onSort({ column, descending: active ? !sort.descending : column !== 'name' })}
        className="inline-flex items-center gap-1 rounded text-left hover:text-brand-700 dark:hover:text-brand-300"
      >
        {children}
        <span aria-hidden="true" className="text-slate-600 dark:text-slate-400">
          {active ? (sort.descending ? '↓' : '↑') : '↕'}
        </span>
      </button>
    </th>
  );
}

/**
 * A posting's candidates in rows and the overall recommendation and each criterion in columns, sortable by any
 * column's header, with who was asked and has not submitted yet.
 */
export function ComparisonTable({
  comparison,
  sort,
  onSort,
}: { comparison: Comparison } & Omit<SortHeaderProps, 'column' | 'children'>) {
  const rows = [...comparison.rows].sort((a, b) => compare(a, b, sort));

  return (
    <div
      role="region"
      aria-label="Scorecard comparison"
      // A keyboard scrolls the table sideways once it has the focus.
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <table className="min-w-full divide-y divide-slate-200 dark:divide-slate-800">
        <caption className="sr-only">
          Candidates by average rating, from 1 (Strong no) to 4 (Strong yes), with the number of ratings. Select a
          column’s header to sort by it.
        </caption>
        <thead>
          <tr>
            <SortHeader column="name" sort={sort} onSort={onSort}>
              Candidate
            </SortHeader>
            <SortHeader column="recommendation" sort={sort} onSort={onSort}>
              Overall recommendation
            </SortHeader>
            {comparison.criteria.map((criterion) => (
              <SortHeader key={criterion.id} column={criterion.id} sort={sort} onSort={onSort}>
                <span>
                  <span className="block font-normal text-slate-600 dark:text-slate-400">{criterion.section}</span>
                  {criterion.name}
                </span>
              </SortHeader>
            ))}
            <th scope="col" className={headerCell}>
              Not submitted yet
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={row.application_id}>
              <th scope="row" className={`${bodyCell} ${stickyCell} text-left font-normal`}>
                <Link
                  to={candidatePath(row.application_id)}
                  className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
                >
                  {row.candidate_name}
                </Link>
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {row.stage}, {row.submitted} of {row.expected} submitted
                </span>
              </th>
              <td className={bodyCell}>
                <AverageCell value={row.recommendation} hidden={row.others_hidden} />
              </td>
              {comparison.criteria.map((criterion) => (
                <td key={criterion.id} className={bodyCell}>
                  <AverageCell value={row.criteria[criterion.id]} hidden={row.others_hidden} />
                </td>
              ))}
              <td className={`${bodyCell} min-w-40`}>
                {row.pending.length === 0 ? (
                  <span className="text-slate-600 dark:text-slate-400">No one</span>
                ) : (
                  row.pending.map((person) => person.name).join(', ')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
