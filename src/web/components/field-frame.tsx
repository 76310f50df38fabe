import { useId, type ReactNode } from 'react';
import { RequiredMark } from './required-mark';

interface FieldFrameProps {
  label: string;
  /** The field's validation message, shown under it and tied to it for screen readers. */
  error?: string;
  hint?: ReactNode;
  id?: string;
  className?: string;
  /** Where the layout around the control already says what it is, as a filter bar's placeholder does. */
  hideLabel?: boolean;
  /** Marks the label of a field that must be filled in. */
  required?: boolean;
  /** Renders the control with the ids and ARIA links the label, hint and error need. */
  children: (control: { id: string; describedBy: string | undefined; invalid: true | undefined }) => ReactNode;
}

/** The label above a control and the hint or error under it: one layout for every text control. */
export function FieldFrame({ label, error, hint, id, className, hideLabel, required, children }: FieldFrameProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      {hideLabel ? (
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
      ) : (
        <div className="mb-1.5 flex items-baseline gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {label}
          </label>
          {required && <RequiredMark />}
        </div>
      )}
      {children({ id: inputId, describedBy, invalid: error ? true : undefined })}
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

export const controlBorder = (error?: string) =>
  error ? 'border-red-600 dark:border-red-400' : 'border-slate-400 dark:border-slate-600';
