import { PERSONAL_LIMITS } from '../../../../shared/profiles';
import { TextAreaField } from '../../../components/text-area-field';
import type { BindField } from '../use-wizard-form';

export function AssessmentStep({ questions, bind }: { questions: readonly string[]; bind: BindField }) {
  if (questions.length === 0) {
    return <p className="text-sm text-slate-700 dark:text-slate-300">This posting asks no questions. Press Next.</p>;
  }
  return (
    <ol className="flex flex-col gap-6">
      {questions.map((question, index) => (
        <li key={`${String(index)}-${question}`}>
          <TextAreaField
            label={`${String(index + 1)}. ${question}`}
            required
            rows={4}
            maxLength={PERSONAL_LIMITS.answer}
            {...bind(`questions.${index}.answer`)}
          />
        </li>
      ))}
    </ol>
  );
}
