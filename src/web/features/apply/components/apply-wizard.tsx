import { useEffect, useRef, useState } from 'react';
import { APPLICATION_MESSAGES } from '../../../../shared/applications';
import type { Posting } from '../../../../shared/postings';
import type { CandidateProfile } from '../../../../shared/profiles';
import { Button } from '../../../components/button';
import { ButtonLink } from '../../../components/button-link';
import { Card } from '../../../components/card';
import { ArrowRightIcon } from '../../../components/icons';
import { notifyFirstIssue } from '../../../lib/form-errors';
import { PATHS } from '../../../lib/paths';
import { useSubmitApplication } from '../api/submit-application';
import { useWizardForm, type WizardFieldName } from '../use-wizard-form';
import { initialValues, STEP_SCHEMAS, STEPS, toApplication, type Step } from '../wizard';
import { AssessmentStep } from './assessment-step';
import { DocumentsStep } from './documents-step';
import { PostingDetails } from './posting-details';
import { LegalStep } from './legal-step';
import { PersonalStep } from './personal-step';
import { ReviewStep } from './review-step';
import { Stepper } from './stepper';
import { SuccessStep } from './success-step';

const STEP_INTROS: Partial<Record<Step, string>> = {
  'Personal Information':
    'How the recruiter can reach you; every field is required. We filled in what your profile already says.',
  Legal: 'These questions are asked of every candidate; please answer each one.',
  Assessment: 'Answer each question from the recruiter.',
  Documents: 'Attach your resume (required).',
  Review: 'Check everything before you submit. Use Previous to change an answer.',
};

const SUCCESS_INDEX = STEPS.indexOf('Success');

export interface ApplyWizardProps {
  posting: Posting;
  profile: CandidateProfile | undefined;
}

/** Post, Personal Information, Legal, Assessment, Documents, Review, Success: one form, one step at a time. */
export function ApplyWizard({ posting, profile }: ApplyWizardProps) {
  const [stepIndex, setStepIndex] = useState(0);
  const [defaults] = useState(() => initialValues(posting, profile));
  const { form, bind } = useWizardForm(defaults);
  const submit = useSubmitApplication();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const step: Step | undefined = STEPS[stepIndex];

  // A new step replaces the screen's content: move focus to its heading so that reading starts there.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [stepIndex]);

  const stepIsValid = (): boolean => {
    const schema = step ? STEP_SCHEMAS[step] : undefined;
    if (!schema) return true;
    const result = schema.safeParse(form.getValues());
    form.clearErrors();
    if (result.success) return true;
    const marked = new Set<string>();
    for (const issue of result.error.issues) {
      const name = issue.path.map(String).join('.');
      if (marked.has(name)) continue;
      marked.add(name);
      form.setError(name as WizardFieldName, { type: 'validate', message: issue.message });
    }
    const firstField = result.error.issues[0]?.path.map(String).join('.');
    if (firstField && firstField !== 'resume') form.setFocus(firstField as WizardFieldName);
    notifyFirstIssue(result.error, APPLICATION_MESSAGES.fillAll);
    return false;
  };

  const goNext = () => {
    if (stepIsValid()) setStepIndex((index) => Math.min(index + 1, SUCCESS_INDEX));
  };
  const goPrevious = () => setStepIndex((index) => Math.max(index - 1, 0));

  const submitApplication = () => {
    if (submit.isPending) return;
    const application = toApplication(posting.id, form.getValues());
    if (!application.success) {
      notifyFirstIssue(application.error, APPLICATION_MESSAGES.fillAll);
      return;
    }
    submit.mutate(application.data, { onSuccess: () => setStepIndex(SUCCESS_INDEX) });
  };

  const resume = form.watch('resume');
  const stepBody = (() => {
    switch (step) {
      case 'Post':
        return <PostingDetails posting={posting} />;
      case 'Personal Information':
        return <PersonalStep bind={bind} />;
      case 'Legal':
        return <LegalStep bind={bind} />;
      case 'Assessment':
        return <AssessmentStep questions={posting.questions} bind={bind} />;
      case 'Documents':
        return (
          <DocumentsStep
            resume={resume}
            error={form.formState.errors.resume?.message}
            onResumeChange={(file) => {
              form.setValue('resume', file);
              form.clearErrors('resume');
            }}
          />
        );
      case 'Review':
        return <ReviewStep values={form.getValues()} />;
      case 'Success':
        return <SuccessStep jobTitle={posting.title} companyName={posting.company_name} />;
      default:
        return (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {APPLICATION_MESSAGES.invalidPage}
          </p>
        );
    }
  })();

  const showPrevious = step !== 'Post' && step !== 'Success';
  return (
    <>
      <Stepper current={stepIndex} />
      <Card className="p-5 sm:p-8">
        {step !== 'Post' && step !== 'Success' && (
          <div className="mb-6">
            <h2
              ref={headingRef}
              tabIndex={-1}
              className="text-xl font-bold tracking-tight text-slate-900 focus:outline-none dark:text-white"
            >
              {step ?? 'Apply'}
            </h2>
            {step && STEP_INTROS[step] && (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{STEP_INTROS[step]}</p>
            )}
          </div>
        )}
        {(step === 'Post' || step === 'Success') && (
          <h2 ref={headingRef} tabIndex={-1} className="sr-only">
            {step}
          </h2>
        )}
        {stepBody}
        {step !== 'Success' && (
          <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6 dark:border-slate-800">
            <div>
              {showPrevious && (
                <Button variant="secondary" onClick={goPrevious} disabled={submit.isPending}>
                  Previous
                </Button>
              )}
            </div>
            {step === 'Post' ? (
              <Button size="lg" onClick={goNext}>
                Apply
                <ArrowRightIcon className="size-4" />
              </Button>
            ) : step === 'Review' ? (
              <Button size="lg" onClick={submitApplication} loading={submit.isPending}>
                Submit
              </Button>
            ) : step ? (
              <Button onClick={goNext}>Next</Button>
            ) : (
              <ButtonLink to={PATHS.home}>Go to Home</ButtonLink>
            )}
          </div>
        )}
      </Card>
    </>
  );
}
