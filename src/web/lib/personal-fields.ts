import { PERSONAL_LIMITS } from '../../shared/profiles';

/**
 * A person's details as the profile and the apply wizard both ask for them: one label, autofill hint and length
 * each, spread into a TextField next to the field's binding.
 */
export const PERSONAL_FIELDS = {
  first_name: { label: 'First Name', autoComplete: 'given-name', maxLength: PERSONAL_LIMITS.short },
  last_name: { label: 'Last Name', autoComplete: 'family-name', maxLength: PERSONAL_LIMITS.short },
  phone: { label: 'Phone', type: 'tel', autoComplete: 'tel', maxLength: 40 },
  country: { label: 'Country', autoComplete: 'country-name', maxLength: PERSONAL_LIMITS.short },
  address: {
    label: 'Address',
    autoComplete: 'street-address',
    maxLength: PERSONAL_LIMITS.address,
    className: 'sm:col-span-2',
  },
  city: { label: 'City', autoComplete: 'address-level2', maxLength: PERSONAL_LIMITS.short },
  province: { label: 'Province', autoComplete: 'address-level1', maxLength: PERSONAL_LIMITS.short },
  postal_code: { label: 'Postal Code', autoComplete: 'postal-code', maxLength: 20 },
  bio: { label: 'Bio', rows: 5, maxLength: PERSONAL_LIMITS.bio, className: 'sm:col-span-2' },
} as const;
