import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Field,
  Label,
} from '@headlessui/react';
import { useState } from 'react';
import { SKILL_LIMITS } from '../../../../shared/skills';
import { ChevronDownIcon, CloseIcon } from '../../../components/icons';
import { RequiredMark } from '../../../components/required-mark';

interface SkillPickerProps {
  label: string;
  /** What the options are, in lower case: 'soft skills'. */
  noun: string;
  /** The suggestions; any other skill can be typed in. */
  options: readonly string[];
  value: string[];
  onChange: (skills: string[]) => void;
  readOnly?: boolean;
  required?: boolean;
  error?: string;
}

/**
 * Chosen skills as removable chips, and a filterable list of suggestions to add more, by pointer or keyboard (arrows
 * and Enter to choose, Backspace to take back the last); the list keeps the options' own order. A skill that is not a
 * suggestion is added as typed, by Enter or its own entry at the top of the list.
 */
export function SkillPicker({
  label,
  noun,
  options,
  value,
  onChange,
  readOnly = false,
  required = false,
  error,
}: SkillPickerProps) {
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const matches = needle ? options.filter((option) => option.toLowerCase().includes(needle)) : options;
  const typed = query.trim().slice(0, SKILL_LIMITS.length);
  // What was typed, unless it is a suggestion or chosen already, in any case.
  const isNew = typed !== '' && ![...options, ...value].some((skill) => skill.toLowerCase() === typed.toLowerCase());

  // The suggestions chosen in their own order, as the posting reads back, then the skills typed in.
  const chosen = [
    ...options.filter((option) => value.includes(option)),
    ...value.filter((skill) => !options.includes(skill)),
  ];

  const remove = (skill: string) => onChange(value.filter((item) => item !== skill));

  if (readOnly) {
    return (
      <div>
        {chosen.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">None chosen</p>
        ) : (
          <ul aria-label={`Chosen ${noun}`} className="flex flex-wrap gap-2">
            {chosen.map((skill) => (
              <li
                key={skill}
                className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 dark:bg-brand-950 dark:text-brand-200"
              >
                {skill}
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }

  return (
    <Field>
      <div className="mb-1.5 flex items-baseline gap-1">
        <Label className="text-sm font-medium text-slate-800 dark:text-slate-200">{label}</Label>
        {required && <RequiredMark />}
      </div>
      <Combobox
        multiple
        immediate
        value={value}
        onChange={(skills: string[]) => {
          onChange(skills);
          setQuery('');
        }}
        onClose={() => setQuery('')}
      >
        <div className="relative">
          <ComboboxInput
            aria-invalid={error ? true : undefined}
            aria-required={required || undefined}
            placeholder={`Search or type ${noun}…`}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              // As in any chip input, Backspace in an empty search takes back the last chosen skill.
              const last = chosen.at(-1);
              if (event.key === 'Backspace' && !query && last) remove(last);
            }}
            className={`block h-11 w-full rounded-lg border bg-white pr-10 pl-3 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus:border-brand-600 sm:text-sm dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus:border-brand-400 ${
              error ? 'border-red-600 dark:border-red-400' : 'border-slate-400 dark:border-slate-600'
            }`}
          />
          <ComboboxButton
            aria-label={`Show all ${noun}`}
            className="absolute inset-y-0 right-0 flex items-center px-2.5 text-slate-600 dark:text-slate-300"
          >
            <ChevronDownIcon className="size-5" />
          </ComboboxButton>
        </div>
        <ComboboxOptions
          // Not modal: an open list must leave the rest of the form usable, never inert or scroll-locked behind it.
          modal={false}
          anchor="bottom start"
          className="z-30 max-h-64! w-(--input-width) overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg [--anchor-gap:4px] empty:invisible dark:border-slate-700 dark:bg-slate-900"
        >
          {isNew && (
            <ComboboxOption
              value={typed}
              className="flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-slate-800 select-none data-focus:bg-brand-50 dark:text-slate-100 dark:data-focus:bg-slate-800"
            >
              Add “{typed}”
            </ComboboxOption>
          )}
          {matches.map((skill) => (
            <ComboboxOption
              key={skill}
              value={skill}
              className="group flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-slate-800 select-none data-focus:bg-brand-50 dark:text-slate-100 dark:data-focus:bg-slate-800"
            >
              <span
                aria-hidden="true"
                className="flex size-4 shrink-0 items-center justify-center rounded border border-slate-400 text-[0.65rem] leading-none text-white group-data-selected:border-brand-600 group-data-selected:bg-brand-600 dark:border-slate-500"
              >
                <span className="invisible group-data-selected:visible">✓</span>
              </span>
              {skill}
            </ComboboxOption>
          ))}
          {matches.length === 0 && !isNew && (
            <li className="px-2.5 py-2 text-sm text-slate-600 dark:text-slate-400">No skill matches “{query}”</li>
          )}
        </ComboboxOptions>
      </Combobox>
      {chosen.length > 0 && (
        <ul aria-label={`Chosen ${noun}`} className="mt-2.5 flex flex-wrap gap-2">
          {chosen.map((skill) => (
            <li
              key={skill}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-3 text-sm font-medium text-brand-800 dark:bg-brand-950 dark:text-brand-200"
            >
              {skill}
              <button
                type="button"
                aria-label={`Remove ${skill}`}
                onClick={() => remove(skill)}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-brand-100 dark:hover:bg-brand-900"
              >
                <CloseIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="mt-1.5 text-xs font-medium text-red-700 dark:text-red-400">{error}</p>}
    </Field>
  );
}
