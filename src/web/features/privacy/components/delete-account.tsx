import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ERASURE_TEXT } from '../../../../shared/erasure';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { useHasPassword } from '../../../lib/password-state';
import { PATHS } from '../../../lib/paths';
import { useDeleteAccount, useSendDeleteAccountCode } from '../api/erasure';

/**
 * The candidate deletes their account, proving it is them with their password, or, for an account made by an e-mail
 * code and so without one, with a code e-mailed to them: applications withdrawn, everything erased.
 */
export function DeleteAccount() {
  const hasPassword = useHasPassword();
  const remove = useDeleteAccount();
  const sendCode = useSendDeleteAccountCode();
  const navigate = useNavigate();
  const [secret, setSecret] = useState('');
  const withCode = hasPassword.data === false;
  const fields = remove.error instanceof ApiError ? remove.error.fields : undefined;
  const fieldError = withCode ? fields?.code : fields?.password;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      const { data } = await remove.mutateAsync(withCode ? { code: secret } : { password: secret });
      await navigate(PATHS.accountDeleted, { replace: true, state: { held: data.held } });
    } catch {
      // The field or the alert below says why.
    }
  }

  const field = withCode ? (
    <TextField
      label={ERASURE_TEXT.deleteAccountCode}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      value={secret}
      error={fieldError}
      onChange={(event) => setSecret(event.target.value)}
    />
  ) : (
    <TextField
      label={ERASURE_TEXT.deleteAccountPassword}
      type="password"
      autoComplete="current-password"
      required
      value={secret}
      error={fieldError}
      onChange={(event) => setSecret(event.target.value)}
    />
  );

  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{ERASURE_TEXT.deleteAccountTitle}</h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{ERASURE_TEXT.deleteAccountHolds}</p>
      {withCode && (
        <div className="flex flex-col gap-2">
          <div>
            <Button variant="secondary" loading={sendCode.isPending} onClick={() => sendCode.mutate()}>
              {sendCode.isSuccess ? ERASURE_TEXT.deleteAccountSendAnotherCode : ERASURE_TEXT.deleteAccountSendCode}
            </Button>
          </div>
          <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
            {sendCode.data}
          </p>
          {sendCode.error && <FormAlert>{sendCode.error.message}</FormAlert>}
        </div>
      )}
      {!hasPassword.isPending && (!withCode || sendCode.isSuccess) && (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 sm:max-w-sm">
          {field}
          {remove.error && !fieldError && <FormAlert>{remove.error.message}</FormAlert>}
          <div>
            <Button type="submit" variant="danger" loading={remove.isPending} disabled={!secret}>
              {ERASURE_TEXT.deleteAccountTitle}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
