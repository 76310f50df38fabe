import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import {
  OFFER_MERGE_FIELDS,
  OFFER_TEMPLATE_LIMITS,
  OFFER_TEMPLATE_TOASTS,
  type OfferMergeField,
  type OfferTemplate,
  type OfferTemplateInput,
  OfferTemplateInputSchema,
} from '../../../../shared/offer-templates';
import { Card } from '../../../components/card';
import { FormButtons } from '../../../components/form-buttons';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { notify } from '../../../lib/notify';
import { useSaveOfferTemplate } from '../api/save-offer-template';

interface OfferTemplateFormProps {
  /** The template to change; absent for a new one. */
  template?: OfferTemplate;
  onDone: () => void;
}

const STARTER = `Dear {{candidate_name}},

We are delighted to offer you the position of {{job_title}} at {{company_name}}.

Your salary will be {{salary}}, and your first day will be {{start_date}}.

Please accept or decline this offer on your application page.

Yours sincerely,
{{signatory}}`;

/** An offer letter's name and text, with its merge fields as chips that put `{{field}}` in at the caret. */
export function OfferTemplateForm({ template, onDone }: OfferTemplateFormProps) {
  const saveTemplate = useSaveOfferTemplate();
  const chipsLabelId = useId();
  const body = useRef<HTMLTextAreaElement | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<OfferTemplateInput>({
    resolver: zodResolver(OfferTemplateInputSchema),
    defaultValues: { name: template?.name ?? '', body: template?.body ?? STARTER },
  });
  const bodyField = register('body');

  function insert(field: OfferMergeField) {
    const text = `{{${field}}}`;
    const area = body.current;
    const value = getValues('body');
    const start = area?.selectionStart ?? value.length;
    const end = area?.selectionEnd ?? value.length;
    setValue('body', value.slice(0, start) + text + value.slice(end), { shouldDirty: true });
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + text.length, start + text.length);
    });
  }

  const onSubmit = handleSubmit(async (input) => {
    try {
      await saveTemplate.mutateAsync({ ...input, id: template?.id });
      notify.success(OFFER_TEMPLATE_TOASTS.saved);
      onDone();
    } catch (error) {
      // The server names the unknown merge fields; the message goes under the letter.
      setError('body', { message: error instanceof Error ? error.message : '' });
    }
  });

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">
        {template ? `Edit “${template.name}”` : 'New offer template'}
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
        <TextField
          label="Name"
          required
          maxLength={OFFER_TEMPLATE_LIMITS.name}
          error={errors.name?.message}
          {...register('name')}
        />
        <div>
          <p id={chipsLabelId} className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">
            Merge fields
          </p>
          <ul aria-labelledby={chipsLabelId} className="flex flex-wrap gap-2">
            {(Object.entries(OFFER_MERGE_FIELDS) as [OfferMergeField, string][]).map(([field, meaning]) => (
              <li key={field}>
                <button
                  type="button"
                  title={meaning}
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
        <TextAreaField
          label="Letter"
          required
          rows={14}
          maxLength={OFFER_TEMPLATE_LIMITS.body}
          hint="Plain text: a blank line starts a new paragraph. The company's logo, or its name, heads the page."
          error={errors.body?.message}
          {...bodyField}
          ref={(element) => {
            bodyField.ref(element);
            body.current = element;
          }}
        />
        <FormButtons submitLabel="Save template" saving={saveTemplate.isPending} onCancel={onDone} />
      </form>
    </Card>
  );
}
