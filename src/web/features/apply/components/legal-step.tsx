import {
  DISABLED,
  EQUALITY_MONITORING_QUESTIONS,
  type EqualityMonitoringQuestion,
  legalQuestionSetOf,
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

interface LegalStepProps {
  bind: BindField;
  /** The posting's country, whose legal questions the full form asks (`legalQuestionSetOf`). */
  country?: string;
  companyName?: string;
  /** Only those of the United States' and Canada's questions a quick form asks again. */
  only?: readonly (keyof LegalQuestions)[];
}

/**
 * The legal questions of the posting's country: the United States' and Canada's there (or those a quick form asks
 * again), the UK's optional equality monitoring in the UK, and none elsewhere.
 */
export function LegalStep({ bind, country, companyName, only }: LegalStepProps) {
  const set = only ? 'north_america' : legalQuestionSetOf(country ?? '');
  if (set === 'uk_equality') return <EqualityMonitoringFields bind={bind} companyName={companyName ?? ''} />;
  if (set === 'none') return null;
  return <NorthAmericanFields bind={bind} only={only} />;
}

/** What the Legal step says it asks, where the posting's country makes it differ from the usual words. */
export function legalStepIntro(country: string): string | undefined {
  const set = legalQuestionSetOf(country);
  if (set === 'uk_equality') return 'Every question here is optional: answer any of them, or none.';
  return set === 'none' ? 'There are no legal questions for this job. Choose Next to carry on.' : undefined;
}

/** The UK's equality monitoring: every question optional, and each can be declined. */
function EqualityMonitoringFields({ bind, companyName }: { bind: BindField; companyName: string }) {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2 text-sm text-slate-700 dark:text-slate-300">
        <p className="font-semibold text-slate-900 dark:text-white">Equality monitoring (optional)</p>
        <p>
          {companyName || 'The company'} asks these questions to check that its hiring is fair to everyone. Answering is
          up to you: you can skip any question or choose “Prefer not to say”, and it makes no difference to your
          application. The people deciding on your application do not see your answers unless the company has chosen to
          show them.
        </p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {(Object.keys(EQUALITY_MONITORING_QUESTIONS) as EqualityMonitoringQuestion[]).map((field) => (
          <SelectField
            key={field}
            emptyOption="Not answered"
            label={EQUALITY_MONITORING_QUESTIONS[field].label}
            options={EQUALITY_MONITORING_QUESTIONS[field].options}
            className={field === 'sex' || field === 'religion' ? undefined : 'sm:col-span-2'}
            {...bind(`equality.${field}`)}
          />
        ))}
      </div>
    </div>
  );
}

function NorthAmericanFields({
  bind,
  only,
}: {
  bind: BindField;
  only?: readonly (keyof LegalQuestions)[] | undefined;
}) {
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
