import { Suspense } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { lazyNamed } from '../../../lib/lazy-named';
import type { PostingFormValues } from '../posting-form';
import { PostingFormSection } from './posting-form-section';

// The editor engine is a chunk of its own, fetched when the form first shows.
const RichTextEditor = lazyNamed(() => import('../../../components/rich-text-editor'), 'RichTextEditor');

const RICH_TEXT_FIELDS = [
  { name: 'about_company', label: 'About Company', required: true },
  { name: 'about_job', label: 'About Job', required: true },
  { name: 'qualification', label: 'Qualification', required: true },
  { name: 'key_requirements', label: 'Key Requirements', required: true },
  { name: 'nice_to_have', label: 'Nice to Have (optional)', required: false },
  { name: 'other_remarks', label: 'Other Remarks (optional)', required: false },
] as const;

function EditorFallback({ label }: { label: string }) {
  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">{label}</p>
      <div className="h-28 animate-pulse rounded-lg border border-slate-300 bg-slate-100 dark:border-slate-700 dark:bg-slate-800" />
    </div>
  );
}

/** The six rich-text parts of the description; a read-only form says "Not provided" for an empty optional one. */
export function PostingDescriptionFields({ readOnly }: { readOnly: boolean }) {
  const { control } = useFormContext<PostingFormValues>();
  return (
    <PostingFormSection title="Job Description">
      <div className="flex flex-col gap-5">
        {RICH_TEXT_FIELDS.map(({ name, label, required }) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <div>
                {readOnly && !field.value ? (
                  <>
                    <p className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">{label}</p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">Not provided</p>
                  </>
                ) : (
                  <Suspense fallback={<EditorFallback label={label} />}>
                    <RichTextEditor
                      label={label}
                      value={field.value ?? ''}
                      onChange={field.onChange}
                      readOnly={readOnly}
                      required={required}
                      minHeightClass={readOnly ? 'min-h-0' : 'min-h-28'}
                    />
                  </Suspense>
                )}
                {fieldState.error?.message && (
                  <p className="mt-1.5 text-xs font-medium text-red-700 dark:text-red-400">
                    {fieldState.error.message}
                  </p>
                )}
              </div>
            )}
          />
        ))}
      </div>
    </PostingFormSection>
  );
}
