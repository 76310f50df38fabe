import { POSTING_LIMITS, POSTING_MESSAGES } from '../../../../shared/posting-form';
import { QUESTION_KINDS, QUESTION_LIMITS, type QuestionKind } from '../../../../shared/questions';
import { Button } from '../../../components/button';
import { CloseIcon } from '../../../components/icons';
import { notify } from '../../../lib/notify';
import { blankQuestion, type QuestionDraft } from '../posting-form';
import { inputClasses, QuestionKnockoutField, QuestionOptionsField } from './question-choices-fields';

interface QuestionsFieldProps {
  value: QuestionDraft[];
  onChange: (questions: QuestionDraft[]) => void;
  /** How many questions the posting keeps at least. */
  minimum: number;
  readOnly?: boolean;
  error?: string;
}

const KIND_LABELS = {
  text: 'Free text',
  yes_no: 'Yes or No',
  one: 'One of a list',
  several: 'Several of a list',
  number: 'A number',
} as const satisfies Record<QuestionKind, string>;

/** The questions every candidate answers, each of its kind, with the answers that knock an applicant out. */
export function QuestionsField({ value, onChange, minimum, readOnly = false, error }: QuestionsFieldProps) {
  const update = (index: number, change: Partial<QuestionDraft>) =>
    onChange(value.map((current, position) => (position === index ? { ...current, ...change } : current)));

  const remove = (index: number) => {
    if (value.length <= minimum) {
      notify.error(POSTING_MESSAGES.oneQuestion);
      return;
    }
    onChange(value.filter((_question, position) => position !== index));
  };

  return (
    <div className="flex flex-col gap-3">
      {value.length === 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">No questions: the quick application asks none.</p>
      )}
      <ol className="flex flex-col gap-4">
        {value.map((question, index) => {
          const number = String(index + 1);
          const id = `question-${number}`;
          return (
            // Questions have no identity of their own beyond their place in the list.
            <li
              key={index}
              className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
            >
              <div>
                <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">
                  Question {number}
                </label>
                <div className="flex gap-2">
                  <input
                    id={id}
                    value={question.text}
                    readOnly={readOnly}
                    maxLength={QUESTION_LIMITS.text}
                    onChange={(event) => update(index, { text: event.target.value })}
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
              </div>
              <div>
                <label
                  htmlFor={`${id}-kind`}
                  className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200"
                >
                  Answer
                </label>
                <select
                  id={`${id}-kind`}
                  value={question.kind}
                  disabled={readOnly}
                  onChange={(event) => update(index, { kind: event.target.value as QuestionKind, knockout: [] })}
                  className={`${inputClasses} sm:max-w-xs`}
                >
                  {QUESTION_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {KIND_LABELS[kind]}
                    </option>
                  ))}
                </select>
              </div>
              {(question.kind === 'one' || question.kind === 'several') && (
                <QuestionOptionsField
                  id={id}
                  options={question.options}
                  readOnly={readOnly}
                  onChange={(options) =>
                    update(index, { options, knockout: question.knockout.filter((choice) => options.includes(choice)) })
                  }
                />
              )}
              {question.kind !== 'text' && (
                <QuestionKnockoutField
                  id={id}
                  question={question}
                  readOnly={readOnly}
                  onChange={(change) => update(index, change)}
                />
              )}
            </li>
          );
        })}
      </ol>
      {error && <p className="text-xs font-medium text-red-700 dark:text-red-400">{error}</p>}
      {!readOnly && value.length < POSTING_LIMITS.questions && (
        <div>
          <Button variant="secondary" size="sm" onClick={() => onChange([...value, blankQuestion()])}>
            Add Question
          </Button>
        </div>
      )}
    </div>
  );
}
