import { PERSONAL_LIMITS } from '../../../../shared/profiles';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import type { BindField } from '../use-wizard-form';

export function PersonalStep({ bind }: { bind: BindField }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="First Name"
        required
        autoComplete="given-name"
        maxLength={PERSONAL_LIMITS.short}
        {...bind('personal.first_name')}
      />
      <TextField
        label="Last Name"
        required
        autoComplete="family-name"
        maxLength={PERSONAL_LIMITS.short}
        {...bind('personal.last_name')}
      />
      <TextField
        label="Email"
        required
        type="email"
        readOnly
        hint="Your account's address: news about this application goes there."
        {...bind('personal.email')}
      />
      <TextField label="Phone" required type="tel" autoComplete="tel" maxLength={40} {...bind('personal.phone')} />
      <TextField
        label="Address"
        required
        autoComplete="street-address"
        maxLength={PERSONAL_LIMITS.address}
        className="sm:col-span-2"
        {...bind('personal.address')}
      />
      <TextField
        label="City"
        required
        autoComplete="address-level2"
        maxLength={PERSONAL_LIMITS.short}
        {...bind('personal.city')}
      />
      <TextField
        label="Province"
        required
        autoComplete="address-level1"
        maxLength={PERSONAL_LIMITS.short}
        {...bind('personal.province')}
      />
      <TextField
        label="Postal Code"
        required
        autoComplete="postal-code"
        maxLength={20}
        {...bind('personal.postal_code')}
      />
      <TextField
        label="Country"
        required
        autoComplete="country-name"
        maxLength={PERSONAL_LIMITS.short}
        {...bind('personal.country')}
      />
      <TextAreaField
        label="Bio"
        required
        rows={5}
        maxLength={PERSONAL_LIMITS.bio}
        className="sm:col-span-2"
        hint="A few lines about you and what you are looking for."
        {...bind('personal.bio')}
      />
    </div>
  );
}
