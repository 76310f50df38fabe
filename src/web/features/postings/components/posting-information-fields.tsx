import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { COUNTRIES } from '../../../../shared/locations';
import { OPEN_UNTIL_FILLED } from '../../../../shared/postings';
import { POSTING_LIMITS } from '../../../../shared/posting-form';
import { SelectField } from '../../../components/select-field';
import { SwitchField } from '../../../components/switch-field';
import { TextField } from '../../../components/text-field';
import { formatDay } from '../../../lib/dates';
import type { PostingFormValues } from '../posting-form';
import { PostingFormSection } from './posting-form-section';

/** What the role is, where, and when it is open: the plain fields at the top of the posting form. */
export function PostingInformationFields({ readOnly }: { readOnly: boolean }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<PostingFormValues>();
  const [postingDate, deadline, workplace, openUntilFilled] = useWatch({
    control,
    name: ['posting_date', 'deadline', 'workplace', 'open_until_filled'],
  });
  // A remote job may name no place; any other keeps the specification's required city and country.
  const remote = workplace === 'remote';
  const placeHint = remote ? 'Optional for a remote job: where applicants should live, if anywhere.' : undefined;

  return (
    <>
      <PostingFormSection title="Job Information">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Job Title"
            required
            readOnly={readOnly}
            maxLength={POSTING_LIMITS.shortText}
            error={errors.title?.message}
            {...register('title')}
          />
          <TextField
            label="Department"
            required
            readOnly={readOnly}
            maxLength={POSTING_LIMITS.shortText}
            error={errors.department?.message}
            {...register('department')}
          />
        </div>
      </PostingFormSection>

      <PostingFormSection title="Job Location Information">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="City"
            required={!remote}
            hint={placeHint}
            readOnly={readOnly}
            autoComplete="off"
            maxLength={POSTING_LIMITS.shortText}
            error={errors.city?.message}
            {...register('city')}
          />
          <SelectField
            label="Country"
            id="posting-country"
            required={!remote}
            disabled={readOnly}
            emptyOption={remote ? 'Anywhere' : 'Select a country'}
            options={COUNTRIES}
            error={errors.country?.message}
            {...register('country')}
          />
        </div>
      </PostingFormSection>

      <PostingFormSection title="Posting Date & Deadline Time">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Posting Date"
            type="date"
            required
            readOnly={readOnly}
            hint={formatDay(postingDate) || 'Choose a date'}
            error={errors.posting_date?.message}
            {...register('posting_date')}
          />
          {openUntilFilled ? (
            <p className="self-end text-sm text-slate-700 sm:pb-3 dark:text-slate-300">
              {OPEN_UNTIL_FILLED}: no deadline. Close the job when it is filled.
            </p>
          ) : (
            <TextField
              label="Deadline"
              type="date"
              required
              readOnly={readOnly}
              hint={formatDay(deadline) || 'Choose a date'}
              error={errors.deadline?.message}
              {...register('deadline')}
            />
          )}
        </div>
        <Controller
          control={control}
          name="open_until_filled"
          render={({ field }) => (
            <SwitchField
              label={OPEN_UNTIL_FILLED}
              checked={field.value}
              onChange={field.onChange}
              disabled={readOnly}
              className="mt-4"
            />
          )}
        />
      </PostingFormSection>
    </>
  );
}
