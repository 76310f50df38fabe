import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ArrowRightIcon } from './icons';

const arrowClasses =
  'absolute top-1/2 z-10 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-md hover:bg-slate-50 disabled:invisible sm:inline-flex dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';

/**
 * A row of cards that scrolls sideways, and shows it: the edge that hides more cards fades, and arrow buttons move
 * the row by most of its width. The row itself takes focus, and then the arrow keys, Home and End move it.
 */
export function ScrollStrip({ label, children }: { label: string; children: ReactNode }) {
  const rowRef = useRef<HTMLUListElement>(null);
  const [more, setMore] = useState({ before: false, after: false });

  const measure = useCallback(() => {
    const row = rowRef.current;
    if (!row) return;
    // A few pixels of slack: scroll positions are fractional on zoomed screens.
    const before = row.scrollLeft > 4;
    const after = row.scrollLeft + row.clientWidth < row.scrollWidth - 4;
    setMore((current) => (current.before === before && current.after === after ? current : { before, after }));
  }, []);

  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, [measure, children]);

  const move = (direction: 1 | -1) => {
    const row = rowRef.current;
    row?.scrollBy({ left: direction * row.clientWidth * 0.8, behavior: 'smooth' });
  };
  const overflowing = more.before || more.after;

  return (
    <div className="relative">
      <ul
        ref={rowRef}
        aria-label={label}
        // Focusable so that a keyboard can scroll it; the cards' own links stay in the tab order too.
        tabIndex={overflowing ? 0 : undefined}
        onScroll={measure}
        onKeyDown={(event) => {
          const row = rowRef.current;
          // Only the row's own keys: a card's link or button inside keeps its own.
          if (!row || event.target !== row) return;
          const to = {
            ArrowRight: row.scrollLeft + row.clientWidth * 0.8,
            ArrowLeft: row.scrollLeft - row.clientWidth * 0.8,
            Home: 0,
            End: row.scrollWidth,
          }[event.key];
          if (to === undefined) return;
          event.preventDefault();
          row.scrollTo({ left: to, behavior: 'smooth' });
        }}
        className="-mx-1 flex snap-x scroll-px-1 gap-4 overflow-x-auto scroll-smooth rounded-xl px-1 pt-1 pb-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300"
      >
        {children}
      </ul>
      {more.before && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-0 w-12 bg-linear-to-r from-slate-50 to-transparent dark:from-slate-950"
        />
      )}
      {more.after && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-0 w-12 bg-linear-to-l from-slate-50 to-transparent dark:from-slate-950"
        />
      )}
      {overflowing && (
        <>
          <button
            type="button"
            aria-label={`Scroll ${label} back`}
            disabled={!more.before}
            onClick={() => move(-1)}
            className={`${arrowClasses} -left-3`}
          >
            <ArrowRightIcon className="size-5 rotate-180" />
          </button>
          <button
            type="button"
            aria-label={`Scroll ${label} forward`}
            disabled={!more.after}
            onClick={() => move(1)}
            className={`${arrowClasses} -right-3`}
          >
            <ArrowRightIcon className="size-5" />
          </button>
        </>
      )}
    </div>
  );
}
