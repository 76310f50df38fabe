import { Button } from '../../../components/button';
import { ButtonLink } from '../../../components/button-link';
import { ArrowRightIcon } from '../../../components/icons';
import { PATHS } from '../../../lib/paths';
import type { Step } from '../wizard';

interface WizardNavigationProps {
  step: Step | undefined;
  submitting: boolean;
  /** The step's resume is on its way to the server: Next waits for it. */
  uploading: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSubmit: () => void;
  /** Whether the answers are kept as a draft, said quietly beside the buttons. */
  draftStatus: string;
}

/** Previous on the left; Apply, Next or Submit on the right, as the step calls for. */
export function WizardNavigation({
  step,
  submitting,
  uploading,
  onPrevious,
  onNext,
  onSubmit,
  draftStatus,
}: WizardNavigationProps) {
  return (
    <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6 dark:border-slate-800">
      <p role="status" className="min-h-4 w-full text-xs text-slate-600 dark:text-slate-400">
        {draftStatus}
      </p>
      <div>
        {step !== 'Post' && (
          <Button variant="secondary" onClick={onPrevious} disabled={submitting}>
            Previous
          </Button>
        )}
      </div>
      {step === 'Post' ? (
        <Button size="lg" onClick={onNext}>
          Apply
          <ArrowRightIcon className="size-4" />
        </Button>
      ) : step === 'Review' || step === 'Your application' ? (
        <Button size="lg" onClick={onSubmit} loading={submitting || uploading}>
          Submit
        </Button>
      ) : step ? (
        <Button onClick={onNext} loading={uploading}>
          Next
        </Button>
      ) : (
        <ButtonLink to={PATHS.home}>Go to Home</ButtonLink>
      )}
    </div>
  );
}
