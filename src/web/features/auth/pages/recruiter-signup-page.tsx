import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { RecruiterSignupFormSchema } from '../../../../shared/auth';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/FormAlert';
import { BuildingIcon } from '../../../components/icons';
import { TextField } from '../../../components/TextField';
import { PATHS } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRegisterRecruiter } from '../api/register-recruiter';
import { AuthCard } from '../components/AuthCard';
import { TextLink } from '../components/TextLink';
import { PASSWORD_HINT } from '../password-hint';
import { showFirstIssue } from '../show-first-issue';

export function RecruiterSignupPage() {
  usePageTitle('Recruiter signup');
  const navigate = useNavigate();
  const registerRecruiter = useRegisterRecruiter();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(RecruiterSignupFormSchema),
    defaultValues: { name: '', address: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(
    ({ name, address, email, password }) =>
      registerRecruiter.mutate({ name, address, email, password }, { onSuccess: () => navigate(PATHS.login) }),
    () => showFirstIssue(RecruiterSignupFormSchema, getValues()),
  );

  return (
    <AuthCard
      title="Recruiter signup"
      description="Create your company's account and start hiring."
      icon={<BuildingIcon className="size-6" />}
      footer={
        <>
          Looking for a job instead? <TextLink to={PATHS.candidateSignup}>Sign up as a candidate</TextLink>
          <span className="mt-2 block">
            Already have an account? <TextLink to={PATHS.login}>Login</TextLink>
          </span>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {registerRecruiter.error && <FormAlert>{registerRecruiter.error.message}</FormAlert>}
        <TextField
          label="Organization Name"
          autoComplete="organization"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="City Country"
          autoComplete="address-level2"
          placeholder="Toronto, Canada"
          required
          error={errors.address?.message}
          {...register('address')}
        />
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
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint={PASSWORD_HINT}
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Re-type Password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" size="lg" fullWidth loading={registerRecruiter.isPending}>
          Sign Up
        </Button>
      </form>
    </AuthCard>
  );
}
