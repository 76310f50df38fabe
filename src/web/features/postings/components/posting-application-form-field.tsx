import { Description, Field, Label, Radio, RadioGroup } from '@headlessui/react';
import { Controller, useFormContext } from 'react-hook-form';
import { APPLICATION_FORM_CHOICES, APPLICATION_FORMS } from '../../../../shared/application-forms';
import type { PostingFormValues } from '../posting-form';
import { PostingFormSection } from './posting-form-section';

/** How candidates apply: the quick form or the whole wizard, each with what it asks. */
export function PostingApplicationFormField({ readOnly }: { readOnly: boolean }) {
  const { control } = useFormContext<PostingFormValues>();
  // The quick form first: what a candidate on a phone is most likely to finish.
  const forms = [...APPLICATION_FORMS].reverse();
  return (
    <PostingFormSection title="Application Form">
      <Controller
        control={control}
        name="application_form"
        render={({ field }) => (
          <RadioGroup
            value={field.value}
            onChange={field.onChange}
            disabled={readOnly}
            aria-label="Application form"
            className="grid gap-3 sm:grid-cols-2"
          >
            {forms.map((form) => (
              <Field
                key={form}
                className="flex gap-3 rounded-lg border border-slate-300 p-3 has-data-checked:border-brand-600 has-data-checked:bg-brand-50 dark:border-slate-700 dark:has-data-checked:border-brand-400 dark:has-data-checked:bg-brand-950"
              >
                <Radio
                  value={form}
                  className="group mt-0.5 flex size-4 shrink-0 cursor-pointer items-center justify-center rounded-full border border-slate-500 data-checked:border-brand-600 data-disabled:cursor-not-allowed data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-brand-600 dark:border-slate-400 dark:data-checked:border-brand-400"
                >
                  <span className="invisible size-2 rounded-full bg-brand-600 group-data-checked:visible dark:bg-brand-400" />
                </Radio>
                <div>
                  <Label className="block cursor-pointer text-sm font-medium text-slate-900 data-disabled:cursor-default dark:text-slate-100">
                    {APPLICATION_FORM_CHOICES[form].label}
                  </Label>
                  <Description className="text-xs text-slate-700 dark:text-slate-300">
                    {APPLICATION_FORM_CHOICES[form].description}
                  </Description>
                </div>
              </Field>
            ))}
          </RadioGroup>
        )}
      />
    </PostingFormSection>
  );
}
