import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { useSaveApplicationDraft } from './api/save-application-draft';
import { type Step, toDraftValues, type WizardValues } from './wizard';

/** How long typing pauses before what was typed is saved: often enough that a closed tab loses a sentence at most. */
const AUTOSAVE_DELAY_MS = 1000;

const DRAFT_STATUS_TEXTS = {
  idle: '',
  saving: 'Saving your answers…',
  saved: 'Your answers are saved: you can come back to them later, on any device.',
  failed: 'Your answers could not be saved just now; we will try again as you go on.',
} as const;

/**
 * Keeps the wizard's draft on the server: shortly after the candidate stops typing, and at once on every move between
 * steps (`saveNow` with the step moved to). Saves go one at a time, in order, each with the answers as they are when it
 * leaves, so that an earlier save can never arrive last and put back older answers; "saved" is said only once the
 * latest change is on the server. After a submission nothing is saved again, since it removed the draft.
 */
export function useDraftAutosave(
  form: UseFormReturn<WizardValues>,
  step: Step | undefined,
  saveDraft: ReturnType<typeof useSaveApplicationDraft>,
) {
  const [state, setState] = useState<keyof typeof DRAFT_STATUS_TEXTS>('idle');
  const stepRef = useRef(step);
  const timer = useRef<number>(undefined);
  const stopped = useRef(false);
  /** How many changes the candidate has made so far. */
  const changes = useRef(0);
  /** Whether a save is on its way, and the step of the one to send after it. */
  const sending = useRef(false);
  const queued = useRef<Exclude<Step, 'Success'>>(undefined);
  const { mutateAsync } = saveDraft;

  useEffect(() => {
    stepRef.current = step;
  }, [step]);

  const saveNow = useCallback(
    (atStep: Step | undefined = stepRef.current) => {
      window.clearTimeout(timer.current);
      if (stopped.current || !atStep || atStep === 'Success') return;
      queued.current = atStep;
      setState('saving');
      if (sending.current) return;
      sending.current = true;
      void (async () => {
        while (queued.current && !stopped.current) {
          const next = queued.current;
          queued.current = undefined;
          const change = changes.current;
          try {
            await mutateAsync({ step: next, values: toDraftValues(form.getValues()) });
            // A change made meanwhile is still to be saved: its own timer, or the queued save, sends it.
            if (!queued.current && change === changes.current) setState('saved');
          } catch {
            setState('failed');
          }
        }
        sending.current = false;
      })();
    },
    [form, mutateAsync],
  );

  useEffect(() => {
    const subscription = form.watch(() => {
      changes.current += 1;
      // Said at once, so that "saved" never stands for an answer not yet sent.
      if (!stopped.current) setState('saving');
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => saveNow(), AUTOSAVE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      window.clearTimeout(timer.current);
    };
  }, [form, saveNow]);

  const stop = useCallback(() => {
    stopped.current = true;
    window.clearTimeout(timer.current);
  }, []);

  return { saveNow, stop, text: DRAFT_STATUS_TEXTS[state] };
}
