import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ERASURE_TEXT } from '../../../../shared/erasure';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { PATHS } from '../../../lib/paths';
import { useDeleteAccount } from '../api/erasure';

/** The candidate deletes their account with their password: applications withdrawn, everything erased. */
export function DeleteAccount() {
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const fieldError = remove.error instanceof ApiError ? remove.error.fields?.password : undefined;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      await remove.mutateAsync(password);
      await navigate(PATHS.accountDeleted, { replace: true });
    } catch {
      // The field or the alert below says why.
    }
  }

  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{ERASURE_TEXT.deleteAccountTitle}</h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{ERASURE_TEXT.deleteAccountHolds}</p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 sm:max-w-sm">
        <TextField
          label={ERASURE_TEXT.deleteAccountPassword}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={fieldError}
          onChange={(event) => setPassword(event.target.value)}
        />
        {remove.error && !fieldError && <FormAlert>{remove.error.message}</FormAlert>}
        <div>
          <Button type="submit" variant="danger" loading={remove.isPending} disabled={!password}>
            {ERASURE_TEXT.deleteAccountTitle}
          </Button>
        </div>
      </form>
    </Card>
  );
}
