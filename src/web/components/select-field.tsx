import type { ComponentPropsWithRef, ReactNode } from 'react';
import { controlBorder, FieldFrame } from './field-frame';

/** A choice whose value is not what a person reads, such as a posting's id behind its title. */
interface LabelledOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id' | 'children'> {
  label: string;
  options: readonly (string | number | LabelledOption)[];
  /** The first option, worth '': what the field shows while nothing is chosen, or a filter's "all". */
  emptyOption: string;
  /** A required choice cannot be set back to nothing once made. */
  emptyOptionDisabled?: boolean;
  error?: string;
  hint?: ReactNode;
  id?: string;
  hideLabel?: boolean;
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
  ...rest
}: SelectFieldProps) {
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
          {options.map((option) =>
            typeof option === 'object' ? (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ) : (
              <option key={option} value={String(option)}>
                {option}
              </option>
            ),
          )}
        </select>
      )}
    </FieldFrame>
  );
}
