import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { PERSONAL_FIELDS } from '../../../lib/personal-fields';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { BindField } from '../use-wizard-form';

interface PersonalStepProps {
  bind: BindField;
  saveToProfile: UseFormRegisterReturn<'saveToProfile'>;
}

export function PersonalStep({ bind, saveToProfile }: PersonalStepProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField {...PERSONAL_FIELDS.first_name} required {...bind('personal.first_name')} />
      <TextField {...PERSONAL_FIELDS.last_name} required {...bind('personal.last_name')} />
      <TextField
        label="Email"
        required
        type="email"
        readOnly
        hint="Your account's address: news about this application goes there."
        {...bind('personal.email')}
      />
      <TextField {...PERSONAL_FIELDS.phone} required {...bind('personal.phone')} />
      <TextField {...PERSONAL_FIELDS.address} required {...bind('personal.address')} />
      <TextField {...PERSONAL_FIELDS.city} required {...bind('personal.city')} />
      <TextField {...PERSONAL_FIELDS.province} required {...bind('personal.province')} />
      <TextField {...PERSONAL_FIELDS.postal_code} required {...bind('personal.postal_code')} />
      <TextField {...PERSONAL_FIELDS.country} required {...bind('personal.country')} />
      <TextAreaField
        {...PERSONAL_FIELDS.bio}
        required
        hint="A few lines about you and what you are looking for."
        {...bind('personal.bio')}
      />
      <label className="flex items-start gap-3 text-sm text-slate-800 sm:col-span-2 dark:text-slate-200">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none dark:accent-brand-300"
          {...saveToProfile}
        />
        <span>
          Save these details to my profile
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            Your profile is updated when you press Next, so the next application starts from them.
          </span>
        </span>
      </label>
    </div>
  );
}
