import { APPLICATION_FORM_CHOICES } from '../../../../shared/application-forms';
import type { CompanyProfile } from '../../../../shared/profiles';
import { quickFormFieldsText } from './application-defaults-field';

/** The saved profile as read-only text, with "Not set yet" for what is empty. */
export function CompanyProfileDetails({ profile }: { profile: CompanyProfile }) {
  const details = [
    ['Name', profile.name],
    ['Tagline', profile.tagline],
    ['About us', profile.about_us],
    ['Self-identification answers', profile.show_self_identification ? 'Shown to reviewers' : 'Hidden from reviewers'],
    ['New jobs use', APPLICATION_FORM_CHOICES[profile.default_application_form].label],
    ['The quick application also asks for', quickFormFieldsText(profile.quick_form_fields)],
  ] as const;
  return (
    <dl className="grid gap-5">
      {details.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="mt-1 text-sm break-words whitespace-pre-line text-slate-900 dark:text-slate-100">
            {value || <span className="text-slate-600 dark:text-slate-400">Not set yet</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
