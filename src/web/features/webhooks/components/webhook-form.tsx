import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  WEBHOOK_EVENT_NAMES,
  WEBHOOK_EVENTS,
  type WebhookInput,
  WebhookInputSchema,
} from '../../../../shared/webhooks';
import { Card } from '../../../components/card';
import { FormButtons } from '../../../components/form-buttons';
import { TextField } from '../../../components/text-field';

interface WebhookFormProps {
  saving: boolean;
  onSave: (input: WebhookInput) => Promise<void>;
  onCancel: () => void;
}

/** A new endpoint: its address, the events it hears of and a note of what it is. */
export function WebhookForm({ saving, onSave, onCancel }: WebhookFormProps) {
  const eventsId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<WebhookInput>({
    resolver: zodResolver(WebhookInputSchema),
    defaultValues: { url: '', events: [...WEBHOOK_EVENTS], description: '' },
  });
  return (
    <Card className="p-5">
      <form noValidate onSubmit={(event) => void handleSubmit(onSave)(event)} className="flex flex-col gap-4">
        <h2 className="text-base font-semibold text-slate-900 dark:text-white">Add an endpoint</h2>
        <TextField
          label="Endpoint URL"
          type="url"
          required
          placeholder="https://example.com/openhire"
          error={errors.url?.message}
          {...register('url')}
        />
        <fieldset aria-describedby={errors.events ? `${eventsId}-error` : undefined}>
          <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">Events</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {WEBHOOK_EVENTS.map((event) => (
              <label key={event} className="flex items-start gap-3 text-sm text-slate-800 dark:text-slate-200">
                <input
                  type="checkbox"
                  value={event}
                  {...register('events')}
                  className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none dark:accent-brand-300"
                />
                <span>
                  {WEBHOOK_EVENT_NAMES[event]}
                  <code className="block text-xs text-slate-600 dark:text-slate-400">{event}</code>
                </span>
              </label>
            ))}
          </div>
          {errors.events && (
            <p id={`${eventsId}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
              {errors.events.message}
            </p>
          )}
        </fieldset>
        <TextField label="Description" error={errors.description?.message} {...register('description')} />
        <FormButtons submitLabel="Add endpoint" saving={saving} onCancel={onCancel} />
      </form>
    </Card>
  );
}
