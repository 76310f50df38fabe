import { useEffect, useRef, useState } from 'react';
import { APPLICATION_MESSAGES } from '../../../../shared/applications';
import type { ApplyPosting } from '../../../../shared/postings';
import type { CandidateProfile } from '../../../../shared/profiles';
import { Card } from '../../../components/card';
import { notifyFirstIssue } from '../../../lib/form-errors';
import { useSubmitApplication } from '../api/submit-application';
import { useWizardForm } from '../use-wizard-form';
import { initialValues, STEPS, toApplication, type Step } from '../wizard';
import { AssessmentStep } from './assessment-step';
import { DocumentsStep } from './documents-step';
import { PostingDetails } from './posting-details';
import { LegalStep } from './legal-step';
import { PersonalStep } from './personal-step';
import { ReviewStep } from './review-step';
import { StepHeading } from './step-heading';
import { Stepper } from './stepper';
import { SuccessStep } from './success-step';
import { WizardNavigation } from './wizard-navigation';

const SUCCESS_INDEX = STEPS.indexOf('Success');

interface ApplyWizardProps {
  posting: ApplyPosting;
  profile: CandidateProfile | undefined;
}

/** Post, Personal Information, Legal, Assessment, Documents, Review, Success: one form, one step at a time. */
export function ApplyWizard({ posting, profile }: ApplyWizardProps) {
  const [stepIndex, setStepIndex] = useState(0);
  const [defaults] = useState(() => initialValues(posting, profile));
  const { form, bind, stepIsValid } = useWizardForm(defaults);
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

  const goNext = () => {
    if (stepIsValid(step)) setStepIndex((index) => Math.min(index + 1, SUCCESS_INDEX));
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

  return (
    <>
      <Stepper current={stepIndex} />
      <Card className="p-5 sm:p-8">
        <StepHeading step={step} headingRef={headingRef} />
        {stepBody}
        {/* A candidate who applied already is shown their application instead of an Apply button. */}
        {step !== 'Success' && !(step === 'Post' && posting.application_id) && (
          <WizardNavigation
            step={step}
            submitting={submit.isPending}
            onPrevious={goPrevious}
            onNext={goNext}
            onSubmit={submitApplication}
          />
        )}
      </Card>
    </>
  );
}
