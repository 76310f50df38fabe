import { Spinner } from './Spinner';

export interface SpinnerOverlayProps {
  label?: string;
}

/** Covers the whole screen while something the person waits for is loading. */
export function SpinnerOverlay({ label = 'Loading…' }: SpinnerOverlayProps) {
  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-white/70 backdrop-blur-[2px] dark:bg-slate-950/70">
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-8 py-6 text-brand-600 shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:text-brand-300 dark:ring-slate-700">
        <Spinner size="lg" />
        <p role="status" className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {label}
        </p>
      </div>
    </div>
  );
}
