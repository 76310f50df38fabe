import type { Step } from '../wizard';

interface StepperProps {
  /** The posting's steps: the full wizard's or the quick form's. */
  steps: readonly Step[];
  /** Index of the current step in `steps`. */
  current: number;
}

/** Where the candidate is in the application: done steps, the current one, and what is left. */
export function Stepper({ steps, current }: StepperProps) {
  const label = steps[current] ?? '';
  return (
    <nav aria-label="Application progress" className="mb-6">
      <ol className="flex items-start">
        {steps.map((step, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li
              key={step}
              aria-current={active ? 'step' : undefined}
              className="relative flex flex-1 flex-col items-center gap-2 text-center"
            >
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={`absolute top-3.5 right-1/2 -z-0 h-0.5 w-full ${
                    index <= current ? 'bg-brand-600 dark:bg-brand-400' : 'bg-slate-300 dark:bg-slate-700'
                  }`}
                />
              )}
              <span
                aria-hidden="true"
                className={`relative z-10 flex size-7 items-center justify-center rounded-full text-xs font-bold ring-4 ring-slate-50 dark:ring-slate-950 ${
                  active
                    ? 'bg-brand-600 text-white dark:bg-brand-400 dark:text-slate-950'
                    : done
                      ? 'bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100'
                      : 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
                }`}
              >
                {done ? '✓' : index + 1}
              </span>
              <span
                className={`hidden px-1 text-xs md:block ${
                  active ? 'font-semibold text-slate-900 dark:text-white' : 'text-slate-600 dark:text-slate-400'
                }`}
              >
                <span className="sr-only">{done ? 'Completed: ' : active ? 'Current: ' : ''}</span>
                {step}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="mt-3 text-center text-sm font-medium text-slate-700 md:hidden dark:text-slate-300">
        Step {current + 1} of {steps.length}: {label}
      </p>
    </nav>
  );
}
