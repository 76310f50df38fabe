import { z } from 'zod';
import { APPLICATION_FORMS } from './application-forms.js';
import { COUNTRY_CODES, WORKPLACES } from './locations.js';
import { EMPLOYMENT_TYPES } from './postings.js';
import { QuestionInputSchema, toQuestionDetail } from './questions.js';
import { SALARY_CURRENCIES, SALARY_MAX, SALARY_PERIODS } from './salaries.js';
import { SKILL_LIMITS, SOFT_SKILLS, TECHNICAL_SKILLS } from './skills.js';
import { multiLineText, singleLineText } from './text.js';

// The posting form: what creating or changing a posting sends, and the rules it is held to.

/**
 * A posting date or deadline is in a four-digit year: what a date picker offers, and safely inside what both
 * JavaScript and PostgreSQL can store (PostgreSQL has no year 0 and refuses years JavaScript writes with a sign).
 */
const POSTING_YEARS = { min: 1900, max: 9999 } as const;

/** More people than one posting ever hires. */
const OPENINGS_MAX = 10_000;

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
} as const;

export const DEFAULT_QUESTION = 'Tell me about yourself?';

export const DEFAULT_DEADLINE_DAYS = 30;

export const POSTING_LIMITS = {
  shortText: 200,
  richText: 20_000,
  questions: 30,
  hiringTeam: 50,
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
