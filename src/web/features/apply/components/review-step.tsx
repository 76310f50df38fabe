import type { ReactNode } from 'react';
import { formatFileSize } from '../read-resume';
import type { WizardValues } from '../wizard';
import {
  EQUALITY_MONITORING_QUESTIONS,
  type EqualityMonitoringQuestion,
  legalQuestionSetOf,
} from '../../../../shared/legal-questions';
import { LEGAL_LABELS } from './legal-step';

const PERSONAL_LABELS: Record<keyof WizardValues['personal'], string> = {
  first_name: 'First Name',
  last_name: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  province: 'Province',
  postal_code: 'Postal Code',
  country: 'Country',
  bio: 'Bio',
};

function ReviewSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 pt-5 first:border-t-0 first:pt-0 dark:border-slate-800">
      <h3 className="mb-3 text-base font-semibold text-slate-900 dark:text-white">{title}</h3>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: { label: string; value: string }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.label}>
          <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{row.label}</dt>
          <dd className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-900 dark:text-slate-100">
            {row.value || '—'}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Everything the candidate is about to send, read-only, in the order they entered it. */
export function ReviewStep({ values, country }: { values: WizardValues; country: string }) {
  const set = legalQuestionSetOf(country);
  const personal = (Object.keys(PERSONAL_LABELS) as (keyof WizardValues['personal'])[]).map((key) => ({
    label: PERSONAL_LABELS[key],
    value: values.personal[key],
  }));
  const legal =
    set === 'uk_equality'
      ? (Object.keys(EQUALITY_MONITORING_QUESTIONS) as EqualityMonitoringQuestion[]).map((key) => ({
          label: EQUALITY_MONITORING_QUESTIONS[key].label,
          value: values.equality[key] || 'Not answered',
        }))
      : (Object.keys(LEGAL_LABELS) as (keyof typeof LEGAL_LABELS)[]).map((key) => ({
          label: LEGAL_LABELS[key],
          value: values.legal[key],
        }));

  return (
    <div className="flex flex-col gap-5">
      <ReviewSection title="Personal Information">
        <Facts rows={personal} />
      </ReviewSection>
      {set !== 'none' && (
        <ReviewSection title={set === 'uk_equality' ? 'Equality monitoring' : 'Legal'}>
          <Facts rows={legal} />
        </ReviewSection>
      )}
      <ReviewSection title="Assessment">
        {values.questions.length === 0 ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">No questions.</p>
        ) : (
          <dl className="flex flex-col gap-4">
            {values.questions.map((item, index) => (
              <div key={`${String(index)}-${item.question}`}>
                <dt className="text-sm font-medium text-slate-800 dark:text-slate-200">
                  {index + 1}. {item.question}
                </dt>
                <dd className="mt-1 text-sm break-words whitespace-pre-line text-slate-900 dark:text-slate-100">
                  {item.answer}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </ReviewSection>
      <ReviewSection title="Documents">
        <Facts
          rows={[
            {
              label: 'Resume',
              value: values.resume ? `${values.resume.name} (${formatFileSize(values.resume.size)})` : '',
            },
          ]}
        />
      </ReviewSection>
    </div>
  );
}
