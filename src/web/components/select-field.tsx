import type { ComponentPropsWithRef, ReactNode } from 'react';
import { controlBorder, FieldFrame } from './field-frame';

interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id' | 'children'> {
  label: string;
  options: readonly (string | number)[];
  /** The first option, worth '': what the field shows while nothing is chosen, or a filter's "all". */
  emptyOption: string;
  /** A required choice cannot be set back to nothing once made. */
  emptyOptionDisabled?: boolean;
  error?: string;
  hint?: ReactNode;
  id?: string;
  hideLabel?: boolean;
  /** What a person reads for an option whose value is a code; the value itself by default. */
  optionLabel?: (option: string | number) => string;
}

/** Every choice from a fixed list: the label, options and error laid out as every other field. */
export function SelectField({
  label,
  options,
  emptyOption,
  emptyOptionDisabled,
  error,
  hint,
  id,
  hideLabel,
  className,
  required,
  optionLabel = String,
  ...rest
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className} hideLabel={hideLabel}>
      {(control) => (
        <select
          id={control.id}
          aria-invalid={control.invalid}
          aria-describedby={control.describedBy}
          aria-required={required || undefined}
          className={`block h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-xs focus:border-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 sm:text-sm dark:bg-slate-950 dark:text-slate-100 dark:focus:border-brand-400 dark:disabled:bg-slate-800 dark:disabled:text-slate-400 ${controlBorder(error)}`}
          {...rest}
        >
          <option value="" disabled={emptyOptionDisabled}>
            {emptyOption}
          </option>
          {options.map((option) => (
            <option key={option} value={String(option)}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
