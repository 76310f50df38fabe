import { useFormContext } from 'react-hook-form';
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES } from '../../../../shared/postings';
import { SALARY_CURRENCIES, SALARY_PERIOD_LABELS, SALARY_PERIODS } from '../../../../shared/salaries';
import { WORKPLACE_LABELS, WORKPLACES } from '../../../../shared/locations';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import type { PostingFormValues } from '../posting-form';
import { PostingFormSection } from './posting-form-section';

/** The options of one of these fixed lists: each code with the words a person reads for it. */
const labelled = (codes: readonly string[], labels: Record<string, string>) =>
  codes.map((code) => ({ value: code, label: labels[code] ?? code }));

/**
 * How a job search lists the posting: the kind of employment, where the work happens and the pay. All optional; what
 * is filled in shows on the public job page and in its markup for search engines.
 */
export function PostingListingFields({ readOnly }: { readOnly: boolean }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<PostingFormValues>();

  return (
    <PostingFormSection title="Job Type & Salary">
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">
        Optional. Shown on the public job page and to job search engines.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Employment Type"
          id="posting-employment-type"
          disabled={readOnly}
          emptyOption="Not stated"
          options={labelled(EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS)}
          error={errors.employment_type?.message}
          {...register('employment_type')}
        />
        <SelectField
          label="Workplace"
          id="posting-workplace"
          disabled={readOnly}
          emptyOption="Not stated"
          options={labelled(WORKPLACES, WORKPLACE_LABELS)}
          error={errors.workplace?.message}
          {...register('workplace')}
        />
        <TextField
          label="Lowest Salary"
          inputMode="numeric"
          readOnly={readOnly}
          autoComplete="off"
          error={errors.salary_min?.message}
          {...register('salary_min')}
        />
        <TextField
          label="Highest Salary"
          inputMode="numeric"
          readOnly={readOnly}
          autoComplete="off"
          error={errors.salary_max?.message}
          {...register('salary_max')}
        />
        <SelectField
          label="Currency"
          id="posting-salary-currency"
          disabled={readOnly}
          emptyOption="The country's currency"
          options={SALARY_CURRENCIES}
          error={errors.salary_currency?.message}
          {...register('salary_currency')}
        />
        <SelectField
          label="Salary Period"
          id="posting-salary-period"
          disabled={readOnly}
          emptyOption="Not stated"
          options={labelled(SALARY_PERIODS, SALARY_PERIOD_LABELS)}
          error={errors.salary_period?.message}
          {...register('salary_period')}
        />
      </div>
    </PostingFormSection>
  );
}
