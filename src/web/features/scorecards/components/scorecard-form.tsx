import { useEffect, useId, useRef, useState } from 'react';
import {
  isStrong,
  RATING_NAMES,
  RATINGS,
  SCORECARD_LIMITS,
  SCORECARD_TOASTS,
  type Rating,
  type Ratings,
  type Scorecard,
} from '../../../../shared/scorecards';
import { Button } from '../../../components/button';
import { TextAreaField } from '../../../components/text-area-field';
import { ApiError } from '../../../lib/api-client';
import { formatMoment } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { useDebounced } from '../../../lib/use-debounced';
import { useSaveMyScorecard } from '../api/application-scorecards';

/** A pause this long in typing saves the draft. */
const DRAFT_DELAY_MS = 800;

interface Values {
  ratings: Ratings;
  recommendation: Rating | null;
  summary: string;
}

function RatingChoice({
  name,
  legend,
  hint,
  value,
  onChange,
  required,
}: {
  name: string;
  legend: string;
  hint?: string;
  value: Rating | null;
  onChange: (rating: Rating) => void;
  required?: boolean;
}) {
  const hintId = useId();
  return (
    <fieldset aria-describedby={hint ? hintId : undefined}>
      <legend className="text-sm font-medium text-slate-900 dark:text-white">
        {legend}
        {required && <span className="text-red-700 dark:text-red-400"> *</span>}
      </legend>
      {hint && (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {RATINGS.map((rating) => (
          <label
            key={rating}
            className="flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600 dark:border-slate-700 dark:text-slate-200 dark:has-checked:border-brand-400 dark:has-checked:bg-brand-950"
          >
            <input
              type="radio"
              name={name}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="size-4 accent-brand-600"
            />
            {RATING_NAMES[rating]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The member's own scorecard: a draft saves itself while they write, so that leaving loses nothing; once submitted it
 * changes only by an explicit save, each change kept in its history, until its 24 hours pass.
 */
export function ScorecardForm({ scorecard, onDone }: { scorecard: Scorecard; onDone: () => void }) {
  const formId = useId();
  const save = useSaveMyScorecard();
  const draft = scorecard.status === 'draft';
  const [values, setValues] = useState<Values>({
    ratings: scorecard.ratings ?? {},
    recommendation: scorecard.recommendation ?? null,
    summary: scorecard.summary ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<'recommendation' | 'summary', string>>>({});
  const [savedValues, setSavedValues] = useState(values);
  const written = useDebounced(values, DRAFT_DELAY_MS);
  const latest = useRef(values);
  const sections = scorecard.template?.sections ?? [];

  const input = (current: Values, submit: boolean) => ({
    interview_id: scorecard.interview?.id ?? null,
    ratings: current.ratings,
    recommendation: current.recommendation,
    summary: current.summary,
    submit,
  });

  useEffect(() => {
    if (!draft || written === savedValues) return;
    latest.current = written;
    save
      .mutateAsync({ applicationId: scorecard.application_id, input: input(written, false) })
      // An earlier save answering late must not mark later writing as saved.
      .then(() => latest.current === written && setSavedValues(written))
      .catch((failure: unknown) => notify.error(failure instanceof Error ? failure.message : ''));
    // Only a pause in writing saves; the rest is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [written]);

  function rate(criterionId: string, change: Partial<Ratings[string]>) {
    setValues((current) => {
      const entry = current.ratings[criterionId] ?? { rating: null, note: '' };
      return { ...current, ratings: { ...current.ratings, [criterionId]: { ...entry, ...change } } };
    });
  }

  async function send() {
    try {
      await save.mutateAsync({ applicationId: scorecard.application_id, input: input(values, draft) });
      setErrors({});
      notify.success(draft ? SCORECARD_TOASTS.submitted : SCORECARD_TOASTS.changed);
      onDone();
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields) setErrors(failure.fields);
      notify.error(failure instanceof Error ? failure.message : '');
    }
  }

  const dirty = values !== savedValues;
  const draftStatus = save.isPending ? 'Saving…' : dirty ? 'Unsaved changes' : 'Saved';

  return (
    <form
      id={formId}
      aria-label="Your scorecard"
      className="mt-4 flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {sections.map((section) => (
        <section key={section.name} className="flex flex-col gap-4">
          <h4 className="text-sm font-semibold text-slate-900 dark:text-white">{section.name}</h4>
          {section.criteria.map((criterion) => (
            <div key={criterion.id} className="flex flex-col gap-2">
              <RatingChoice
                name={`${formId}-${criterion.id}`}
                legend={criterion.name}
                hint={criterion.hint || undefined}
                value={values.ratings[criterion.id]?.rating ?? null}
                onChange={(rating) => rate(criterion.id, { rating })}
              />
              <TextAreaField
                label={`Note on ${criterion.name} (optional)`}
                rows={2}
                maxLength={SCORECARD_LIMITS.note}
                value={values.ratings[criterion.id]?.note ?? ''}
                onChange={(event) => rate(criterion.id, { note: event.target.value })}
              />
            </div>
          ))}
        </section>
      ))}
      <div className="flex flex-col gap-1">
        <RatingChoice
          name={`${formId}-recommendation`}
          legend="Overall recommendation"
          value={values.recommendation}
          onChange={(recommendation) => setValues((current) => ({ ...current, recommendation }))}
          required
        />
        {errors.recommendation && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {errors.recommendation}
          </p>
        )}
      </div>
      <TextAreaField
        label="Summary"
        hint={isStrong(values.recommendation) ? 'A Strong recommendation needs a written reason.' : undefined}
        required={isStrong(values.recommendation)}
        maxLength={SCORECARD_LIMITS.summary}
        value={values.summary}
        error={errors.summary}
        onChange={(event) => setValues((current) => ({ ...current, summary: event.target.value }))}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={save.isPending && save.variables.input.submit === draft}>
          {draft ? 'Submit scorecard' : 'Save changes'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {draft ? 'Close' : 'Cancel'}
        </Button>
        {draft ? (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
            Draft: {draftStatus}
          </p>
        ) : (
          scorecard.editable_until && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              You may change it until {formatMoment(scorecard.editable_until)}.
            </p>
          )
        )}
      </div>
    </form>
  );
}
