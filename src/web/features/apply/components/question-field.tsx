import { type ReactNode, useId } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { chosenOptions } from '../../../../shared/answers';
import { type QuestionDetail, YES_NO_OPTIONS } from '../../../../shared/questions';
import { PERSONAL_LIMITS } from '../../../../shared/profiles';
import { RequiredMark } from '../../../components/required-mark';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import type { BindField } from '../use-wizard-form';
import type { WizardValues } from '../wizard';

interface QuestionFieldProps {
  detail: QuestionDetail;
  /** The question's place in the posting's list, which is its place in the wizard's answers. */
  index: number;
  label: string;
  bind: BindField;
  form: UseFormReturn<WizardValues>;
}

// A whole row is the target of a choice: a thumb finds it on a phone.
const CHOICE_ROW =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-slate-700 dark:text-slate-100 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-brand-950';
const CHOICE_INPUT =
  'size-5 shrink-0 accent-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none dark:accent-brand-300';

/** A question as its kind asks it: free text, Yes or No, one or several of a list, or a number. */
export function QuestionField({ detail, index, label, bind, form }: QuestionFieldProps) {
  const name = `questions.${index}.answer` as const;
  switch (detail.kind) {
    case 'text':
      return <TextAreaField label={label} required rows={4} maxLength={PERSONAL_LIMITS.answer} {...bind(name)} />;
    case 'number':
      return <TextField label={label} required inputMode="decimal" autoComplete="off" maxLength={15} {...bind(name)} />;
    case 'yes_no':
    case 'one': {
      const { error, ...radio } = bind(name);
      const options = detail.kind === 'yes_no' ? YES_NO_OPTIONS : detail.options;
      return (
        <Choices label={label} error={error}>
          {options.map((option) => (
            <label key={option} className={CHOICE_ROW}>
              <input type="radio" value={option} className={CHOICE_INPUT} {...radio} />
              {option}
            </label>
          ))}
        </Choices>
      );
    }
    case 'several':
      return <SeveralChoices detail={detail} name={name} label={label} form={form} />;
  }
}

/** Checkboxes whose ticked options are the answer, one a line as the submission keeps them. */
function SeveralChoices({
  detail,
  name,
  label,
  form,
}: {
  detail: QuestionDetail;
  name: `questions.${number}.answer`;
  label: string;
  form: UseFormReturn<WizardValues>;
}) {
  const { field, fieldState } = useController({ control: form.control, name });
  const chosen = chosenOptions(field.value);
  const toggle = (option: string, on: boolean) => {
    field.onChange(detail.options.filter((each) => (each === option ? on : chosen.includes(each))).join('\n'));
    form.clearErrors(name);
  };
  return (
    <Choices label={label} error={fieldState.error?.message} hint="Choose all that apply.">
      {detail.options.map((option, place) => (
        <label key={option} className={CHOICE_ROW}>
          <input
            ref={place === 0 ? field.ref : undefined}
            type="checkbox"
            className={CHOICE_INPUT}
            checked={chosen.includes(option)}
            onChange={(event) => toggle(option, event.target.checked)}
            onBlur={field.onBlur}
          />
          {option}
        </label>
      ))}
    </Choices>
  );
}

/** A group of choices under its question, with the group's message under it. */
function Choices({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 flex items-baseline gap-1 text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
        <RequiredMark />
      </legend>
      <div className="flex flex-col gap-2">{children}</div>
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
