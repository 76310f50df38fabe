import { Description, Field, Label, Switch } from '@headlessui/react';
import type { ReactNode } from 'react';

interface SwitchFieldProps {
  label: string;
  /** What the current position means, in words. */
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
}

/** An on/off setting: the switch, its label and, when given, what its position means. */
export function SwitchField({ label, description, checked, onChange, disabled, className = '' }: SwitchFieldProps) {
  return (
    <Field disabled={disabled} className={`flex items-center gap-3 ${className}`}>
      <Switch
        checked={checked}
        onChange={onChange}
        className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-400 transition-colors data-checked:bg-brand-600 data-disabled:cursor-not-allowed data-disabled:opacity-70 dark:bg-slate-600 dark:data-checked:bg-brand-500"
      >
        <span className="inline-block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-5.5" />
      </Switch>
      <div>
        <Label className="block text-sm font-medium text-slate-800 dark:text-slate-200">{label}</Label>
        {description && <Description className="text-xs text-slate-600 dark:text-slate-400">{description}</Description>}
      </div>
    </Field>
  );
}
