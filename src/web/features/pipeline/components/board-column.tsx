import { useDroppable } from '@dnd-kit/core';
import { useId, type ReactNode } from 'react';
import type { PipelineColumn } from '../../../../shared/pipeline';
import { Button } from '../../../components/button';

interface BoardColumnProps {
  column: PipelineColumn;
  /** Present while the column holds more cards than it shows. */
  onLoadMore?: () => void;
  loadingMore: boolean;
  children: ReactNode;
}

/** One stage of the board: its name and count, its cards, and a drop target for cards dragged from another. */
export function BoardColumn({ column, onLoadMore, loadingMore, children }: BoardColumnProps) {
  const headingId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: column.id });
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={`relative flex w-[85vw] shrink-0 snap-start flex-col rounded-2xl border p-3 sm:w-72 ${
        isOver
          ? 'border-brand-500 bg-brand-50 dark:border-brand-400 dark:bg-brand-950'
          : 'border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-900/60'
      }`}
    >
      <h2 className="mb-3 flex items-baseline justify-between gap-2 px-1">
        <span id={headingId} className="text-sm font-semibold break-words text-slate-900 dark:text-white">
          {column.name}
        </span>
        <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600">
          {column.count}
          <span className="sr-only"> {column.count === 1 ? 'application' : 'applications'}</span>
        </span>
      </h2>
      {column.cards.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-3 py-6 text-center text-xs text-slate-600 dark:border-slate-700 dark:text-slate-400">
          No applications in this stage
        </p>
      ) : (
        <ul className="flex flex-col gap-2">{children}</ul>
      )}
      {onLoadMore && (
        <Button variant="secondary" size="sm" className="mt-3" loading={loadingMore} onClick={onLoadMore}>
          Load more<span className="sr-only"> in {column.name}</span>
        </Button>
      )}
    </section>
  );
}
