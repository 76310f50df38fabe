import { zodResolver } from '@hookform/resolvers/zod';
import { Suspense, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  type EmailTemplate,
  type EmailTemplateInput,
  EmailTemplateInputSchema,
  MERGE_FIELDS,
  type MergeField,
  TEMPLATE_LIMITS,
  TEMPLATE_TOASTS,
  unknownMergeFields,
} from '../../../../shared/templates';
import { Card } from '../../../components/card';
import { FormButtons } from '../../../components/form-buttons';
import type { RichTextEditorHandle } from '../../../components/rich-text-editor';
import { TextField } from '../../../components/text-field';
import { lazyNamed } from '../../../lib/lazy-named';
import { notify } from '../../../lib/notify';
import { useSaveTemplate } from '../api/save-template';

const RichTextEditor = lazyNamed(() => import('../../../components/rich-text-editor'), 'RichTextEditor');

interface TemplateFormProps {
  /** The template to change; absent for a new one. */
  template?: EmailTemplate;
  onDone: () => void;
}

/** A template's name, subject and message, with its merge fields as chips that put `{{field}}` in at the caret. */
export function TemplateForm({ template, onDone }: TemplateFormProps) {
  const saveTemplate = useSaveTemplate();
  const chipsLabelId = useId();
  const body = useRef<RichTextEditorHandle>(null);
  const subject = useRef<HTMLInputElement | null>(null);
  // Where a chip puts its field: the subject or the message, whichever was written in last.
  const [target, setTarget] = useState<'subject' | 'body'>('body');
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<EmailTemplateInput>({
    resolver: zodResolver(EmailTemplateInputSchema),
    defaultValues: { name: template?.name ?? '', subject: template?.subject ?? '', body: template?.body ?? '' },
  });
  const subjectField = register('subject');

  function insert(field: MergeField) {
    const text = `{{${field}}}`;
    if (target === 'body') {
      body.current?.insert(text);
      return;
    }
    const input = subject.current;
    const value = getValues('subject');
    const start = input?.selectionStart ?? value.length;
    const end = input?.selectionEnd ?? value.length;
    setValue('subject', value.slice(0, start) + text + value.slice(end), { shouldDirty: true });
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + text.length, start + text.length);
    });
  }

  const onSubmit = handleSubmit(async (input) => {
    try {
      await saveTemplate.mutateAsync({ ...input, id: template?.id });
      notify.success(TEMPLATE_TOASTS.saved);
      onDone();
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      // The server names the unknown merge fields; the message goes on the field that holds them.
      const inSubject = unknownMergeFields(input.subject).length > 0;
      const inBody = unknownMergeFields(input.body).length > 0;
      if (inSubject) setError('subject', { message });
      if (inBody || !inSubject) setError('body', { message });
    }
  });

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">
        {template ? `Edit “${template.name}”` : 'New template'}
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
        <TextField
          label="Name"
          required
          maxLength={TEMPLATE_LIMITS.name}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Subject"
          required
          maxLength={TEMPLATE_LIMITS.subject}
          error={errors.subject?.message}
          {...subjectField}
          ref={(element) => {
            subjectField.ref(element);
            subject.current = element;
          }}
          onFocus={() => setTarget('subject')}
        />
        <div>
          <p id={chipsLabelId} className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">
            Merge fields{' '}
            <span className="font-normal text-slate-600 dark:text-slate-400">
              (put in the {target === 'subject' ? 'subject' : 'message'})
            </span>
          </p>
          <ul aria-labelledby={chipsLabelId} className="flex flex-wrap gap-2">
            {(Object.entries(MERGE_FIELDS) as [MergeField, string][]).map(([field, meaning]) => (
              <li key={field}>
                <button
                  type="button"
                  title={meaning}
                  // The field keeps its caret: a press does not take the focus from it.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => insert(field)}
                  className="rounded-full bg-brand-50 px-3 py-1 font-mono text-xs font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100 dark:bg-brand-950 dark:text-brand-200 dark:ring-brand-800"
                >
                  {`{{${field}}}`}
                  <span className="sr-only">: {meaning}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div onFocus={() => setTarget('body')}>
          <Suspense fallback={<p className="text-sm text-slate-600 dark:text-slate-300">Loading the editor…</p>}>
            <Controller
              control={control}
              name="body"
              render={({ field }) => (
                <RichTextEditor
                  label="Message"
                  required
                  value={field.value}
                  onChange={field.onChange}
                  handle={body}
                  minHeightClass="min-h-48"
                />
              )}
            />
          </Suspense>
          {errors.body && (
            <p role="alert" className="mt-1.5 text-xs font-medium text-red-700 dark:text-red-400">
              {errors.body.message}
            </p>
          )}
        </div>
        <FormButtons submitLabel="Save template" saving={saveTemplate.isPending} onCancel={onDone} />
      </form>
    </Card>
  );
}
