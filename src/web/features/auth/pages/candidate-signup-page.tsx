import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CandidateSignupFormSchema } from '../../../../shared/auth';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { UserIcon } from '../../../components/icons';
import { TextField } from '../../../components/text-field';
import { notifyFirstIssue } from '../../../lib/form-errors';
import { PATHS } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRegisterCandidate } from '../api/register-candidate';
import { AuthCard } from '../components/auth-card';
import { PasswordFields } from '../../../components/password-fields';
import { TextLink } from '../components/text-link';

export function CandidateSignupPage() {
  usePageTitle('Candidate signup');
  const navigate = useNavigate();
  const registerCandidate = useRegisterCandidate();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(CandidateSignupFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(
    ({ name, email, password }) =>
      registerCandidate.mutate(
        { name, email, password },
        {
          // Signed in, the guest-only guard takes the person home or back to the job they opened.
          onSuccess: (session) => {
            if (!session) void navigate(PATHS.login);
          },
        },
      ),
    () => notifyFirstIssue(CandidateSignupFormSchema.safeParse(getValues()).error),
  );

  return (
    <AuthCard
      title="Candidate signup"
      description="Create your account to apply to jobs and follow your applications."
      icon={<UserIcon className="size-6" />}
      footer={
        <>
          Hiring for a company? <TextLink to={PATHS.recruiterSignup}>Sign up as a recruiter</TextLink>
          <span className="mt-2 block">
            Already have an account? <TextLink to={PATHS.login}>Login</TextLink>
          </span>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {registerCandidate.error && <FormAlert>{registerCandidate.error.message}</FormAlert>}
        <TextField label="Your Name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordFields
          password={{ ...register('password'), error: errors.password?.message }}
          confirmation={{ ...register('confirmPassword'), error: errors.confirmPassword?.message }}
        />
        <Button type="submit" size="lg" fullWidth loading={registerCandidate.isPending}>
          Sign Up
        </Button>
      </form>
    </AuthCard>
  );
}
