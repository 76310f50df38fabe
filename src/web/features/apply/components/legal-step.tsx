import {
  DISABLED,
  graduationYearRange,
  LANGUAGES,
  type LegalQuestions,
  MONTHS,
  RACES,
  SEXES,
  WORK_ELIGIBILITY,
} from '../../../../shared/legal-questions';
import type { BindField } from '../use-wizard-form';
import { SelectField } from '../../../components/select-field';

/** The latest year first: most people who apply graduated recently or are about to. */
function graduationYears(): number[] {
  const { min, max } = graduationYearRange();
  return Array.from({ length: max - min + 1 }, (_, index) => max - index);
}

export const LEGAL_LABELS = {
  work_eligibility: 'Are you legally eligible to work in this country?',
  sex: 'Sex',
  language_preference: 'Language preference',
  race: 'Race',
  disabled: 'Do you identify as a person with a disability under the Canadian Human Rights Act?',
  graduation_month: 'Graduation month',
  graduation_year: 'Graduation year',
} as const;

const LEGAL_OPTIONS = {
  work_eligibility: { options: WORK_ELIGIBILITY, wide: true },
  sex: { options: SEXES, wide: false },
  language_preference: { options: LANGUAGES, wide: false },
  race: { options: RACES, wide: false },
  disabled: { options: DISABLED, wide: true },
  graduation_month: { options: MONTHS, wide: false },
  graduation_year: { options: undefined, wide: false },
} as const satisfies Record<keyof LegalQuestions, unknown>;

/** The legal questions, or only those a quick form asks again. */
export function LegalStep({ bind, only }: { bind: BindField; only?: readonly (keyof LegalQuestions)[] }) {
  const fields = (Object.keys(LEGAL_OPTIONS) as (keyof LegalQuestions)[]).filter(
    (field) => !only || only.includes(field),
  );
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {fields.map((field) => (
        <SelectField
          key={field}
          emptyOption="Select…"
          label={LEGAL_LABELS[field]}
          options={LEGAL_OPTIONS[field].options ?? graduationYears()}
          className={LEGAL_OPTIONS[field].wide ? 'sm:col-span-2' : undefined}
          {...bind(`legal.${field}`)}
        />
      ))}
    </div>
  );
}
