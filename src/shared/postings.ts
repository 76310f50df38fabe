import { z } from 'zod';
import { POSTING_YEARS } from './limits.js';

export const COUNTRIES = ['USA', 'UK', 'Canada'] as const;
export type Country = (typeof COUNTRIES)[number];

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

export const POSTING_MESSAGES = {
  required: 'Please fill all required fields.',
  oneQuestion: 'At least one question is required.',
  missingId: 'Job ID is missing.',
  deadlineAfterPosting: 'The deadline must be after the posting date.',
  notFound: 'Job posting was not found.',
  closed: 'This job posting is no longer accepting applications.',
} as const;

export const POSTING_TOASTS = {
  created: 'Job created successfully!',
  createFailed: 'Job creation failed!',
  updated: 'Job updated successfully!',
  updateFailed: 'Job update failed!',
  deleted: 'Job deleted successfully!',
  deleteFailed: 'Job deletion failed!',
  fetchJobsFailed: 'Failed to fetch jobs!',
  fetchJobFailed: 'Failed to fetch job!',
  linkCopied: 'Link copied to clipboard',
} as const;

export const DEFAULT_QUESTION = 'Tell me about yourself?';
export const DEFAULT_DEADLINE_DAYS = 30;

export const POSTING_LIMITS = {
  shortText: 200,
  richText: 20_000,
  questions: 30,
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

const required = (max: number) =>
  z
    .string({ error: POSTING_MESSAGES.required })
    .trim()
    .min(1, POSTING_MESSAGES.required)
    .max(max, `Must be at most ${max} characters`);

const optionalRichText = z
  .string()
  .max(POSTING_LIMITS.richText, `Must be at most ${POSTING_LIMITS.richText} characters`)
  .nullish()
  .transform((value) => value ?? '');

/** A skill as the form sends it ({value, text, selected}) or as a bare string; only the value counts. */
const skillList = <const T extends readonly [string, ...string[]]>(options: T) =>
  z
    .array(
      z.union([
        z.enum(options, { error: 'Choose skills from the list' }),
        z
          .object({
            value: z.enum(options, { error: 'Choose skills from the list' }),
            selected: z.boolean().optional(),
          })
          .transform((skill) => (skill.selected === false ? undefined : skill.value)),
      ]),
      { error: POSTING_MESSAGES.required },
    )
    .max(options.length)
    .transform((skills) => [...new Set(skills.filter((skill): skill is T[number] => skill !== undefined))])
    .refine((skills) => skills.length > 0, POSTING_MESSAGES.required);

const dateField = z
  .string({ error: POSTING_MESSAGES.required })
  .trim()
  .min(1, POSTING_MESSAGES.required)
  .max(40)
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Enter a valid date')
  .transform((value) => new Date(value))
  .refine(
    (date) => date.getUTCFullYear() >= POSTING_YEARS.min && date.getUTCFullYear() <= POSTING_YEARS.max,
    `Enter a date between ${POSTING_YEARS.min} and ${POSTING_YEARS.max}`,
  );

export const PostingInputSchema = z
  .object({
    title: required(POSTING_LIMITS.shortText),
    department: required(POSTING_LIMITS.shortText),
    city: required(POSTING_LIMITS.shortText),
    country: z.enum(COUNTRIES, { error: 'Choose USA, UK or Canada' }),
    posting_date: dateField,
    deadline: dateField,
    soft_skills: skillList(SOFT_SKILLS),
    technical_skills: skillList(TECHNICAL_SKILLS),
    questions: z
      .array(
        z
          .string()
          .trim()
          .max(POSTING_LIMITS.questionLength, `A question must be at most ${POSTING_LIMITS.questionLength} characters`),
        {
          error: POSTING_MESSAGES.oneQuestion,
        },
      )
      .max(POSTING_LIMITS.questions, `At most ${POSTING_LIMITS.questions} questions`)
      .transform((questions) => questions.filter((question) => question.length > 0))
      .refine((questions) => questions.length > 0, POSTING_MESSAGES.oneQuestion),
    recruiter_name: required(POSTING_LIMITS.shortText),
    recruiter_email: required(254).pipe(z.email('Enter a valid recruiter email')),
    about_company: required(POSTING_LIMITS.richText),
    about_job: required(POSTING_LIMITS.richText),
    qualification: required(POSTING_LIMITS.richText),
    key_requirements: required(POSTING_LIMITS.richText),
    nice_to_have: optionalRichText,
    other_remarks: optionalRichText,
    is_active: z.boolean({ error: 'is_active must be true or false' }).default(true),
  })
  .refine(
    // zod still runs this when a field failed: only compare two parsed dates.
    ({ posting_date, deadline }) =>
      !(posting_date instanceof Date && deadline instanceof Date) || deadline.getTime() > posting_date.getTime(),
    { message: POSTING_MESSAGES.deadlineAfterPosting, path: ['deadline'] },
  );
export type PostingInput = z.infer<typeof PostingInputSchema>;

export const PostingIdSchema = z.uuid({ error: POSTING_MESSAGES.missingId });

export const UpdatePostingSchema = z.intersection(z.object({ id: PostingIdSchema }), PostingInputSchema);

export const DeletePostingSchema = z.object({ id: PostingIdSchema });

export interface SkillOption {
  value: string;
  text: string;
  selected: boolean;
}

/** A posting as the API answers it. */
export interface Posting {
  id: string;
  title: string;
  department: string;
  city: string;
  country: Country;
  posting_date: string;
  deadline: string;
  soft_skills: SkillOption[];
  technical_skills: SkillOption[];
  questions: string[];
  recruiter_name: string;
  recruiter_email: string;
  about_company: string;
  about_job: string;
  qualification: string;
  key_requirements: string;
  nice_to_have: string;
  other_remarks: string;
  is_active: boolean;
  posting_link: string;
  num_applications: number;
  applied_today: number;
  company_name: string;
  created_at: string;
}

/** One of a company's own postings in its lists: what a dashboard or /jobs card shows. */
export type PostingCard = Pick<Posting, 'id' | 'title' | 'city' | 'country' | 'num_applications' | 'applied_today'>;

export function toSkillOptions(values: readonly string[]): SkillOption[] {
  return values.map((value) => ({ value, text: value, selected: true }));
}
