import { Controller, useFormContext } from 'react-hook-form';
import type { PostingFormValues } from '../posting-form';
import { SwitchField } from '../../../components/switch-field';
import { TextField } from '../../../components/text-field';
import { PostingFormSection } from './posting-form-section';

/**
 * Whether candidates can apply: the Active switch, with what it means in words, and how many people the job hires,
 * against which its board counts accepted offers.
 */
export function PostingStatusField({ readOnly }: { readOnly: boolean }) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<PostingFormValues>();
  return (
    <PostingFormSection title="Job Posting Status">
      <Controller
        control={control}
        name="is_active"
        render={({ field }) => (
          <SwitchField
            label="Active"
            description={
              field.value
                ? 'Candidates can apply through the posting link.'
                : 'The posting is closed to new applications.'
            }
            checked={field.value}
            onChange={field.onChange}
            disabled={readOnly}
          />
        )}
      />
      <TextField
        label="Openings"
        inputMode="numeric"
        readOnly={readOnly}
        autoComplete="off"
        hint="Optional. How many people this job hires: once as many candidates accept an offer, its board offers to close it."
        error={errors.openings?.message}
        className="mt-4 max-w-sm"
        {...register('openings')}
      />
    </PostingFormSection>
  );
}
