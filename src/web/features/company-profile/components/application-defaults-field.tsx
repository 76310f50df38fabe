import {
  APPLICATION_FORM_CHOICES,
  APPLICATION_FORMS,
  type ApplicationForm,
  QUICK_FORM_FIELD_LABELS,
  QUICK_FORM_OPTIONAL_FIELDS,
  type QuickFormOptionalField,
} from '../../../../shared/application-forms';

const legendClasses = 'mb-2 text-sm font-medium text-slate-800 dark:text-slate-200';

interface ApplicationDefaultsFieldProps {
  form: ApplicationForm;
  fields: QuickFormOptionalField[];
  onFormChange: (form: ApplicationForm) => void;
  onFieldsChange: (fields: QuickFormOptionalField[]) => void;
}

/** The form a new job asks candidates with, and what the company's quick application asks for again. */
export function ApplicationDefaultsField({
  form,
  fields,
  onFormChange,
  onFieldsChange,
}: ApplicationDefaultsFieldProps) {
  return (
    <div className="grid gap-5">
      <fieldset>
        <legend className={legendClasses}>New jobs use</legend>
        <div className="grid gap-2">
          {[...APPLICATION_FORMS].reverse().map((choice) => (
            <label key={choice} className="flex gap-3 text-sm text-slate-800 dark:text-slate-200">
              <input
                type="radio"
                name="default_application_form"
                value={choice}
                checked={form === choice}
                onChange={() => onFormChange(choice)}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
              />
              <span>
                <span className="block font-medium">{APPLICATION_FORM_CHOICES[choice].label}</span>
                <span className="text-xs text-slate-700 dark:text-slate-300">
                  {APPLICATION_FORM_CHOICES[choice].description}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className={legendClasses}>The quick application also asks for</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {QUICK_FORM_OPTIONAL_FIELDS.map((field) => (
            <label key={field} className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
              <input
                type="checkbox"
                checked={fields.includes(field)}
                onChange={(event) =>
                  onFieldsChange(
                    QUICK_FORM_OPTIONAL_FIELDS.filter((option) =>
                      option === field ? event.target.checked : fields.includes(option),
                    ),
                  )
                }
                className="size-4 shrink-0 accent-brand-600"
              />
              {QUICK_FORM_FIELD_LABELS[field]}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/** What the quick application asks for beyond name, e-mail, phone and resume, in people's words. */
export const quickFormFieldsText = (fields: readonly QuickFormOptionalField[]) =>
  fields.map((field) => QUICK_FORM_FIELD_LABELS[field]).join(', ') || 'Nothing more';
