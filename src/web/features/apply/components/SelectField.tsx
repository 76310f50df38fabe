import { useId, type ComponentPropsWithRef } from 'react';

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id' | 'children'> {
  label: string;
  options: readonly (string | number)[];
  error?: string;
  className?: string;
}

/** A labelled choice with an empty first option, so that nothing is answered for the candidate. */
export function SelectField({ label, options, error, className, ...rest }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`block h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-xs focus:border-brand-600 sm:text-sm dark:bg-slate-950 dark:text-slate-100 dark:focus:border-brand-400 ${
          error ? 'border-red-600 dark:border-red-400' : 'border-slate-400 dark:border-slate-600'
        }`}
        {...rest}
      >
        <option value="">Select…</option>
        {options.map((option) => (
          <option key={option} value={String(option)}>
            {option}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
