import type { RefObject } from 'react';
import type { Step } from '../wizard';

const STEP_INTROS: Partial<Record<Step, string>> = {
  'Personal Information':
    'How the recruiter can reach you; every field is required. We filled in what your profile and your last application say.',
  Legal: 'These questions are asked of every candidate; please answer each one.',
  Assessment: 'Answer each question from the recruiter.',
  Documents: 'Attach your resume (required).',
  Review: 'Check everything before you submit. Use Previous to change an answer.',
  'Your application': 'Everything the job asks, on one screen. We filled in what we already know.',
};

/**
 * The step's name and what it asks; the post and the success screen carry their own visible titles, so theirs is for
 * screen readers. The wizard moves focus here on every step.
 */
export function StepHeading({
  step,
  headingRef,
  intro: ownIntro,
}: {
  step: Step | undefined;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** What the step asks, where the posting makes it differ from the usual words. */
  intro?: string | undefined;
}) {
  if (step === 'Post' || step === 'Success') {
    return (
      <h2 ref={headingRef} tabIndex={-1} className="sr-only">
        {step}
      </h2>
    );
  }
  const intro = ownIntro ?? (step && STEP_INTROS[step]);
  return (
    <div className="mb-6">
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold tracking-tight text-slate-900 focus:outline-none dark:text-white"
      >
        {step ?? 'Apply'}
      </h2>
      {intro && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{intro}</p>}
    </div>
  );
}
