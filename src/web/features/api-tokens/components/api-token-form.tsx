import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { API_TOKEN_SCOPE_NAMES, API_TOKEN_SCOPES, NewApiTokenSchema } from '../../../../shared/api-tokens';
import { Card } from '../../../components/card';
import { FormButtons } from '../../../components/form-buttons';
import { TextField } from '../../../components/text-field';
import { toDateFieldValue } from '../../../lib/dates';

/** The form's own fields: the expiry is a day, the last moment of which the token still works. */
const ApiTokenFormSchema = NewApiTokenSchema.pick({ name: true, scopes: true }).extend({ expires_on: z.string() });
type ApiTokenFormValues = z.input<typeof ApiTokenFormSchema>;

interface ApiTokenFormProps {
  saving: boolean;
  onSave: (input: z.input<typeof NewApiTokenSchema>) => Promise<void>;
  onCancel: () => void;
}

/** A new token: a name that says what uses it, what it may do, and when it stops working. */
export function ApiTokenForm({ saving, onSave, onCancel }: ApiTokenFormProps) {
  const scopesId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ApiTokenFormValues>({
    resolver: zodResolver(ApiTokenFormSchema),
    defaultValues: { name: '', scopes: [], expires_on: '' },
  });
  const save = ({ name, scopes, expires_on }: ApiTokenFormValues) =>
    onSave({ name, scopes, expires_at: expires_on ? new Date(`${expires_on}T23:59:59`).toISOString() : null });
  return (
    <Card className="p-5">
      <form noValidate onSubmit={(event) => void handleSubmit(save)(event)} className="flex flex-col gap-4">
        <h2 className="text-base font-semibold text-slate-900 dark:text-white">Create a token</h2>
        <TextField
          label="Name"
          required
          placeholder="Payroll export"
          error={errors.name?.message}
          {...register('name')}
        />
        <fieldset aria-describedby={errors.scopes ? `${scopesId}-error` : undefined}>
          <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">What it may do</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {API_TOKEN_SCOPE_NAMES.map((scope) => (
              <label key={scope} className="flex items-start gap-3 text-sm text-slate-800 dark:text-slate-200">
                <input
                  type="checkbox"
                  value={scope}
                  {...register('scopes')}
                  className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none dark:accent-brand-300"
                />
                <span>
                  {API_TOKEN_SCOPES[scope]}
                  <code className="block text-xs text-slate-600 dark:text-slate-400">{scope}</code>
                </span>
              </label>
            ))}
          </div>
          {errors.scopes && (
            <p id={`${scopesId}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
              {errors.scopes.message}
            </p>
          )}
        </fieldset>
        <TextField
          label="Expires on"
          type="date"
          min={toDateFieldValue(new Date())}
          hint="Leave empty for a token that works until it is revoked."
          {...register('expires_on')}
        />
        <FormButtons submitLabel="Create token" saving={saving} onCancel={onCancel} />
      </form>
    </Card>
  );
}
