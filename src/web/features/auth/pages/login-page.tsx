import { zodResolver } from '@hookform/resolvers/zod';
import { Suspense } from 'react';
import { useForm } from 'react-hook-form';
import { LoginSchema } from '../../../../shared/auth';
import { Button } from '../../../components/button';
import { ButtonLink } from '../../../components/button-link';
import { FormAlert } from '../../../components/form-alert';
import { MailIcon, UserIcon } from '../../../components/icons';
import { TextField } from '../../../components/text-field';
import { notifyFirstIssue } from '../../../lib/form-errors';
import { lazyNamed } from '../../../lib/lazy-named';
import { PATHS } from '../../../lib/paths';
import { peekPendingApplyPosting } from '../../../lib/pending-apply';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { TextLink } from '../components/text-link';

// Only a guest who came from a job link needs it, and it reads the job with the query client's hooks: loaded on
// demand, so that every other guest's sign-in screen stays within its budget.
const PendingPostingNotice = lazyNamed(() => import('../components/pending-posting-notice'), 'PendingPostingNotice');
const PendingPostingTitle = lazyNamed(() => import('../components/pending-posting-notice'), 'PendingPostingTitle');
// A guest from a job link is a candidate: the e-mail form comes first, on this screen, so that the code is the next.
const EmailCodeForm = lazyNamed(() => import('../components/email-code-form'), 'EmailCodeForm');

export function LoginPage() {
  usePageTitle('Login');
  const pendingPosting = peekPendingApplyPosting() !== null;
  const login = useLogin();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({ resolver: zodResolver(LoginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(
    (values) => login.mutate(values),
    () => notifyFirstIssue(LoginSchema.safeParse(getValues()).error),
  );

  return (
    <AuthCard
      title={
        pendingPosting ? (
          <Suspense fallback="Sign in to apply">
            <PendingPostingTitle />
          </Suspense>
        ) : (
          'Welcome back'
        )
      }
      description={pendingPosting ? undefined : 'Sign in to manage your job postings or follow your applications.'}
      icon={<UserIcon className="size-6" />}
      footer={
        <>
          New to Openhire? <TextLink to={PATHS.registerType}>Create an account</TextLink>
        </>
      }
    >
      {pendingPosting && (
        <Suspense fallback={null}>
          <PendingPostingNotice />
        </Suspense>
      )}
      {pendingPosting ? (
        <section aria-labelledby="continue-with-email">
          <h2 id="continue-with-email" className="font-semibold text-slate-900 dark:text-white">
            Continue with e-mail
          </h2>
          <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-300">
            No password needed: we e-mail you a code.
          </p>
          <Suspense fallback={null}>
            <EmailCodeForm />
          </Suspense>
        </section>
      ) : (
        <>
          <ButtonLink to={PATHS.emailSignIn} size="lg" fullWidth>
            <MailIcon className="size-5" />
            Continue with e-mail
          </ButtonLink>
          <p className="mt-2 text-center text-sm text-slate-600 dark:text-slate-300">
            Applying for a job? No password needed: we e-mail you a code.
          </p>
        </>
      )}
      <p className="my-6 flex items-center gap-3 text-sm text-slate-600 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200 dark:text-slate-300 dark:before:bg-slate-700 dark:after:bg-slate-700">
        or sign in with your password
      </p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {login.error && login.error.message && <FormAlert>{login.error.message}</FormAlert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <div>
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <div className="mt-2 flex justify-end text-sm">
            <TextLink to={PATHS.forgot}>Forgot password?</TextLink>
          </div>
        </div>
        <Button type="submit" size="lg" fullWidth loading={login.isPending}>
          Login
        </Button>
      </form>
    </AuthCard>
  );
}
