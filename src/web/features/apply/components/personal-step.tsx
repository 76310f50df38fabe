import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { PERSONAL_FIELDS } from '../../../lib/personal-fields';
import type { BindField } from '../use-wizard-form';

export function PersonalStep({ bind }: { bind: BindField }) {
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
    </div>
  );
}
