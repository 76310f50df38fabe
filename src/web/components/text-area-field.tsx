import type { ComponentPropsWithRef, ReactNode } from 'react';
import { controlBorder, FieldFrame } from './field-frame';

interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'> {
  label: string;
  /** The field's validation message, shown under it and tied to it for screen readers. */
  error?: string;
  hint?: ReactNode;
  id?: string;
}

/** The multi-line sibling of TextField, with the same label, hint and error behaviour. */
export function TextAreaField({ label, error, hint, id, className, required, rows = 4, ...rest }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className} required={required}>
      {(control) => (
        <textarea
          id={control.id}
          rows={rows}
          aria-invalid={control.invalid}
          aria-describedby={control.describedBy}
          aria-required={required || undefined}
          className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-500 focus:border-brand-600 sm:text-sm dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus:border-brand-400 ${controlBorder(error)}`}
          {...rest}
        />
      )}
    </FieldFrame>
  );
}
