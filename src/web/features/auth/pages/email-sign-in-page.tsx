import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { applyPath, PATHS } from '../../../lib/paths';
import { peekPendingApplyPosting } from '../../../lib/pending-apply';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRequestEmailCode } from '../api/request-email-code';
import { useVerifyEmailCode } from '../api/verify-email-code';
import { AuthCard } from '../components/auth-card';
import { TextLink } from '../components/text-link';

const EmailStepSchema = EmailCodeRequestSchema.pick({ email: true, name: true });
const CodeStepSchema = EmailCodeVerifySchema.pick({ code: true });

/**
 * /sign-in/email: a candidate's e-mail, and their name when they are new, on one screen, and the code on the next.
 * Signed in, the guest-only guard takes them back to the job they came from.
 */
export function EmailSignInPage() {
  const [request, setRequest] = useState<EmailCodeRequestPayload | null>(null);
  return request ? (
    <CodeStep request={request} onChangeEmail={() => setRequest(null)} />
  ) : (
    <EmailStep onSent={setRequest} />
  );
}

function EmailStep({ onSent }: { onSent: (request: EmailCodeRequestPayload) => void }) {
  usePageTitle('Continue with e-mail');
  const requestCode = useRequestEmailCode();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(EmailStepSchema), defaultValues: { email: '', name: '' } });

  const onSubmit = handleSubmit(({ email, name }) => {
    // The link in the mail may be opened on another device: it brings the candidate back to the job from there too.
    const postingId = peekPendingApplyPosting();
    const request = { email, ...(name && { name }), ...(postingId && { next: applyPath(postingId) }) };
    requestCode.mutate(request, { onSuccess: () => onSent(request) });
  });

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
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {requestCode.error && <FormAlert>{requestCode.error.message}</FormAlert>}
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
        <TextField
          label="Your name (if you are new here)"
          autoComplete="name"
          hint="It names your new account; you can change it later."
          error={errors.name?.message}
          {...register('name')}
        />
        <Button type="submit" size="lg" fullWidth loading={requestCode.isPending}>
          Send me a code
        </Button>
      </form>
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
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(CodeStepSchema), defaultValues: { code: '' } });

  // The screen is new, and the code is all it asks: the cursor waits in its field.
  useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = handleSubmit(({ code }) => {
    if (!verify.isPending) verify.mutate({ email: request.email, code });
  });
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
