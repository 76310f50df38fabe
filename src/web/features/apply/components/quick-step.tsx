import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { quickLegalQuestions } from '../../../../shared/legal-questions';
import type { QuestionDetail } from '../../../../shared/questions';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { PERSONAL_FIELDS } from '../../../lib/personal-fields';
import type { BindField } from '../use-wizard-form';
import { quickPersonalFields, type WizardPosting, type WizardValues } from '../wizard';
import { LegalStep } from './legal-step';
import { QuestionField } from './question-field';

interface QuickStepProps {
  posting: WizardPosting;
  questions: readonly QuestionDetail[];
  bind: BindField;
  form: UseFormReturn<WizardValues>;
  /** The resume's field, the full wizard's Documents step. */
  resume: ReactNode;
  /** The e-mail field of someone without an account, who types their address; the account's is shown otherwise. */
  email?: ReactNode;
}

/**
 * The quick form's one screen: name and phone, the account's e-mail shown (or typed, without an account), whatever
 * the company asks again, the resume and the posting's questions.
 */
export function QuickStep({ posting, questions, bind, form, resume, email }: QuickStepProps) {
  const legal = quickLegalQuestions(posting.quick_form_fields);
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...PERSONAL_FIELDS.first_name} required {...bind('personal.first_name')} />
        <TextField {...PERSONAL_FIELDS.last_name} required {...bind('personal.last_name')} />
        <TextField {...PERSONAL_FIELDS.phone} inputMode="tel" required {...bind('personal.phone')} />
        {email ?? (
          <TextField
            label="Email"
            type="email"
            readOnly
            hint="Your account's address: news about this application goes there."
            {...bind('personal.email')}
          />
        )}
        {quickPersonalFields(posting).map((field) => (
          <TextField key={field} {...PERSONAL_FIELDS[field]} required {...bind(`personal.${field}`)} />
        ))}
        {posting.quick_form_fields.includes('bio') && (
          <TextAreaField {...PERSONAL_FIELDS.bio} required {...bind('personal.bio')} />
        )}
      </div>
      {legal.length > 0 && <LegalStep bind={bind} only={legal} />}
      {resume}
      {questions.length > 0 && (
        <ol className="flex flex-col gap-6">
          {questions.map((detail, index) => (
            <li key={`${String(index)}-${detail.text}`}>
              <QuestionField detail={detail} index={index} label={detail.text} bind={bind} form={form} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
