import { POSTING_LIMITS, POSTING_MESSAGES } from '../../../../shared/postings';
import { Button } from '../../../components/button';
import { CloseIcon } from '../../../components/icons';
import { notify } from '../../../lib/notify';

interface QuestionsFieldProps {
  value: string[];
  onChange: (questions: string[]) => void;
  readOnly?: boolean;
  error?: string;
}

const inputClasses =
  'block h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 shadow-xs placeholder:text-slate-500 read-only:border-slate-300 read-only:bg-slate-50 focus:border-brand-600 sm:text-sm dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:read-only:border-slate-700 dark:read-only:bg-slate-900 dark:focus:border-brand-400';

/** The questions every candidate answers; a posting always keeps at least one. */
export function QuestionsField({ value, onChange, readOnly = false, error }: QuestionsFieldProps) {
  const update = (index: number, question: string) =>
    onChange(value.map((current, position) => (position === index ? question : current)));

  const remove = (index: number) => {
    if (value.length <= 1) {
      notify.error(POSTING_MESSAGES.oneQuestion);
      return;
    }
    onChange(value.filter((_question, position) => position !== index));
  };

  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-3">
        {value.map((question, index) => {
          const number = String(index + 1);
          const id = `question-${number}`;
          return (
            // Questions have no identity of their own beyond their place in the list.
            <li key={index}>
              <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">
                Question {number}
              </label>
              <div className="flex gap-2">
                <input
                  id={id}
                  value={question}
                  readOnly={readOnly}
                  maxLength={POSTING_LIMITS.questionLength}
                  onChange={(event) => update(index, event.target.value)}
                  className={inputClasses}
                />
                {!readOnly && (
                  <Button
                    variant="secondary"
                    aria-label={`Remove question ${number}`}
                    onClick={() => remove(index)}
                    className="h-11 shrink-0"
                  >
                    <CloseIcon className="size-4" />
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {error && <p className="text-xs font-medium text-red-700 dark:text-red-400">{error}</p>}
      {!readOnly && value.length < POSTING_LIMITS.questions && (
        <div>
          <Button variant="secondary" size="sm" onClick={() => onChange([...value, ''])}>
            Add Question
          </Button>
        </div>
      )}
    </div>
  );
}
