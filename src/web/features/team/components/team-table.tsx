import type { ReactNode } from 'react';
import { formatMoment, formatRelative } from '../../../lib/dates';

const thClasses =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300';
export const tdClasses = 'px-4 py-3 text-sm text-slate-800 dark:text-slate-200';

interface TeamTableProps {
  /** Names the table for assistive technology. */
  caption: string;
  /** The column headings; '' for a column of actions, named for screen readers only. */
  headings: readonly string[];
  children: ReactNode;
}

/** The Team screen's tables on a wide screen; below `md` the same rows come as cards (see TeamCard). */
export function TeamTable({ caption, headings, children }: TeamTableProps) {
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="min-w-full divide-y divide-slate-200 dark:divide-slate-800">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          <tr>
            {headings.map((heading) => (
              <th key={heading || 'actions'} scope="col" className={thClasses}>
                {heading || <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">{children}</tbody>
      </table>
    </div>
  );
}

/** One row of a TeamTable as a card, for a narrow screen. */
export function TeamCard({
  title,
  fields,
  actions,
}: {
  title: ReactNode;
  fields: [label: string, value: ReactNode][];
  actions: ReactNode;
}) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <div className="min-w-0">{title}</div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
        {fields.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="text-sm break-words text-slate-800 dark:text-slate-200">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-2">{actions}</div>
    </li>
  );
}

/** A moment near now in words ('3 hours ago'), the exact one on hover. */
export function RelativeTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatMoment(iso)} className="whitespace-nowrap">
      {formatRelative(iso)}
    </time>
  );
}
