import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'> {
  label: string;
  /** The field's validation message, shown under it and tied to it for screen readers. */
  error?: string;
  hint?: ReactNode;
  id?: string;
}

/** The multi-line sibling of TextField, with the same label, hint and error behaviour. */
export function TextAreaField({ label, error, hint, id, className, required, rows = 4, ...rest }: TextAreaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <textarea
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-500 focus:border-brand-600 sm:text-sm dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus:border-brand-400 ${
          error ? 'border-red-600 dark:border-red-400' : 'border-slate-400 dark:border-slate-600'
        }`}
        {...rest}
      />
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
