import {
  DISABLED,
  graduationYearRange,
  LANGUAGES,
  MONTHS,
  RACES,
  SEXES,
  WORK_ELIGIBILITY,
} from '../../../../shared/applications';
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

export function LegalStep({ bind }: { bind: BindField }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        emptyOption="Select…"
        label={LEGAL_LABELS.work_eligibility}
        options={WORK_ELIGIBILITY}
        className="sm:col-span-2"
        {...bind('legal.work_eligibility')}
      />
      <SelectField emptyOption="Select…" label={LEGAL_LABELS.sex} options={SEXES} {...bind('legal.sex')} />
      <SelectField
        emptyOption="Select…"
        label={LEGAL_LABELS.language_preference}
        options={LANGUAGES}
        {...bind('legal.language_preference')}
      />
      <SelectField emptyOption="Select…" label={LEGAL_LABELS.race} options={RACES} {...bind('legal.race')} />
      <SelectField
        emptyOption="Select…"
        label={LEGAL_LABELS.disabled}
        options={DISABLED}
        className="sm:col-span-2"
        {...bind('legal.disabled')}
      />
      <SelectField
        emptyOption="Select…"
        label={LEGAL_LABELS.graduation_month}
        options={MONTHS}
        {...bind('legal.graduation_month')}
      />
      <SelectField
        emptyOption="Select…"
        label={LEGAL_LABELS.graduation_year}
        options={graduationYears()}
        {...bind('legal.graduation_year')}
      />
    </div>
  );
}
