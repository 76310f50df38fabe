interface PagerProps {
  /** The current page, counted from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, so that two pagers on one screen can be told apart. */
  label?: string;
  /** Pages always shown at each end. */
  marginPages?: number;
  /** Pages shown around the current one. */
  pageRange?: number;
  className?: string;
}

type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/** The page numbers to show: both margins, a window around the current page, and gaps as ellipses. */
export function pagerItems(page: number, pageCount: number, marginPages = 2, pageRange = 3): PagerItem[] {
  const shown = new Set<number>();
  for (let index = 1; index <= Math.min(marginPages, pageCount); index += 1) shown.add(index);
  for (let index = Math.max(1, pageCount - marginPages + 1); index <= pageCount; index += 1) shown.add(index);
  // The window keeps its width at either end instead of shrinking there.
  const before = Math.floor((pageRange - 1) / 2);
  const start = Math.max(1, Math.min(page - before, pageCount - pageRange + 1));
  for (let index = start; index < start + pageRange && index <= pageCount; index += 1) shown.add(index);

  const items: PagerItem[] = [];
  let previous = 0;
  for (const current of [...shown].sort((a, b) => a - b)) {
    // An ellipsis standing for a single page would be longer than the page number itself.
    if (current - previous === 2) items.push({ kind: 'page', page: current - 1 });
    else if (current - previous > 2) items.push({ kind: 'gap', key: `gap-${String(previous)}` });
    items.push({ kind: 'page', page: current });
    previous = current;
  }
  return items;
}

const stepClasses =
  'inline-flex h-9 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 shadow-xs hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';

/** Previous, page numbers and Next; the current page is marked for assistive technology with aria-current. */
export function Pager({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
  marginPages = 2,
  pageRange = 3,
  className,
}: PagerProps) {
  if (pageCount <= 1) return null;
  const items = pagerItems(page, pageCount, marginPages, pageRange);

  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          <button type="button" className={stepClasses} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            Previous
          </button>
        </li>
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-sm text-slate-600 dark:text-slate-400">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={`Page ${String(item.page)}`}
                onClick={() => onPageChange(item.page)}
                className={`inline-flex size-9 items-center justify-center rounded-lg text-sm font-semibold ${
                  item.page === page
                    ? 'bg-brand-600 text-white shadow-sm'
                    : 'text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800'
                }`}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={stepClasses}
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            Next
          </button>
        </li>
      </ul>
    </nav>
  );
}
