import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { RecruiterSignupFormSchema } from '../../../../shared/auth';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { BuildingIcon } from '../../../components/icons';
import { TextField } from '../../../components/text-field';
import { notifyFirstIssue } from '../../../lib/form-errors';
import { PATHS } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRegisterRecruiter } from '../api/register-recruiter';
import { AuthCard } from '../components/auth-card';
import { PasswordFields } from '../../../components/password-fields';
import { TextLink } from '../components/text-link';

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
    defaultValues: { name: '', member_name: '', address: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(
    ({ name, member_name, address, email, password }) =>
      registerRecruiter.mutate(
        { name, member_name, address, email, password },
        {
          // Signed in, the guest-only guard takes the person home or back to the job they opened.
          onSuccess: (session) => {
            if (!session) void navigate(PATHS.login);
          },
        },
      ),
    () => notifyFirstIssue(RecruiterSignupFormSchema.safeParse(getValues()).error),
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
          label="Your Name"
          autoComplete="name"
          hint="Your colleagues and candidates see it on what you do and send."
          required
          error={errors.member_name?.message}
          {...register('member_name')}
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
        <PasswordFields
          password={{ ...register('password'), error: errors.password?.message }}
          confirmation={{ ...register('confirmPassword'), error: errors.confirmPassword?.message }}
        />
        <Button type="submit" size="lg" fullWidth loading={registerRecruiter.isPending}>
          Sign Up
        </Button>
      </form>
    </AuthCard>
  );
}
