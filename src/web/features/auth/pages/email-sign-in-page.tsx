import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import {
  EMAIL_CODE_RESEND_AFTER_MS,
  type EmailCodeRequestPayload,
  EmailCodeRequestSchema,
  EmailCodeVerifySchema,
  OTP_LENGTH,
} from '../../../../shared/auth';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { KeyIcon, MailIcon } from '../../../components/icons';
import { TextField } from '../../../components/text-field';
import { notifyFirstIssue } from '../../../lib/form-errors';
import { PATHS } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRequestEmailCode } from '../api/request-email-code';
import { useVerifyEmailCode } from '../api/verify-email-code';
import { AuthCard } from '../components/auth-card';
import { EmailCodeForm } from '../components/email-code-form';
import { TextLink } from '../components/text-link';

const CodeStepSchema = EmailCodeVerifySchema.pick({ code: true });

/** What the e-mail step hands the code step, as the navigation's state. */
const CodeScreenStateSchema = z.object({ request: EmailCodeRequestSchema });

/**
 * /sign-in/email: a candidate's e-mail, and their name when they are new, on one screen (here, or on the sign-in
 * screen of a guest who came from a job link), and the code on the next. Signed in, the guest-only guard takes them
 * back to the job they came from.
 */
export function EmailSignInPage() {
  const { state } = useLocation();
  const navigate = useNavigate();
  const request = CodeScreenStateSchema.safeParse(state).data?.request;
  return request ? (
    <CodeStep
      key={request.email}
      request={request}
      onChangeEmail={() => void navigate(PATHS.emailSignIn, { replace: true })}
    />
  ) : (
    <EmailStep />
  );
}

function EmailStep() {
  usePageTitle('Continue with e-mail');
  return (
    <AuthCard
      title="Continue with e-mail"
      description="No password needed: we e-mail you a 6-digit code to sign in with."
      icon={<MailIcon className="size-6" />}
      footer={
        <>
          Have a password? <TextLink to={PATHS.login}>Sign in with it</TextLink>
        </>
      }
    >
      <EmailCodeForm />
    </AuthCard>
  );
}

/** Seconds until a new code may be asked for, counted from the moment the last one was sent. */
function useResendWait(sentAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((sentAt + EMAIL_CODE_RESEND_AFTER_MS - now) / 1000));
  useEffect(() => {
    if (remaining === 0) return undefined;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [now, remaining]);
  return remaining;
}

function CodeStep({ request, onChangeEmail }: { request: EmailCodeRequestPayload; onChangeEmail: () => void }) {
  usePageTitle('Enter your code');
  const verify = useVerifyEmailCode();
  const resend = useRequestEmailCode();
  const [sentAt, setSentAt] = useState(() => Date.now());
  const wait = useResendWait(sentAt);
  const {
    register,
    handleSubmit,
    getValues,
    resetField,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(CodeStepSchema), defaultValues: { code: '' } });

  // The screen is new, and the code is all it asks: the cursor waits in its field.
  useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = handleSubmit(
    ({ code }) => {
      if (verify.isPending) return;
      // A refused code is cleared, so that the next one can be typed or pasted straight away.
      verify.mutate(
        { email: request.email, code },
        {
          onError: () => {
            resetField('code');
            setFocus('code');
          },
        },
      );
    },
    () => notifyFirstIssue(CodeStepSchema.safeParse(getValues()).error),
  );
  const codeField = register('code');

  return (
    <AuthCard
      title={`Enter the ${OTP_LENGTH}-digit code we sent to ${request.email}`}
      description="The code and the link in the same e-mail work for 10 minutes. Check your spam folder if it is not there."
      icon={<KeyIcon className="size-6" />}
      footer={
        <button
          type="button"
          onClick={onChangeEmail}
          className="rounded font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
        >
          Use another e-mail
        </button>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {verify.error && <FormAlert>{verify.error.message}</FormAlert>}
        <TextField
          label={`${OTP_LENGTH}-digit code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123456"
          required
          className="[&_input]:text-center [&_input]:text-lg [&_input]:tracking-[0.5em]"
          error={errors.code?.message}
          {...codeField}
          onChange={(event) => {
            // Digits only: spaces and dashes typed or pasted with the code are dropped as they arrive (no maxLength,
            // which would cut "123 456" short before they are).
            event.target.value = event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH);
            void codeField.onChange(event);
            // A whole code, typed or pasted, signs in without another tap.
            if (event.target.value.length === OTP_LENGTH) void onSubmit();
          }}
        />
        <Button type="submit" size="lg" fullWidth loading={verify.isPending}>
          Sign in
        </Button>
      </form>
      <div className="mt-5 flex flex-col items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <Button
          variant="ghost"
          disabled={wait > 0}
          loading={resend.isPending}
          onClick={() => resend.mutate(request, { onSuccess: () => setSentAt(Date.now()) })}
        >
          Send a new code
        </Button>
        {wait > 0 && (
          <p aria-live="off" className="tabular-nums">
            You can ask for a new code in {wait} s.
          </p>
        )}
        {resend.isSuccess && wait > 0 && <p role="status">A new code is on its way.</p>}
        {resend.error && <FormAlert>{resend.error.message}</FormAlert>}
      </div>
    </AuthCard>
  );
}
