import { Description, Field, Label, Switch } from '@headlessui/react';
import { Controller, useFormContext } from 'react-hook-form';
import type { PostingFormValues } from '../posting-form';
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
          <Field disabled={readOnly} className="flex items-center gap-3">
            <Switch
              checked={field.value}
              onChange={field.onChange}
              className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-400 transition-colors data-checked:bg-brand-600 data-disabled:cursor-not-allowed data-disabled:opacity-70 dark:bg-slate-600 dark:data-checked:bg-brand-500"
            >
              <span className="inline-block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-5.5" />
            </Switch>
            <div>
              <Label className="block text-sm font-medium text-slate-800 dark:text-slate-200">Active</Label>
              <Description className="text-xs text-slate-600 dark:text-slate-400">
                {field.value
                  ? 'Candidates can apply through the posting link.'
                  : 'The posting is closed to new applications.'}
              </Description>
            </div>
          </Field>
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
