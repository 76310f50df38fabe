import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import type { CompanyProfile, CompanyProfileSchema } from '../../../../shared/profiles';
import { CopyLinkField } from '../../../components/copy-link-field';
import { TextField } from '../../../components/text-field';

type FormInput = z.input<typeof CompanyProfileSchema>;

interface CompanyCareersSectionProps {
  profile: CompanyProfile;
  editing: boolean;
  register: UseFormRegister<FormInput>;
  errors: FieldErrors<FormInput>;
}

/**
 * The company's public careers site: its address to copy or preview, and, while editing, the last part of that address
 * and the company's own website, which the site links to.
 */
export function CompanyCareersSection({ profile, editing, register, errors }: CompanyCareersSectionProps) {
  return (
    <section aria-labelledby="careers-site" className="grid gap-5 border-t border-slate-200 pt-5 dark:border-slate-800">
      <h3 id="careers-site" className="text-base font-semibold text-slate-900 dark:text-white">
        Careers site
      </h3>
      <CopyLinkField
        id="careers-url"
        label="Careers page"
        link={profile.careers_url}
        placeholder="Your careers page address"
        preview
        copyText="Copy Page Link"
      />
      {editing ? (
        <>
          <TextField
            label="Careers address"
            autoComplete="off"
            spellCheck={false}
            hint="Lower-case letters, digits and hyphens. The old address keeps leading here."
            error={errors.slug?.message}
            {...register('slug')}
          />
          <TextField
            label="Website"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://www.example.com"
            error={errors.website?.message}
            {...register('website')}
          />
        </>
      ) : (
        <dl>
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">Website</dt>
          <dd className="mt-1 text-sm break-words text-slate-900 dark:text-slate-100">
            {profile.website || <span className="text-slate-600 dark:text-slate-400">Not set yet</span>}
          </dd>
        </dl>
      )}
    </section>
  );
}
