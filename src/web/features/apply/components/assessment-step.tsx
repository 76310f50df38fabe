import type { UseFormReturn } from 'react-hook-form';
import type { QuestionDetail } from '../../../../shared/questions';
import type { BindField } from '../use-wizard-form';
import type { WizardValues } from '../wizard';
import { QuestionField } from './question-field';

interface AssessmentStepProps {
  questions: readonly QuestionDetail[];
  bind: BindField;
  form: UseFormReturn<WizardValues>;
}

export function AssessmentStep({ questions, bind, form }: AssessmentStepProps) {
  if (questions.length === 0) {
    return <p className="text-sm text-slate-700 dark:text-slate-300">This posting asks no questions. Press Next.</p>;
  }
  return (
    <ol className="flex flex-col gap-6">
      {questions.map((detail, index) => (
        <li key={`${String(index)}-${detail.text}`}>
          <QuestionField
            detail={detail}
            index={index}
            label={`${String(index + 1)}. ${detail.text}`}
            bind={bind}
            form={form}
          />
        </li>
      ))}
    </ol>
  );
}
