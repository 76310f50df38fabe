/**
 * How a posting asks for applications: the specification's whole wizard, or the quick form (name, e-mail, phone,
 * resume and the posting's own questions). A posting created without saying takes its company's default.
 */
export const APPLICATION_FORMS = ['full', 'quick'] as const;
export type ApplicationForm = (typeof APPLICATION_FORMS)[number];

/**
 * What a new company asks with until it chooses: the quick form, which anyone may send from the job's link without an
 * account. Companies made before keep the form they had.
 */
export const DEFAULT_APPLICATION_FORM: ApplicationForm = 'quick';

/**
 * What the quick form leaves out unless the company asks for it again; `graduation` stands for its year and month.
 */
export const QUICK_FORM_OPTIONAL_FIELDS = [
  'country',
  'city',
  'address',
  'province',
  'postal_code',
  'bio',
  'work_eligibility',
  'sex',
  'language_preference',
  'race',
  'graduation',
  'disabled',
] as const;
export type QuickFormOptionalField = (typeof QUICK_FORM_OPTIONAL_FIELDS)[number];

/** Each application form as the job form and the company's settings offer it, with what it asks in one line. */
export const APPLICATION_FORM_CHOICES = {
  quick: {
    label: 'Quick application',
    description: 'Name, e-mail, phone, resume and your questions: about a minute on a phone.',
  },
  full: {
    label: 'Full application',
    description: 'Every step: address, bio, the legal questions, your questions and the resume.',
  },
} as const satisfies Record<ApplicationForm, { label: string; description: string }>;

/** What the company's settings call each field its quick application may ask for again. */
export const QUICK_FORM_FIELD_LABELS = {
  country: 'Country',
  city: 'City',
  address: 'Street address',
  province: 'Province or state',
  postal_code: 'Postal code',
  bio: 'A short bio',
  work_eligibility: 'Whether they may work here',
  sex: 'Sex',
  language_preference: 'Preferred language',
  race: 'Race or ethnicity',
  graduation: 'Graduation year and month',
  disabled: 'Disability',
} as const satisfies Record<QuickFormOptionalField, string>;
