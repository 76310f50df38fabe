import { z } from 'zod';
import { answerOf } from './api.js';
import { multiLineText, singleLineText } from './text.js';

/**
 * A posting date or deadline is in a four-digit year: what a date picker offers, and safely inside what both
 * JavaScript and PostgreSQL can store (PostgreSQL has no year 0 and refuses years JavaScript writes with a sign).
 */
const POSTING_YEARS = { min: 1900, max: 9999 } as const;

/** The specification's three countries, in its words and its order, by their ISO 3166-1 alpha-2 codes. */
const SPECIFICATION_COUNTRIES = { USA: 'US', UK: 'GB', Canada: 'CA' } as const;

/**
 * Every other ISO 3166-1 country by its alpha-2 code and its English short name (Unicode CLDR's), in alphabetical
 * order. The names are written out rather than asked of `Intl.DisplayNames`, whose answers change with each runtime's
 * Unicode data: the browser and the server must agree on every name a posting stores.
 */
const OTHER_COUNTRIES: readonly (readonly [code: string, name: string])[] = [
  ['AF', 'Afghanistan'],
  ['AX', 'Åland Islands'],
  ['AL', 'Albania'],
  ['DZ', 'Algeria'],
  ['AS', 'American Samoa'],
  ['AD', 'Andorra'],
  ['AO', 'Angola'],
  ['AI', 'Anguilla'],
  ['AQ', 'Antarctica'],
  ['AG', 'Antigua & Barbuda'],
  ['AR', 'Argentina'],
  ['AM', 'Armenia'],
  ['AW', 'Aruba'],
  ['AU', 'Australia'],
  ['AT', 'Austria'],
  ['AZ', 'Azerbaijan'],
  ['BS', 'Bahamas'],
  ['BH', 'Bahrain'],
  ['BD', 'Bangladesh'],
  ['BB', 'Barbados'],
  ['BY', 'Belarus'],
  ['BE', 'Belgium'],
  ['BZ', 'Belize'],
  ['BJ', 'Benin'],
  ['BM', 'Bermuda'],
  ['BT', 'Bhutan'],
  ['BO', 'Bolivia'],
  ['BA', 'Bosnia'],
  ['BW', 'Botswana'],
  ['BV', 'Bouvet Island'],
  ['BR', 'Brazil'],
  ['IO', 'British Indian Ocean Territory'],
  ['VG', 'British Virgin Islands'],
  ['BN', 'Brunei'],
  ['BG', 'Bulgaria'],
  ['BF', 'Burkina Faso'],
  ['BI', 'Burundi'],
  ['KH', 'Cambodia'],
  ['CM', 'Cameroon'],
  ['CV', 'Cape Verde'],
  ['BQ', 'Caribbean Netherlands'],
  ['KY', 'Cayman Islands'],
  ['CF', 'Central African Republic'],
  ['TD', 'Chad'],
  ['CL', 'Chile'],
  ['CN', 'China'],
  ['CX', 'Christmas Island'],
  ['CC', 'Cocos Islands'],
  ['CO', 'Colombia'],
  ['KM', 'Comoros'],
  ['CG', 'Congo - Brazzaville'],
  ['CD', 'Congo - Kinshasa'],
  ['CK', 'Cook Islands'],
  ['CR', 'Costa Rica'],
  ['CI', 'Côte d’Ivoire'],
  ['HR', 'Croatia'],
  ['CU', 'Cuba'],
  ['CW', 'Curaçao'],
  ['CY', 'Cyprus'],
  ['CZ', 'Czechia'],
  ['DK', 'Denmark'],
  ['DJ', 'Djibouti'],
  ['DM', 'Dominica'],
  ['DO', 'Dominican Republic'],
  ['EC', 'Ecuador'],
  ['EG', 'Egypt'],
  ['SV', 'El Salvador'],
  ['GQ', 'Equatorial Guinea'],
  ['ER', 'Eritrea'],
  ['EE', 'Estonia'],
  ['SZ', 'Eswatini'],
  ['ET', 'Ethiopia'],
  ['FK', 'Falkland Islands'],
  ['FO', 'Faroe Islands'],
  ['FJ', 'Fiji'],
  ['FI', 'Finland'],
  ['FR', 'France'],
  ['GF', 'French Guiana'],
  ['PF', 'French Polynesia'],
  ['TF', 'French Southern Territories'],
  ['GA', 'Gabon'],
  ['GM', 'Gambia'],
  ['GE', 'Georgia'],
  ['DE', 'Germany'],
  ['GH', 'Ghana'],
  ['GI', 'Gibraltar'],
  ['GR', 'Greece'],
  ['GL', 'Greenland'],
  ['GD', 'Grenada'],
  ['GP', 'Guadeloupe'],
  ['GU', 'Guam'],
  ['GT', 'Guatemala'],
  ['GG', 'Guernsey'],
  ['GN', 'Guinea'],
  ['GW', 'Guinea-Bissau'],
  ['GY', 'Guyana'],
  ['HT', 'Haiti'],
  ['HM', 'Heard & McDonald Islands'],
  ['HN', 'Honduras'],
  ['HK', 'Hong Kong'],
  ['HU', 'Hungary'],
  ['IS', 'Iceland'],
  ['IN', 'India'],
  ['ID', 'Indonesia'],
  ['IR', 'Iran'],
  ['IQ', 'Iraq'],
  ['IE', 'Ireland'],
  ['IM', 'Isle of Man'],
  ['IL', 'Israel'],
  ['IT', 'Italy'],
  ['JM', 'Jamaica'],
  ['JP', 'Japan'],
  ['JE', 'Jersey'],
  ['JO', 'Jordan'],
  ['KZ', 'Kazakhstan'],
  ['KE', 'Kenya'],
  ['KI', 'Kiribati'],
  ['KW', 'Kuwait'],
  ['KG', 'Kyrgyzstan'],
  ['LA', 'Laos'],
  ['LV', 'Latvia'],
  ['LB', 'Lebanon'],
  ['LS', 'Lesotho'],
  ['LR', 'Liberia'],
  ['LY', 'Libya'],
  ['LI', 'Liechtenstein'],
  ['LT', 'Lithuania'],
  ['LU', 'Luxembourg'],
  ['MO', 'Macao'],
  ['MG', 'Madagascar'],
  ['MW', 'Malawi'],
  ['MY', 'Malaysia'],
  ['MV', 'Maldives'],
  ['ML', 'Mali'],
  ['MT', 'Malta'],
  ['MH', 'Marshall Islands'],
  ['MQ', 'Martinique'],
  ['MR', 'Mauritania'],
  ['MU', 'Mauritius'],
  ['YT', 'Mayotte'],
  ['MX', 'Mexico'],
  ['FM', 'Micronesia'],
  ['MD', 'Moldova'],
  ['MC', 'Monaco'],
  ['MN', 'Mongolia'],
  ['ME', 'Montenegro'],
  ['MS', 'Montserrat'],
  ['MA', 'Morocco'],
  ['MZ', 'Mozambique'],
  ['MM', 'Myanmar'],
  ['NA', 'Namibia'],
  ['NR', 'Nauru'],
  ['NP', 'Nepal'],
  ['NL', 'Netherlands'],
  ['NC', 'New Caledonia'],
  ['NZ', 'New Zealand'],
  ['NI', 'Nicaragua'],
  ['NE', 'Niger'],
  ['NG', 'Nigeria'],
  ['NU', 'Niue'],
  ['NF', 'Norfolk Island'],
  ['KP', 'North Korea'],
  ['MK', 'North Macedonia'],
  ['MP', 'Northern Mariana Islands'],
  ['NO', 'Norway'],
  ['OM', 'Oman'],
  ['PK', 'Pakistan'],
  ['PW', 'Palau'],
  ['PS', 'Palestine'],
  ['PA', 'Panama'],
  ['PG', 'Papua New Guinea'],
  ['PY', 'Paraguay'],
  ['PE', 'Peru'],
  ['PH', 'Philippines'],
  ['PN', 'Pitcairn'],
  ['PL', 'Poland'],
  ['PT', 'Portugal'],
  ['PR', 'Puerto Rico'],
  ['QA', 'Qatar'],
  ['RE', 'Réunion'],
  ['RO', 'Romania'],
  ['RU', 'Russia'],
  ['RW', 'Rwanda'],
  ['WS', 'Samoa'],
  ['SM', 'San Marino'],
  ['ST', 'São Tomé & Príncipe'],
  ['SA', 'Saudi Arabia'],
  ['SN', 'Senegal'],
  ['RS', 'Serbia'],
  ['SC', 'Seychelles'],
  ['SL', 'Sierra Leone'],
  ['SG', 'Singapore'],
  ['SX', 'Sint Maarten'],
  ['SK', 'Slovakia'],
  ['SI', 'Slovenia'],
  ['SB', 'Solomon Islands'],
  ['SO', 'Somalia'],
  ['ZA', 'South Africa'],
  ['GS', 'South Georgia & South Sandwich Islands'],
  ['KR', 'South Korea'],
  ['SS', 'South Sudan'],
  ['ES', 'Spain'],
  ['LK', 'Sri Lanka'],
  ['BL', 'St. Barthélemy'],
  ['SH', 'St. Helena'],
  ['KN', 'St. Kitts & Nevis'],
  ['LC', 'St. Lucia'],
  ['MF', 'St. Martin'],
  ['PM', 'St. Pierre & Miquelon'],
  ['VC', 'St. Vincent & Grenadines'],
  ['SD', 'Sudan'],
  ['SR', 'Suriname'],
  ['SJ', 'Svalbard & Jan Mayen'],
  ['SE', 'Sweden'],
  ['CH', 'Switzerland'],
  ['SY', 'Syria'],
  ['TW', 'Taiwan'],
  ['TJ', 'Tajikistan'],
  ['TZ', 'Tanzania'],
  ['TH', 'Thailand'],
  ['TL', 'Timor-Leste'],
  ['TG', 'Togo'],
  ['TK', 'Tokelau'],
  ['TO', 'Tonga'],
  ['TT', 'Trinidad & Tobago'],
  ['TN', 'Tunisia'],
  ['TR', 'Türkiye'],
  ['TM', 'Turkmenistan'],
  ['TC', 'Turks & Caicos Islands'],
  ['TV', 'Tuvalu'],
  ['UM', 'U.S. Outlying Islands'],
  ['VI', 'U.S. Virgin Islands'],
  ['UG', 'Uganda'],
  ['UA', 'Ukraine'],
  ['AE', 'United Arab Emirates'],
  ['UY', 'Uruguay'],
  ['UZ', 'Uzbekistan'],
  ['VU', 'Vanuatu'],
  ['VA', 'Vatican City'],
  ['VE', 'Venezuela'],
  ['VN', 'Vietnam'],
  ['WF', 'Wallis & Futuna'],
  ['EH', 'Western Sahara'],
  ['YE', 'Yemen'],
  ['ZM', 'Zambia'],
  ['ZW', 'Zimbabwe'],
];

/**
 * Each country's ISO 3166-1 alpha-2 code by the name a posting stores and the API answers (as search engines and job
 * boards read an address): the specification's three first in its words, then every other by its English name.
 */
export const COUNTRY_CODES: Readonly<Record<string, string>> = Object.fromEntries([
  ...Object.entries(SPECIFICATION_COUNTRIES),
  ...OTHER_COUNTRIES.map(([code, name]) => [name, code] as const),
]);

/** The countries a posting may name, in the order a form offers them. */
export const COUNTRIES = Object.keys(COUNTRY_CODES);

// The euro area's members, whose salaries are paid in euros.
const EURO_AREA = 'AT BE BG HR CY EE FI FR DE GR IE IT LV LT LU MT NL PT SK SI ES'.split(' ');

const CURRENCIES_BY_CODE: Readonly<Record<string, SalaryCurrency>> = {
  US: 'USD',
  GB: 'GBP',
  CA: 'CAD',
  ...Object.fromEntries(EURO_AREA.map((code) => [code, 'EUR'] as const)),
};

/**
 * What a salary is paid in where none is named, by the posting's country: the specification's three countries' own
 * currencies and the euro for the euro area; elsewhere none is assumed.
 */
export const countryCurrency = (country: string): SalaryCurrency | undefined =>
  CURRENCIES_BY_CODE[COUNTRY_CODES[country] ?? ''];

// The kinds of employment, as schema.org's JobPosting names them, each with its words for people.
export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
] as const;
type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const EMPLOYMENT_TYPE_LABELS = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
  TEMPORARY: 'Temporary',
  INTERN: 'Internship',
  VOLUNTEER: 'Volunteer',
  PER_DIEM: 'Per diem',
  OTHER: 'Other',
} as const satisfies Record<EmploymentType, string>;

export const WORKPLACES = ['on_site', 'hybrid', 'remote'] as const;
type Workplace = (typeof WORKPLACES)[number];
export const WORKPLACE_LABELS = { on_site: 'On-site', hybrid: 'Hybrid', remote: 'Remote' } as const satisfies Record<
  Workplace,
  string
>;

export const SALARY_CURRENCIES = ['USD', 'CAD', 'GBP', 'EUR'] as const;
type SalaryCurrency = (typeof SALARY_CURRENCIES)[number];

// schema.org's unitText of a salary's QuantitativeValue.
export const SALARY_PERIODS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
type SalaryPeriod = (typeof SALARY_PERIODS)[number];
export const SALARY_PERIOD_LABELS = {
  HOUR: 'per hour',
  DAY: 'per day',
  WEEK: 'per week',
  MONTH: 'per month',
  YEAR: 'per year',
} as const satisfies Record<SalaryPeriod, string>;

/** More people than one posting ever hires. */
const OPENINGS_MAX = 10_000;

/** A salary figure's ceiling: whole currency units, and room for any yearly pay. */
const SALARY_MAX = 100_000_000;

export const SOFT_SKILLS = [
  'Communication',
  'Teamwork',
  'Problem-solving',
  'Time Management',
  'Adaptability',
  'Creativity',
  'Leadership',
  'Work Ethic',
  'Interpersonal Skills',
  'Critical Thinking',
  'Decision Making',
  'Conflict Resolution',
  'Emotional Intelligence',
  'Negotiation',
  'Stress Management',
  'Self-Motivation',
  'Flexibility',
  'Dependability',
  'Organization',
  'Attention to Detail',
  'Collaboration',
  'Patience',
  'Public Speaking',
  'Active Listening',
  'Innovation',
  'Initiative',
  'Resourcefulness',
  'Networking',
  'Cultural Awareness',
] as const;

export const TECHNICAL_SKILLS = [
  'Python',
  'JavaScript',
  'Java',
  'C#',
  'C++',
  'Ruby',
  'PHP',
  'Swift',
  'Objective-C',
  'SQL',
  'NoSQL',
  'HTML',
  'CSS',
  'React.js',
  'Angular',
  'Vue.js',
  'Node.js',
  'Django',
  'Flask',
  'Spring',
  'Kotlin',
  'Rust',
  'Go',
  'Perl',
  'Scala',
  'Haskell',
  'TypeScript',
  'GraphQL',
  'Docker',
  'Kubernetes',
  'AWS',
  'Azure',
  'Google Cloud',
  'Terraform',
  'Ansible',
  'Puppet',
  'Chef',
  'CI/CD',
  'Jenkins',
  'Git',
  'Linux',
  'Unix',
  'Windows Server',
  'MySQL',
  'PostgreSQL',
  'MongoDB',
  'Redis',
  'ElasticSearch',
  'RabbitMQ',
  'Kafka',
  'Nginx',
  'Apache',
] as const;

/** A question's choices: how many, and how long each. */
export const QUESTION_LIMITS = { options: 20, optionLength: 200 } as const;

/** A free-form skill: how long one is, and how many one list holds. */
export const SKILL_LIMITS = { length: 60, perList: 50 } as const;

export const POSTING_MESSAGES = {
  required: 'Please fill all required fields.',
  oneQuestion: 'At least one question is required.',
  missingId: 'Job ID is missing.',
  hiringTeam: 'Hiring team: choose members of your company.',
  deadlineAfterPosting: 'The deadline must be after the posting date.',
  salaryRange: 'The lowest salary must not be above the highest.',
  salaryAmount: `A salary must be a whole number from 0 to ${SALARY_MAX}.`,
  openings: `Openings must be a whole number from 1 to ${OPENINGS_MAX}, or left empty.`,
  notFound: 'Job posting was not found.',
  closed: 'This job posting is no longer accepting applications.',
  country: 'Country: choose one of the countries.',
  applicationForm: 'Application form: choose quick or full.',
  questionKind: 'Question kind: choose text, yes_no, one, several or number.',
  questionOptions: `A question of one or several choices needs 2 to ${QUESTION_LIMITS.options} distinct options, each of 1 to ${QUESTION_LIMITS.optionLength} characters.`,
  questionNoOptions: 'Only a question of one or several choices has options.',
  knockoutText: 'A free-text question cannot knock out applicants.',
  knockoutOptions:
    'Knock-out answers must be some of the question’s options, leaving at least one that does not knock out.',
  knockoutNumber:
    'A number question’s knock-out needs a lowest or highest accepted number, the lowest not above the highest.',
} as const;

// A toast's text lives beside the noun it is about, in that module's *_TOASTS, never in a screen's file.
export const POSTING_TOASTS = {
  created: 'Job created successfully!',
  createFailed: 'Job creation failed!',
  updated: 'Job updated successfully!',
  updateFailed: 'Job update failed!',
  deleted: 'Job deleted successfully!',
  deleteFailed: 'Job deletion failed!',
  fetchJobsFailed: 'Failed to fetch jobs!',
  fetchJobFailed: 'Failed to fetch job!',
  closed: 'Job closed: it no longer takes applications.',
  closeFailed: 'The job could not be closed!',
  linkCopied: 'Link copied to clipboard',
  linkCopyFailed: 'The link could not be copied. Select it and copy it by hand.',
  fetchRecentJobsFailed: 'Failed to fetch recent jobs!',
} as const;

export const DEFAULT_QUESTION = 'Tell me about yourself?';
/** What a posting without a deadline says where a deadline would be. */
export const OPEN_UNTIL_FILLED = 'Open until filled';
export const DEFAULT_DEADLINE_DAYS = 30;

export const POSTING_LIMITS = {
  shortText: 200,
  richText: 20_000,
  questions: 30,
  hiringTeam: 50,
  questionLength: 500,
} as const;

/** The rich-text fields of a posting: HTML from the editor, sanitized with an allow-list when stored. */
export const RICH_TEXT_FIELDS = [
  'about_company',
  'about_job',
  'qualification',
  'key_requirements',
  'nice_to_have',
  'other_remarks',
] as const;

/** What a message about a posting's field calls it. */
export const POSTING_FIELD_LABELS = {
  title: 'Title',
  department: 'Department',
  city: 'City',
  country: 'Country',
  posting_date: 'Posting date',
  deadline: 'Deadline',
  soft_skills: 'Soft skills',
  technical_skills: 'Technical skills',
  questions: 'Questions',
  recruiter_name: 'Recruiter name',
  recruiter_email: 'Recruiter email',
  about_company: 'About company',
  about_job: 'About job',
  qualification: 'Qualification',
  key_requirements: 'Key requirements',
  nice_to_have: 'Nice to have',
  other_remarks: 'Other remarks',
  is_active: 'Job posting status',
  employment_type: 'Employment type',
  workplace: 'Workplace',
  salary_min: 'Lowest salary',
  salary_max: 'Highest salary',
  salary_currency: 'Currency',
  salary_period: 'Salary period',
  openings: 'Openings',
} as const;
export type PostingField = keyof typeof POSTING_FIELD_LABELS;

/**
 * The server's answer to a required field left empty names the field; the web app's form toasts the specification's
 * POSTING_MESSAGES.required instead.
 */
export const isRequiredMessage = (field: PostingField) => `${POSTING_FIELD_LABELS[field]} is required.`;

const required = (field: PostingField, max: number, text = singleLineText) =>
  text({ error: isRequiredMessage(field) })
    .trim()
    .min(1, isRequiredMessage(field))
    .max(max, `${POSTING_FIELD_LABELS[field]} must be at most ${max} characters.`);

const optionalRichText = (field: PostingField) =>
  multiLineText()
    .max(
      POSTING_LIMITS.richText,
      `${POSTING_FIELD_LABELS[field]} must be at most ${POSTING_LIMITS.richText} characters.`,
    )
    .nullish()
    .transform((value) => value ?? '');

/**
 * A skill as the form sends it ({value, text, selected}) or as a bare string: the list's options or any skill typed in,
 * trimmed. A skill named twice in any case counts once, and one that is a list option in another case takes the
 * option's spelling (the original client sends one of the soft skills twice). Emptiness is the posting's rule, not the
 * list's: a posting may have no particular skills.
 */
const skillList = (field: PostingField, options: readonly string[]) => {
  const label = POSTING_FIELD_LABELS[field];
  const optionOf = new Map(options.map((option) => [option.toLowerCase(), option]));
  return (
    z
      .array(
        z.preprocess(
          (skill) => (typeof skill === 'string' ? { value: skill } : skill),
          z
            .object(
              {
                value: singleLineText({ error: `${label}: name each skill.` })
                  .trim()
                  .max(SKILL_LIMITS.length, `${label}: a skill must be at most ${SKILL_LIMITS.length} characters.`),
                selected: z.boolean().optional(),
              },
              { error: `${label}: name each skill.` },
            )
            .transform((skill) => (skill.selected === false || skill.value === '' ? undefined : skill.value)),
        ),
        { error: isRequiredMessage(field) },
      )
      // Room for every option sent back unchosen beside the most a list holds, each named twice: a bound on the work.
      .max((options.length + SKILL_LIMITS.perList) * 2, `${label}: too many items.`)
      .transform((skills) => {
        const chosen = new Map<string, string>();
        for (const skill of skills) {
          const key = skill?.toLowerCase();
          if (key !== undefined && !chosen.has(key)) chosen.set(key, optionOf.get(key) ?? skill!);
        }
        return [...chosen.values()];
      })
      .refine(
        (skills) => skills.length <= SKILL_LIMITS.perList,
        `${label}: choose at most ${SKILL_LIMITS.perList} skills.`,
      )
      .optional()
  );
};

const dateField = (field: PostingField) =>
  z
    .string({ error: isRequiredMessage(field) })
    .trim()
    .min(1, isRequiredMessage(field))
    .max(40, `${POSTING_FIELD_LABELS[field]}: enter a valid date.`)
    .refine((value) => !Number.isNaN(Date.parse(value)), `${POSTING_FIELD_LABELS[field]}: enter a valid date.`)
    .transform((value) => new Date(value))
    .refine(
      (date) => date.getUTCFullYear() >= POSTING_YEARS.min && date.getUTCFullYear() <= POSTING_YEARS.max,
      `${POSTING_FIELD_LABELS[field]}: enter a date between ${POSTING_YEARS.min} and ${POSTING_YEARS.max}.`,
    );

/**
 * A choice a posting may leave out. Absent keeps what is stored (the specification's clients never send it); null or
 * '' clears it.
 */
const optionalChoice = <const T extends readonly [string, ...string[]]>(field: PostingField, options: T) =>
  z
    .union([z.enum(options), z.literal('')], { error: `${POSTING_FIELD_LABELS[field]}: choose one of the options.` })
    .nullish()
    .transform((value) => (value === '' ? null : value));

/** A whole number, as a number or as a form's digits; absent keeps what is stored, null or '' clears it. */
const optionalWholeNumber = (min: number, max: number, message: string) =>
  z
    .union([z.number(), z.string().trim().max(12)], { error: message })
    .nullish()
    .transform((value) => (value === '' ? null : value === undefined || value === null ? value : Number(value)))
    .refine(
      (value) => value === undefined || value === null || (Number.isInteger(value) && value >= min && value <= max),
      message,
    );

const optionalSalary = optionalWholeNumber(0, SALARY_MAX, POSTING_MESSAGES.salaryAmount);

/**
 * How a posting asks for applications: the specification's whole wizard, or the quick form (name, e-mail, phone,
 * resume and the posting's own questions). A posting created without saying stays `full`.
 */
export const APPLICATION_FORMS = ['full', 'quick'] as const;
export type ApplicationForm = (typeof APPLICATION_FORMS)[number];

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

/**
 * What a question asks for: free text (the specification's only kind), Yes or No, one of a list, several of a list, or
 * a number. A several-of answer is sent and kept as the chosen options, one a line.
 */
export const QUESTION_KINDS = ['text', 'yes_no', 'one', 'several', 'number'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const YES_NO_OPTIONS = ['Yes', 'No'] as const;

/** An answer to a number question outside these bounds (either may be absent) knocks the application out. */
const NumberKnockoutSchema = z.object({ min: z.number().nullable(), max: z.number().nullable() });

/**
 * A question as a posting reads it back beside the specification's list of texts. `options` are the choices of a
 * yes/no, one or several question (empty for the others); `knockout` names the choices that knock an application out
 * (a several-of answer is knocked out when it holds any of them), or a number question's bounds; null when no answer
 * does.
 */
export const QuestionDetailSchema = z.object({
  text: z.string(),
  kind: z.enum(QUESTION_KINDS),
  options: z.array(z.string()),
  knockout: z.union([z.array(z.string()), NumberKnockoutSchema]).nullable(),
});
export type QuestionDetail = z.infer<typeof QuestionDetailSchema>;

/** A free-text question: what each of the specification's questions, a plain text, is. */
export const textQuestion = (text: string): QuestionDetail => ({ text, kind: 'text', options: [], knockout: null });

const optionText = singleLineText({ error: POSTING_MESSAGES.questionOptions })
  .trim()
  .min(1, POSTING_MESSAGES.questionOptions)
  .max(QUESTION_LIMITS.optionLength, POSTING_MESSAGES.questionOptions);

const QuestionInputSchema = z.object(
  {
    text: singleLineText()
      .trim()
      .max(POSTING_LIMITS.questionLength, `A question must be at most ${POSTING_LIMITS.questionLength} characters`),
    kind: z.enum(QUESTION_KINDS, { error: POSTING_MESSAGES.questionKind }).default('text'),
    options: z
      .array(optionText, { error: POSTING_MESSAGES.questionOptions })
      .max(QUESTION_LIMITS.options, POSTING_MESSAGES.questionOptions)
      .nullish(),
    knockout: z
      .union(
        [
          optionText.transform((option) => [option]),
          z.array(optionText).max(QUESTION_LIMITS.options),
          z.object({ min: z.number().nullish(), max: z.number().nullish() }),
        ],
        { error: POSTING_MESSAGES.knockoutOptions },
      )
      .nullish(),
  },
  { error: 'Each question is a text or an object with its text and kind.' },
);

/** A question's detail, or why its kind, options and knock-out answers do not fit together. */
function toQuestionDetail({
  text,
  kind,
  options,
  knockout,
}: z.output<typeof QuestionInputSchema>): QuestionDetail | string {
  const listed = kind === 'one' || kind === 'several';
  // A yes/no question's choices are implied; one read back and sent again names them.
  const impliedChoices = kind === 'yes_no' && options?.join() === YES_NO_OPTIONS.join();
  if (!listed && !impliedChoices && options && options.length > 0) return POSTING_MESSAGES.questionNoOptions;
  const choices = kind === 'yes_no' ? [...YES_NO_OPTIONS] : (options ?? []);
  if (listed && (choices.length < 2 || new Set(choices.map((choice) => choice.toLowerCase())).size < choices.length)) {
    return POSTING_MESSAGES.questionOptions;
  }
  const detail = { text, kind, options: choices };
  if (!knockout || (Array.isArray(knockout) && knockout.length === 0)) return { ...detail, knockout: null };
  if (kind === 'text') return POSTING_MESSAGES.knockoutText;
  if (kind === 'number') {
    const { min = null, max = null } = Array.isArray(knockout) ? {} : knockout;
    if (Array.isArray(knockout) || (min === null && max === null) || (min !== null && max !== null && min > max)) {
      return POSTING_MESSAGES.knockoutNumber;
    }
    return { ...detail, knockout: { min, max } };
  }
  if (!Array.isArray(knockout)) return POSTING_MESSAGES.knockoutOptions;
  const knockedOut = choices.filter((choice) => knockout.includes(choice));
  if (knockedOut.length < new Set(knockout).size || knockedOut.length === choices.length) {
    return POSTING_MESSAGES.knockoutOptions;
  }
  return { ...detail, knockout: knockedOut };
}

/**
 * A posting's questions: each a text, as the specification sends them, or an object with its kind, options and
 * knock-out answers. A question left blank is left out; whether none may remain is the posting's form's rule.
 */
const questionList = z
  .array(
    z.preprocess(
      (question) => (typeof question === 'string' ? { text: question } : question),
      QuestionInputSchema.transform((question, context) => {
        const detail = toQuestionDetail(question);
        if (typeof detail !== 'string') return detail;
        context.issues.push({ code: 'custom', message: detail, input: question });
        return z.NEVER;
      }),
    ),
    { error: POSTING_MESSAGES.oneQuestion },
  )
  .max(POSTING_LIMITS.questions, `At most ${POSTING_LIMITS.questions} questions`)
  .optional()
  .transform((questions) => (questions ?? []).filter((question) => question.text.length > 0));

export const PostingInputSchema = z
  .object({
    title: required('title', POSTING_LIMITS.shortText),
    department: required('department', POSTING_LIMITS.shortText),
    // Both may be left empty for a remote posting (see below).
    city: singleLineText({ error: isRequiredMessage('city') })
      .trim()
      .max(
        POSTING_LIMITS.shortText,
        `${POSTING_FIELD_LABELS.city} must be at most ${POSTING_LIMITS.shortText} characters.`,
      )
      .nullish()
      .transform((city) => city ?? ''),
    country: z
      .string({ error: POSTING_MESSAGES.country })
      .refine((country) => country === '' || Object.hasOwn(COUNTRY_CODES, country), POSTING_MESSAGES.country)
      .nullish()
      .transform((country) => country ?? ''),
    posting_date: dateField('posting_date'),
    /** Absent or null: open until filled. */
    deadline: dateField('deadline')
      .nullish()
      .transform((deadline) => deadline ?? null),
    soft_skills: skillList('soft_skills', SOFT_SKILLS),
    technical_skills: skillList('technical_skills', TECHNICAL_SKILLS),
    /** The posting asks for no particular skills: both lists are left empty, whatever they hold. */
    no_skills: z.boolean({ error: 'No particular skills must be true or false.' }).optional(),
    questions: questionList,
    /** Absent: the company's default on create, what is stored on update. */
    application_form: z.enum(APPLICATION_FORMS, { error: POSTING_MESSAGES.applicationForm }).optional(),
    recruiter_name: required('recruiter_name', POSTING_LIMITS.shortText),
    recruiter_email: required('recruiter_email', 254).pipe(z.email('Recruiter email: enter a valid address.')),
    about_company: required('about_company', POSTING_LIMITS.richText, multiLineText),
    about_job: required('about_job', POSTING_LIMITS.richText, multiLineText),
    qualification: required('qualification', POSTING_LIMITS.richText, multiLineText),
    key_requirements: required('key_requirements', POSTING_LIMITS.richText, multiLineText),
    nice_to_have: optionalRichText('nice_to_have'),
    other_remarks: optionalRichText('other_remarks'),
    is_active: z.boolean({ error: 'Job posting status must be true or false.' }).default(true),
    employment_type: optionalChoice('employment_type', EMPLOYMENT_TYPES),
    workplace: optionalChoice('workplace', WORKPLACES),
    salary_min: optionalSalary,
    salary_max: optionalSalary,
    salary_currency: optionalChoice('salary_currency', SALARY_CURRENCIES),
    salary_period: optionalChoice('salary_period', SALARY_PERIODS),
    /** How many people the posting hires; null or '' when the company does not count them. */
    openings: optionalWholeNumber(1, OPENINGS_MAX, POSTING_MESSAGES.openings),
    /** The members who work on the posting; absent keeps the stored team. */
    hiring_team: z
      .array(z.uuid({ error: POSTING_MESSAGES.hiringTeam }), { error: POSTING_MESSAGES.hiringTeam })
      .max(POSTING_LIMITS.hiringTeam, `At most ${POSTING_LIMITS.hiringTeam} people on a hiring team`)
      .transform((ids) => [...new Set(ids)])
      .optional(),
  })
  .superRefine((posting, context) => {
    const required = (field: PostingField) =>
      context.addIssue({ code: 'custom', message: isRequiredMessage(field), path: [field], input: posting[field] });
    // The specification's rules, unless the posting is remote or asks for no particular skills.
    if (posting.workplace !== 'remote') {
      if (posting.city === '') required('city');
      if (posting.country === '') required('country');
    }
    if (!posting.no_skills) {
      if (!posting.soft_skills?.length) required('soft_skills');
      if (!posting.technical_skills?.length) required('technical_skills');
    }
  })
  .refine(
    ({ salary_min, salary_max }) =>
      typeof salary_min !== 'number' || typeof salary_max !== 'number' || salary_min <= salary_max,
    { message: POSTING_MESSAGES.salaryRange, path: ['salary_max'] },
  )
  .refine(
    // zod still runs this when a field failed: only compare two parsed dates.
    ({ posting_date, deadline }) =>
      !(posting_date instanceof Date && deadline instanceof Date) || deadline.getTime() > posting_date.getTime(),
    { message: POSTING_MESSAGES.deadlineAfterPosting, path: ['deadline'] },
  );
export type PostingInput = z.infer<typeof PostingInputSchema>;

const PostingIdSchema = z.uuid({ error: POSTING_MESSAGES.missingId });

export const UpdatePostingSchema = z.intersection(z.object({ id: PostingIdSchema }), PostingInputSchema);

export const DeletePostingSchema = z.object({ id: PostingIdSchema });

/** Closing a posting stops applications to it, as its status field set to closed does, and keeps the rest. */
export const ClosePostingSchema = z.object({ id: PostingIdSchema });

/**
 * Each question of a posting with its kind, matched by place (details are kept in the questions' order); a posting
 * stored before questions had kinds asks free text alone.
 */
export function questionDetailsOf(questions: readonly string[], details: readonly QuestionDetail[] | null) {
  return questions.map((text, index): QuestionDetail => {
    const detail = details?.[index];
    return detail?.text === text ? detail : textQuestion(text);
  });
}

export const SkillOptionSchema = z.object({ value: z.string(), text: z.string(), selected: z.boolean() });
export type SkillOption = z.infer<typeof SkillOptionSchema>;

/** A posting as the API answers it. */
export const PostingSchema = z.object({
  id: z.string(),
  title: z.string(),
  department: z.string(),
  /** '' where a remote posting names none. */
  city: z.string(),
  country: z.string(),
  posting_date: z.string(),
  /** null: open until filled. */
  deadline: z.string().nullable(),
  soft_skills: z.array(SkillOptionSchema),
  technical_skills: z.array(SkillOptionSchema),
  /** The posting asks for no particular skills. */
  no_skills: z.boolean(),
  questions: z.array(z.string()),
  /** Each of `questions`, in the same order, with its kind, options and knock-out answers. */
  question_details: z.array(QuestionDetailSchema),
  application_form: z.enum(APPLICATION_FORMS),
  /** What the posting's quick form asks for again, as its company chose; empty for a full form. */
  quick_form_fields: z.array(z.enum(QUICK_FORM_OPTIONAL_FIELDS)),
  recruiter_name: z.string(),
  recruiter_email: z.string(),
  about_company: z.string(),
  about_job: z.string(),
  qualification: z.string(),
  key_requirements: z.string(),
  nice_to_have: z.string(),
  other_remarks: z.string(),
  is_active: z.boolean(),
  /** The path `apply/{id}`, relative to the web app, as the original backend answers it. */
  posting_link: z.string(),
  /** The absolute address of the apply page. */
  posting_url: z.string(),
  /** The absolute address of the posting's public page on its company's careers site. */
  public_url: z.string(),
  employment_type: z.enum(EMPLOYMENT_TYPES).nullable(),
  workplace: z.enum(WORKPLACES).nullable(),
  salary_min: z.number().int().nullable(),
  salary_max: z.number().int().nullable(),
  salary_currency: z.enum(SALARY_CURRENCIES).nullable(),
  salary_period: z.enum(SALARY_PERIODS).nullable(),
  /** How many people it hires; null when not counted. */
  openings: z.number().int().nullable(),
  num_applications: z.number().int(),
  applied_today: z.number().int(),
  company_name: z.string(),
  created_at: z.string(),
  // For the company's members only: who works on it, and who posted and last changed it.
  hiring_team: z.array(z.string()).optional(),
  created_by_name: z.string().nullable().optional(),
  updated_by_name: z.string().nullable().optional(),
  updated_at: z.string().optional(),
});
export type Posting = z.infer<typeof PostingSchema>;

/** One of a company's own postings in its lists: what a dashboard or /jobs card shows. */
export const PostingCardSchema = PostingSchema.pick({
  id: true,
  title: true,
  city: true,
  country: true,
  deadline: true,
  is_active: true,
  num_applications: true,
  applied_today: true,
});
export type PostingCard = z.infer<typeof PostingCardSchema>;

/**
 * Where a posting is, as its cards say it: the specification's "city, country", what a remote posting names of them,
 * or "Remote" where it names neither.
 */
export function postingLocation({ city, country }: { city: string; country: string }): string {
  return [city, country].filter((part) => part !== '').join(', ') || WORKPLACE_LABELS.remote;
}

export function toSkillOptions(values: readonly string[]): SkillOption[] {
  return values.map((value) => ({ value, text: value, selected: true }));
}

/**
 * Every option of a list, in its order, each marked with whether the posting chose it, then the skills the posting
 * named in its own words.
 */
export function skillOptionsOf(options: readonly string[], chosen: readonly string[]): SkillOption[] {
  const own = chosen.filter((value) => !options.includes(value));
  return [
    ...options.map((value) => ({ value, text: value, selected: chosen.includes(value) })),
    ...toSkillOptions(own),
  ];
}

/**
 * The signed-in candidate's own application to a posting, beside the posting, so that a page can say when they
 * applied rather than invite a second application; null while they have not applied.
 */
const CandidateApplicationShape = {
  applied_at: z.string().nullable(),
  application_id: z.string().nullable(),
};

/** An open posting as a candidate's lists show it. */
export const RecentPostingSchema = z.object({
  posting_id: z.string(),
  job_title: z.string(),
  location: z.string(),
  company_name: z.string(),
  deadline: z.string().nullable(),
  num_applicants: z.number().int(),
  applied_today: z.number().int(),
  ...CandidateApplicationShape,
});
export type RecentPosting = z.infer<typeof RecentPostingSchema>;

/** One page of open postings, newest first; without a limit, every open posting. */
export const RecentPostingsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  /** A city, as the location filter offers them. */
  location: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
});
export type RecentPostingsQuery = z.infer<typeof RecentPostingsQuerySchema>;

export const RecentPostingsListSchema = z.object({
  data: z.array(RecentPostingSchema),
  /** How many open postings match the filters. */
  total: z.number().int(),
  /** The cities of every open posting, for the location filter. */
  locations: z.array(z.string()),
});
export type RecentPostingsList = z.infer<typeof RecentPostingsListSchema>;

/**
 * The public view of an open posting, with its company's logo (the company's profile picture, null without one) for
 * the apply page to wear; a signed-in candidate also reads their own application to it.
 */
export const ApplyPostingSchema = PostingSchema.extend({
  ...CandidateApplicationShape,
  company_logo_url: z.string().nullable(),
}).partial({ applied_at: true, application_id: true });
export type ApplyPosting = z.infer<typeof ApplyPostingSchema>;

// The answers of the posting calls.
export const PostingAnswerSchema = answerOf({ data: PostingSchema });
export type PostingAnswer = z.infer<typeof PostingAnswerSchema>;
export const ApplyPostingAnswerSchema = answerOf({ data: ApplyPostingSchema });
const PostingCardsAnswerSchema = answerOf({ data: z.array(PostingCardSchema) });
export const CreatedPostingAnswerSchema = answerOf(
  { posting_link: z.string(), posting_url: z.string(), data: PostingSchema },
  201,
);
export type CreatedPostingAnswer = z.infer<typeof CreatedPostingAnswerSchema>;
/** `GET /api/postings/`: one posting when asked by id, else the company's cards. */
export const PostingsAnswerSchema = z.union([PostingAnswerSchema, PostingCardsAnswerSchema]);
export const RecentPostingsAnswerSchema = answerOf(RecentPostingsListSchema.shape);
