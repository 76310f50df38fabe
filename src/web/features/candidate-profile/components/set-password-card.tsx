import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SetPasswordFormSchema } from '../../../../shared/auth';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { FormAlert } from '../../../components/form-alert';
import { PasswordFields } from '../../../components/password-fields';
import { useHasPassword } from '../../../lib/password-state';
import { useSetPassword } from '../api/set-password';

/**
 * An account made with an e-mail code has no password: its owner may set one here, to sign in without waiting for a
 * code. An account with a password changes it through Forgot password, which proves the address again.
 */
export function SetPasswordCard() {
  const hasPassword = useHasPassword();
  const setPassword = useSetPassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(SetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  if (hasPassword.data !== false) return null;
  const onSubmit = handleSubmit(({ password }) => setPassword.mutate({ password }, { onSuccess: () => reset() }));

  return (
    <Card className="mt-6 p-5 sm:p-8">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Set a password</h2>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">
        You sign in with codes we e-mail you. Set a password to sign in without waiting for one.
      </p>
      <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
        {setPassword.error && (
          <div className="sm:col-span-2">
            <FormAlert>{setPassword.error.message}</FormAlert>
          </div>
        )}
        <PasswordFields
          password={{ ...register('password'), error: errors.password?.message }}
          confirmation={{ ...register('confirmPassword'), error: errors.confirmPassword?.message }}
        />
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" loading={setPassword.isPending}>
            Set a password
          </Button>
        </div>
      </form>
    </Card>
  );
}
