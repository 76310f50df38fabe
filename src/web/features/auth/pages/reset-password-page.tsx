import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { OTP_LENGTH, ResetFormSchema } from '../../../../shared/auth';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { KeyIcon } from '../../../components/icons';
import { TextField } from '../../../components/text-field';
import { notifyFirstIssue } from '../../../lib/form-errors';
import { PATHS } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { PasswordFields } from '../../../components/password-fields';
import { TextLink } from '../components/text-link';
import { clearResetFlow, readResetFlow, type ResetFlow } from '../reset-flow';

function formatRemaining(milliseconds: number): string {
  const totalSeconds = Math.max(0, Math.ceil(milliseconds / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return `${minutes}:${seconds}`;
}

/** Counts down the code's validity; when it runs out the flow is cleared and the person starts again. */
function useCodeCountdown(flow: ResetFlow | null): number {
  const [now, setNow] = useState(() => Date.now());
  const navigate = useNavigate();

  useEffect(() => {
    if (!flow) return undefined;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= flow.expiresAt) {
        window.clearInterval(timer);
        clearResetFlow();
        void navigate(PATHS.forgot, { replace: true });
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [flow, navigate]);

  return flow ? flow.expiresAt - now : 0;
}

export function ResetPasswordPage() {
  usePageTitle('Reset password');
  const navigate = useNavigate();
  // Read once: the flow must not change under the form, and an expired one is cleared on read.
  const [flow] = useState(() => readResetFlow());
  const remaining = useCodeCountdown(flow);
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ResetFormSchema),
    defaultValues: { otp: '', password: '', confirmPassword: '' },
  });

  const otpField = register('otp');

  if (!flow) return <Navigate to={PATHS.forgot} replace />;

  const finished = resetPassword.isError;
  const onSubmit = handleSubmit(
    ({ otp, password }) =>
      resetPassword.mutate(
        { email: flow.email, otp: Number(otp), password },
        { onSuccess: () => navigate(PATHS.login, { replace: true }) },
      ),
    () => notifyFirstIssue(ResetFormSchema.safeParse(getValues()).error),
  );

  return (
    <AuthCard
      title="Reset your password"
      description={
        <>
          We sent a {OTP_LENGTH}-digit code to{' '}
          <strong className="font-semibold text-slate-900 dark:text-white">{flow.email}</strong>.
        </>
      }
      icon={<KeyIcon className="size-6" />}
      footer={
        <>
          Did not get the code? <TextLink to={PATHS.forgot}>Send a new one</TextLink>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {finished ? (
          <FormAlert>
            {resetPassword.error.message} This code can no longer be used:{' '}
            <TextLink to={PATHS.forgot}>request a new code</TextLink>.
          </FormAlert>
        ) : (
          <p
            className="rounded-lg bg-slate-100 px-3 py-2 text-center text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200"
            aria-live="off"
          >
            The code expires in <span className="font-semibold tabular-nums">{formatRemaining(remaining)}</span>
          </p>
        )}
        <TextField
          label="OTP"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          placeholder="123456"
          required
          disabled={finished}
          className="[&_input]:text-center [&_input]:text-lg [&_input]:tracking-[0.5em]"
          error={errors.otp?.message}
          {...otpField}
          onChange={(event) => {
            // The code is digits only: anything else typed or pasted is dropped as it arrives.
            event.target.value = event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH);
            return otpField.onChange(event);
          }}
        />
        <PasswordFields
          labels={{ password: 'New Password', confirmation: 'Re-enter Password' }}
          disabled={finished}
          password={{ ...register('password'), error: errors.password?.message }}
          confirmation={{ ...register('confirmPassword'), error: errors.confirmPassword?.message }}
        />
        <Button type="submit" size="lg" fullWidth loading={resetPassword.isPending} disabled={finished}>
          Reset Password
        </Button>
      </form>
    </AuthCard>
  );
}
