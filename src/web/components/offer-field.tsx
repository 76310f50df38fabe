import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  OFFER_TEMPLATE_LIMITS,
  OFFER_TEMPLATE_TOASTS,
  OfferLetterInputSchema,
  type OfferLetterInput,
} from '../../shared/offer-templates';
import { useMember } from '../lib/member';
import { offerLetter, offerTemplatesQuery } from '../lib/offer-templates';
import { Button } from './button';
import { LazyPdfViewer } from './lazy-pdf-viewer';
import { OfferFileField } from './offer-file-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';

interface OfferFieldProps {
  applicationId: string;
  /** The offer to send: the chosen file, or the previewed letter; null while there is none. */
  onChange: (offer: Blob | null) => void;
}

type Letter = Omit<OfferLetterInput, 'application_id'> & { template_id: string };

/**
 * The offer that goes with Offer Sent: a file of the member's own, or a letter written from one of the company's offer
 * templates. A letter is sent only once previewed, and is exactly the PDF previewed: a change after the preview takes
 * it back until it is previewed again.
 */
export function OfferField({ applicationId, onChange }: OfferFieldProps) {
  const templates = useQuery(offerTemplatesQuery);
  const choiceName = useId();
  const [kind, setKind] = useState<'file' | 'template'>('file');
  const hasTemplates = (templates.data?.length ?? 0) > 0;

  function choose(next: 'file' | 'template') {
    setKind(next);
    onChange(null);
  }

  return (
    <div className="flex flex-col gap-3">
      {hasTemplates && (
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">Offer letter</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-800 dark:text-slate-200">
            {(
              [
                ['template', 'Write it from a template'],
                ['file', 'Attach a file'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="inline-flex items-center gap-2">
                <input
                  type="radio"
                  name={choiceName}
                  value={value}
                  checked={kind === value}
                  onChange={() => choose(value)}
                  className="size-4 accent-brand-700"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {kind === 'template' && hasTemplates ? (
        <OfferLetterWriter applicationId={applicationId} templates={templates.data!} onChange={onChange} />
      ) : (
        <OfferFileField onChange={onChange} />
      )}
    </div>
  );
}

function OfferLetterWriter({
  applicationId,
  templates,
  onChange,
}: OfferFieldProps & { templates: { id: string; name: string }[] }) {
  const { member } = useMember();
  const [letter, setLetter] = useState<Letter>({
    template_id: templates[0]!.id,
    salary: '',
    start_date: '',
    signatory: member?.name ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Letter, string>>>({});
  const [preview, setPreview] = useState<Blob | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [failure, setFailure] = useState('');

  function change<Key extends keyof Letter>(key: Key, value: Letter[Key]) {
    setLetter((current) => ({ ...current, [key]: value }));
    // What was previewed is no longer what these fields say.
    setPreview(null);
    onChange(null);
  }

  async function showPreview() {
    const { template_id: templateId, ...values } = letter;
    const parsed = OfferLetterInputSchema.safeParse({ ...values, application_id: applicationId });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])) as typeof errors,
      );
      return;
    }
    setErrors({});
    setFailure('');
    setPreviewing(true);
    try {
      const pdf = await offerLetter(templateId, parsed.data);
      setPreview(pdf);
      onChange(pdf);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : OFFER_TEMPLATE_TOASTS.previewFailed);
    } finally {
      setPreviewing(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <SelectField
        label="Offer template"
        emptyOption="Choose a template"
        emptyOptionDisabled
        options={templates.map((template) => ({ value: template.id, label: template.name }))}
        value={letter.template_id}
        onChange={(event) => change('template_id', event.target.value)}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Salary"
          required
          maxLength={OFFER_TEMPLATE_LIMITS.salary}
          placeholder="£62,000 a year"
          value={letter.salary}
          error={errors.salary}
          onChange={(event) => change('salary', event.target.value)}
        />
        <TextField
          label="Start date"
          type="date"
          required
          value={letter.start_date}
          error={errors.start_date}
          onChange={(event) => change('start_date', event.target.value)}
        />
      </div>
      <TextField
        label="Signed by"
        required
        maxLength={OFFER_TEMPLATE_LIMITS.signatory}
        hint="The name, and title if you like, that signs the letter."
        value={letter.signatory}
        error={errors.signatory}
        onChange={(event) => change('signatory', event.target.value)}
      />
      <div>
        <Button variant="secondary" size="sm" loading={previewing} onClick={() => void showPreview()}>
          Preview the offer
        </Button>
      </div>
      {failure && (
        <p role="alert" className="text-xs font-medium text-red-700 dark:text-red-400">
          {failure}
        </p>
      )}
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {preview ? 'This is the offer the candidate will receive.' : 'Preview the offer to send it.'}
      </p>
      {preview && (
        <div className="overflow-hidden rounded-lg ring-1 ring-slate-200 dark:ring-slate-700">
          <LazyPdfViewer file={preview} title="Offer letter" />
        </div>
      )}
    </div>
  );
}
