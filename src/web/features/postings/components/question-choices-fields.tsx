import { QUESTION_LIMITS, YES_NO_OPTIONS } from '../../../../shared/questions';
import { Button } from '../../../components/button';
import { CloseIcon } from '../../../components/icons';
import type { QuestionDraft } from '../posting-form';

export const inputClasses =
  'block h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 shadow-xs placeholder:text-slate-500 read-only:border-slate-300 read-only:bg-slate-50 focus:border-brand-600 sm:text-sm dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:read-only:border-slate-700 dark:read-only:bg-slate-900 dark:focus:border-brand-400';

const labelClasses = 'mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200';

/** The choices of a one-of or several-of question, two at least. */
export function QuestionOptionsField({
  id,
  options,
  readOnly,
  onChange,
}: {
  id: string;
  options: string[];
  readOnly: boolean;
  onChange: (options: string[]) => void;
}) {
  // A new list question starts with two empty choices to fill in.
  const shown = options.length === 0 ? ['', ''] : options;
  return (
    <fieldset>
      <legend className={labelClasses}>Choices</legend>
      <ol className="flex flex-col gap-2">
        {shown.map((option, position) => {
          const label = `Choice ${String(position + 1)}`;
          return (
            <li key={position} className="flex gap-2">
              <input
                aria-label={label}
                value={option}
                readOnly={readOnly}
                maxLength={QUESTION_LIMITS.optionLength}
                onChange={(event) =>
                  onChange(shown.map((current, index) => (index === position ? event.target.value : current)))
                }
                className={inputClasses}
              />
              {!readOnly && shown.length > 2 && (
                <Button
                  variant="secondary"
                  aria-label={`Remove ${label.toLowerCase()}`}
                  onClick={() => onChange(shown.filter((_option, index) => index !== position))}
                  className="h-11 shrink-0"
                >
                  <CloseIcon className="size-4" />
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      {!readOnly && shown.length < QUESTION_LIMITS.options && (
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => onChange([...shown, ''])}>
          Add choice<span className="sr-only"> to {id.replace('-', ' ')}</span>
        </Button>
      )}
    </fieldset>
  );
}

/** Which answers knock an applicant out: some of the choices, or a number outside the accepted bounds. */
export function QuestionKnockoutField({
  id,
  question,
  readOnly,
  onChange,
}: {
  id: string;
  question: QuestionDraft;
  readOnly: boolean;
  onChange: (change: Partial<QuestionDraft>) => void;
}) {
  const legend = 'Knock out applicants who answer…';
  if (question.kind === 'number') {
    return (
      <fieldset>
        <legend className={labelClasses}>Knock out applicants who answer below or above</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {(
            [
              ['lowest', 'Lowest accepted'],
              ['highest', 'Highest accepted'],
            ] as const
          ).map(([bound, label]) => (
            <div key={bound}>
              <label htmlFor={`${id}-${bound}`} className="mb-1 block text-xs text-slate-700 dark:text-slate-300">
                {label} (optional)
              </label>
              <input
                id={`${id}-${bound}`}
                inputMode="decimal"
                value={question[bound]}
                readOnly={readOnly}
                onChange={(event) => onChange({ [bound]: event.target.value })}
                className={inputClasses}
              />
            </div>
          ))}
        </div>
      </fieldset>
    );
  }
  const choices = question.kind === 'yes_no' ? [...YES_NO_OPTIONS] : question.options.filter(Boolean);
  return (
    <fieldset>
      <legend className={labelClasses}>{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {choices.map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
            <input
              type="checkbox"
              disabled={readOnly}
              checked={question.knockout.includes(choice)}
              onChange={(event) =>
                onChange({
                  knockout: event.target.checked
                    ? [...question.knockout, choice]
                    : question.knockout.filter((knockedOut) => knockedOut !== choice),
                })
              }
              className="size-4 accent-brand-600"
            />
            {choice}
          </label>
        ))}
      </div>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        Their application moves to Not Selected once the undo window has passed. Leave all unticked to knock out no one.
      </p>
    </fieldset>
  );
}
