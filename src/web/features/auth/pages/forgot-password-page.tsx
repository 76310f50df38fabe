import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ForgotPasswordSchema } from '../../../../shared/auth';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { MailIcon } from '../../../components/icons';
import { TextField } from '../../../components/text-field';
import { notifyFirstIssue } from '../../../lib/form-errors';
import { PATHS } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRequestPasswordReset } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';
import { TextLink } from '../components/text-link';

export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const navigate = useNavigate();
  const requestReset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ForgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(
    (values) => requestReset.mutate(values, { onSuccess: () => navigate(PATHS.reset) }),
    () => notifyFirstIssue(ForgotPasswordSchema.safeParse(getValues()).error),
  );

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the e-mail you signed up with and we will send you a 6-digit code to reset it."
      icon={<MailIcon className="size-6" />}
      footer={
        <>
          Remembered it? <TextLink to={PATHS.login}>Back to login</TextLink>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {requestReset.error && <FormAlert>{requestReset.error.message}</FormAlert>}
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@company.com"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" size="lg" fullWidth loading={requestReset.isPending}>
          Send Code
        </Button>
      </form>
    </AuthCard>
  );
}
