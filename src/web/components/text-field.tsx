import type { ComponentPropsWithRef, ReactNode } from 'react';
import { controlBorder, FieldFrame } from './field-frame';

interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  label: string;
  /** The field's validation message, shown under it and tied to it for screen readers. */
  error?: string;
  hint?: ReactNode;
  id?: string;
  /** Keeps the label for screen readers only, where the row around the field already says what it is. */
  hideLabel?: boolean;
}

export function TextField({ label, error, hint, id, className, required, hideLabel, ...rest }: TextFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      id={id}
      className={className}
      required={required}
      hideLabel={hideLabel}
    >
      {(control) => (
        <input
          id={control.id}
          aria-invalid={control.invalid}
          aria-describedby={control.describedBy}
          aria-required={required || undefined}
          className={`block h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-500 focus:border-brand-600 read-only:bg-slate-50 read-only:text-slate-700 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 sm:text-sm dark:read-only:bg-slate-900 dark:read-only:text-slate-300 dark:disabled:bg-slate-800 dark:disabled:text-slate-400 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus:border-brand-400 ${controlBorder(error)}`}
          {...rest}
        />
      )}
    </FieldFrame>
  );
}
