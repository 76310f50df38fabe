import type { CompanyProfile } from '../../../../shared/profiles';

/** The saved profile as read-only text, with "Not set yet" for what is empty. */
export function CompanyProfileDetails({ profile }: { profile: CompanyProfile }) {
  const details = [
    ['Name', profile.name],
    ['Tagline', profile.tagline],
    ['About us', profile.about_us],
    ['Self-identification answers', profile.show_self_identification ? 'Shown to reviewers' : 'Hidden from reviewers'],
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
