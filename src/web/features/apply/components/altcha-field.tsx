import type {} from 'altcha/types/react';
import type { WidgetMethods } from 'altcha/types';
import { useEffect, useRef, type RefObject } from 'react';

// Given as the attribute, which the element reads once it has upgraded: its methods are there only after that.
const WIDGET_CONFIGURATION = JSON.stringify({ hideLogo: true, hideFooter: true, humanInteractionSignature: false });

/** What the form asks of the check: its payload once solvedRef, solving it first when it is not yet. */
export interface AltchaCheck {
  payload: () => Promise<string | null>;
  /** A payload is used once: after a refused send, the next one needs a new challenge. */
  reset: () => void;
}

/**
 * ALTCHA's proof-of-work check, solvedRef in the browser from the posting's own challenge: no request leaves the app's
 * origin, no logo or link to anyone else. It starts when the form is first focused, so that it is usually solvedRef by
 * the time the candidate sends; its checkbox is a real one, labelled, for a keyboard and a screen reader.
 */
export function AltchaField({
  challengeUrl,
  checkRef,
}: {
  challengeUrl: string;
  checkRef: RefObject<AltchaCheck | null>;
}) {
  const widgetRef = useRef<HTMLElement & WidgetMethods>(null);
  const solvedRef = useRef<string | null>(null);

  useEffect(() => {
    const element = widgetRef.current;
    if (!element) return undefined;
    const onState = (event: Event) => {
      const { payload } = (event as CustomEvent<{ payload?: string }>).detail;
      solvedRef.current = payload ?? null;
    };
    element.addEventListener('statechange', onState);
    // The widget's script (about 30 KB over the wire) comes once the form shows, not before its first paint: the
    // element takes its methods when the script defines it (decision 105).
    const defined = import('altcha').then(() => customElements.whenDefined('altcha-widget'));
    // Not loaded, it is reported when the candidate sends, as a check that could not run.
    defined.catch(() => undefined);
    checkRef.current = {
      payload: async () => {
        await defined;
        return solvedRef.current ?? (await element.verify())?.payload ?? null;
      },
      reset: () => {
        solvedRef.current = null;
        void defined.then(() => element.reset());
      },
    };
    return () => {
      element.removeEventListener('statechange', onState);
      checkRef.current = null;
    };
  }, [checkRef]);

  return (
    // The widget's height held from the first paint: its script may define it a moment later.
    <div className="min-h-12 [--altcha-border-color:var(--color-slate-300)] [--altcha-border-radius:0.5rem] [--altcha-color-base-content:var(--color-slate-900)] [--altcha-color-base:white] [--altcha-color-primary:var(--color-brand-600)] [--altcha-max-width:100%] dark:[--altcha-border-color:var(--color-slate-600)] dark:[--altcha-color-base-content:var(--color-slate-100)] dark:[--altcha-color-base:var(--color-slate-950)] dark:[--altcha-color-primary:var(--color-brand-300)]">
      <altcha-widget
        ref={widgetRef}
        challenge={challengeUrl}
        auto="onfocus"
        name="altcha"
        configuration={WIDGET_CONFIGURATION}
      />
    </div>
  );
}
