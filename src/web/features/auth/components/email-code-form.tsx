import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EmailCodeRequestSchema } from '../../../../shared/auth';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { notifyFirstIssue } from '../../../lib/form-errors';
import { applyPath, PATHS } from '../../../lib/paths';
import { peekPendingApplyPosting } from '../../../lib/pending-apply';
import { useRequestEmailCode } from '../api/request-email-code';

const EmailStepSchema = EmailCodeRequestSchema.pick({ email: true, name: true });

/**
 * A candidate's e-mail, and their name when they are new, for a sign-in code; sent, the code screen follows. Worded so
 * that it says nothing of whether the address has an account.
 */
export function EmailCodeForm() {
  const navigate = useNavigate();
  const requestCode = useRequestEmailCode();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({ resolver: zodResolver(EmailStepSchema), defaultValues: { email: '', name: '' } });

  const onSubmit = handleSubmit(
    ({ email, name }) => {
      // The link in the mail may be opened on another device: it brings the candidate back to the job from there too.
      const postingId = peekPendingApplyPosting();
      const request = {
        email,
        ...(name && { name }),
        ...(postingId && { next: applyPath(postingId), posting_id: postingId }),
      };
      requestCode.mutate(request, { onSuccess: () => navigate(PATHS.emailSignIn, { state: { request } }) });
    },
    () => notifyFirstIssue(EmailStepSchema.safeParse(getValues()).error),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {requestCode.error && <FormAlert>{requestCode.error.message}</FormAlert>}
      <TextField
        label="Your e-mail"
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
  );
}
