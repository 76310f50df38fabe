import { useRef, useState } from 'react';
import { GUEST_APPLICATION_MESSAGES } from '../../../../shared/application-submissions';
import { APPLICATION_MESSAGES } from '../../../../shared/applications';
import { guestApplicationEndpoints } from '../../../../shared/guest-applications-endpoints';
import { type ApplyPosting } from '../../../../shared/postings';
import { questionDetailsOf } from '../../../../shared/questions';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { pathOf } from '../../../lib/api-client';
import { notifyFirstIssue } from '../../../lib/form-errors';
import { useSubmitGuestApplication } from '../api/submit-guest-application';
import { useWizardForm } from '../use-wizard-form';
import { guestFormSchema, initialValues, toApplication } from '../wizard';
import { AltchaField, type AltchaCheck } from './altcha-field';
import { GuestResumeField } from './guest-resume-field';
import { QuickStep } from './quick-step';

function dataUrlOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(APPLICATION_MESSAGES.applyError));
    reader.readAsDataURL(file);
  });
}

interface GuestApplyFormProps {
  posting: ApplyPosting;
  source: string | null;
  onSent: (message: string) => void;
}

/**
 * A quick posting's form for someone without an account: the quick form's fields with their e-mail address, the
 * resume, and a proof-of-work check in place of a sign-in. `website` is a field no person sees or reaches: robots
 * that fill every field in give themselves away.
 */
export function GuestApplyForm({ posting, source, onSent }: GuestApplyFormProps) {
  const questions = questionDetailsOf(posting.questions, posting.question_details);
  const [startValues] = useState(() => initialValues(posting, undefined, undefined, source));
  const { form, bind, isValidFor } = useWizardForm(startValues, posting);
  const [resume, setResume] = useState<File | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const checkRef = useRef<AltchaCheck>(null);
  const submit = useSubmitGuestApplication();
  const [problem, setProblem] = useState<string>();
  const [checking, setChecking] = useState(false);

  const send = async () => {
    if (submit.isPending || checking) return;
    setProblem(undefined);
    if (!isValidFor(guestFormSchema(posting))) return;
    const application = toApplication(posting, form.getValues());
    if (!application.success || !resume) {
      notifyFirstIssue(application.error, APPLICATION_MESSAGES.fillAll);
      return;
    }
    setChecking(true);
    const altcha = await checkRef.current?.payload().catch(() => null);
    setChecking(false);
    if (!altcha) {
      setProblem(GUEST_APPLICATION_MESSAGES.challenge);
      return;
    }
    const { posting_id: _posting, resume_file_id: _file, ...fields } = application.data;
    submit.mutate(
      {
        postingId: posting.id,
        application: {
          ...fields,
          email: form.getValues('personal.email'),
          resume: await dataUrlOf(resume),
          altcha,
          website: honeypot.current?.value ?? '',
        },
      },
      {
        onSuccess: onSent,
        onError: (error) => {
          setProblem(error.message || APPLICATION_MESSAGES.applyError);
          checkRef.current?.reset();
        },
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={`Apply for ${posting.title}`}
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <QuickStep
        posting={posting}
        questions={questions}
        bind={bind}
        form={form}
        email={
          <TextField
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={254}
            hint={`${posting.company_name} writes to you here. We send you a link to follow your application.`}
            {...bind('personal.email')}
          />
        }
        resume={
          <GuestResumeField
            error={form.formState.errors.resume?.message}
            onChange={(file) => {
              setResume(file);
              form.setValue('resume', file && { name: file.name, size: file.size, type: file.type });
              form.clearErrors('resume');
            }}
          />
        }
      />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <AltchaField
        challengeUrl={pathOf(guestApplicationEndpoints.challenge, { params: { id: posting.id } })}
        checkRef={checkRef}
      />
      {problem && <FormAlert>{problem}</FormAlert>}
      <Button type="submit" size="lg" fullWidth loading={checking || submit.isPending}>
        Send my application
      </Button>
      <p className="text-center text-sm text-slate-600 dark:text-slate-300">
        No account or password needed: your application goes to {posting.company_name}.
      </p>
    </form>
  );
}
