import { useFormContext, useWatch } from 'react-hook-form';
import { COUNTRIES, POSTING_LIMITS } from '../../../../shared/postings';
import { SelectField } from '../../../components/select-field';
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
  const [postingDate, deadline] = useWatch({ control, name: ['posting_date', 'deadline'] });

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
            required
            readOnly={readOnly}
            autoComplete="off"
            maxLength={POSTING_LIMITS.shortText}
            error={errors.city?.message}
            {...register('city')}
          />
          <SelectField
            label="Country"
            id="posting-country"
            required
            disabled={readOnly}
            emptyOption="Select a country"
            options={COUNTRIES}
            error={errors.country && 'This field is required.'}
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
          <TextField
            label="Deadline"
            type="date"
            required
            readOnly={readOnly}
            hint={formatDay(deadline) || 'Choose a date'}
            error={errors.deadline?.message}
            {...register('deadline')}
          />
        </div>
      </PostingFormSection>
    </>
  );
}
