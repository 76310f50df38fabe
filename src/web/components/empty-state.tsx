import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /** h1 when the empty state is the whole screen, h2 (the default) inside a page that has its own heading. */
  headingLevel?: 'h1' | 'h2';
}

export function EmptyState({ title, description, icon, action, headingLevel = 'h2' }: EmptyStateProps) {
  const Heading = headingLevel;
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center dark:border-slate-700 dark:bg-slate-900">
      {icon && (
        <div className="mb-4 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
          {icon}
        </div>
      )}
      <Heading className="text-lg font-semibold text-slate-900 dark:text-white">{title}</Heading>
      {description && <p className="mt-2 max-w-md text-sm text-slate-600 dark:text-slate-300">{description}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
