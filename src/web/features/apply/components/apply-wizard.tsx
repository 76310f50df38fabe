import { useEffect, useRef, useState } from 'react';
import { APPLICATION_MESSAGES } from '../../../../shared/applications';
import { type ApplicationDefaults, type ApplicationDraft } from '../../../../shared/application-drafts';
import { type ApplyPosting } from '../../../../shared/postings';
import { questionDetailsOf } from '../../../../shared/questions';
import { Card } from '../../../components/card';
import { notifyFirstIssue } from '../../../lib/form-errors';
import { usePrivacyNotice } from '../api/get-privacy-notice';
import { useSaveApplicationDraft } from '../api/save-application-draft';
import { useSaveProfileDetails } from '../api/save-profile-details';
import { useSubmitApplication } from '../api/submit-application';
import { useDraftAutosave } from '../use-draft-autosave';
import { useWizardForm } from '../use-wizard-form';
import { initialStepIndex, initialValues, stepsOf, toApplication, toProfileDetails, type Step } from '../wizard';
import { AssessmentStep } from './assessment-step';
import { DocumentsStep } from './documents-step';
import { PostingDetails } from './posting-details';
import { PrivacyNotice } from './privacy-notice';
import { LegalStep, legalStepIntro } from './legal-step';
import { PersonalStep } from './personal-step';
import { QuickStep } from './quick-step';
import { ReviewStep } from './review-step';
import { StepHeading } from './step-heading';
import { Stepper } from './stepper';
import { SuccessStep } from './success-step';
import { WizardNavigation } from './wizard-navigation';

interface ApplyWizardProps {
  posting: ApplyPosting;
  /** Where a new application starts: the candidate's profile, latest application and last resume. */
  defaults: ApplicationDefaults | undefined;
  /** Where the candidate left this application before, if they did. */
  draft: ApplicationDraft | null | undefined;
  /** Where the link that brought the candidate here came from, if it said. */
  source: string | null;
}

/**
 * Post, Personal Information, Legal, Assessment, Documents, Review, Success: one form, one step at a time; a quick
 * posting asks everything on one screen between Post and Success.
 */
export function ApplyWizard({ posting, defaults, draft, source }: ApplyWizardProps) {
  const steps = stepsOf(posting);
  const successIndex = steps.indexOf('Success');
  const questions = questionDetailsOf(posting.questions, posting.question_details);
  const [stepIndex, setStepIndex] = useState(() => initialStepIndex(steps, draft));
  const [startValues] = useState(() => initialValues(posting, defaults, draft, source));
  const { form, bind, stepIsValid } = useWizardForm(startValues, posting);
  const submit = useSubmitApplication(posting.id);
  const saveDraft = useSaveApplicationDraft(posting.id);
  const saveProfile = useSaveProfileDetails();
  const [uploading, setUploading] = useState(false);
  const notice = usePrivacyNotice(posting.id);
  const [talentPoolConsent, setTalentPoolConsent] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const step: Step | undefined = steps[stepIndex];

  // A new step replaces the screen's content: move focus to its heading so that reading starts there.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [stepIndex]);

  const draftStatus = useDraftAutosave(form, step, saveDraft);

  const moveTo = (index: number) => {
    setStepIndex(index);
    draftStatus.saveNow(steps[index]);
  };
  const goNext = () => {
    if (!stepIsValid(step)) return;
    if (step === 'Personal Information' && form.getValues('saveToProfile')) {
      saveProfile.mutate(toProfileDetails(form.getValues()));
    }
    moveTo(Math.min(stepIndex + 1, successIndex - 1));
  };
  const goPrevious = () => moveTo(Math.max(stepIndex - 1, 0));

  const submitApplication = () => {
    if (submit.isPending) return;
    // The quick form's one screen is checked as a step is, each field saying what it needs.
    if (step === 'Your application' && !stepIsValid(step)) return;
    const application = toApplication(posting, form.getValues());
    if (!application.success) {
      notifyFirstIssue(application.error, APPLICATION_MESSAGES.fillAll);
      return;
    }
    // The server records the notice version shown here, and refuses it once a newer one is current.
    const privacy = notice.data && {
      privacy_notice_version: notice.data.version,
      talent_pool_consent: talentPoolConsent,
    };
    submit.mutate(
      { ...application.data, ...privacy },
      {
        onSuccess: () => {
          draftStatus.stop();
          setStepIndex(successIndex);
        },
        onError: () => void notice.refetch(),
      },
    );
  };

  const resume = form.watch('resume');
  const documents = (
    <DocumentsStep
      postingId={posting.id}
      resume={resume}
      previous={defaults?.resume ?? null}
      error={form.formState.errors.resume?.message}
      onResumeChange={(file) => {
        form.setValue('resume', file);
        form.clearErrors('resume');
      }}
      onUploadingChange={setUploading}
    />
  );
  const stepBody = (() => {
    switch (step) {
      case 'Post':
        return <PostingDetails posting={posting} />;
      case 'Personal Information':
        return <PersonalStep bind={bind} saveToProfile={form.register('saveToProfile')} />;
      case 'Legal':
        return <LegalStep bind={bind} country={posting.country} companyName={posting.company_name} />;
      case 'Assessment':
        return <AssessmentStep questions={questions} bind={bind} form={form} />;
      case 'Documents':
        return documents;
      case 'Your application':
        return <QuickStep posting={posting} questions={questions} bind={bind} form={form} resume={documents} />;
      case 'Review':
        return <ReviewStep values={form.getValues()} country={posting.country} />;
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
      <Stepper steps={steps} current={stepIndex} />
      <Card className="p-5 sm:p-8">
        <StepHeading
          step={step}
          headingRef={headingRef}
          intro={step === 'Legal' ? legalStepIntro(posting.country) : undefined}
        />
        {stepBody}
        {(step === 'Review' || step === 'Your application') && notice.data && (
          <PrivacyNotice notice={notice.data} consent={talentPoolConsent} onConsentChange={setTalentPoolConsent} />
        )}
        {/* A candidate who applied already is shown their application instead of an Apply button. */}
        {step !== 'Success' && !(step === 'Post' && posting.application_id) && (
          <WizardNavigation
            step={step}
            submitting={submit.isPending}
            uploading={(step === 'Documents' || step === 'Your application') && uploading}
            onPrevious={goPrevious}
            onNext={goNext}
            onSubmit={submitApplication}
            draftStatus={draftStatus.text}
          />
        )}
      </Card>
    </>
  );
}
