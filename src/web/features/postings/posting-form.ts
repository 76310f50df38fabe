import { z } from 'zod';
import { type ApplicationForm } from '../../../shared/application-forms';
import { DEFAULT_DEADLINE_DAYS, DEFAULT_QUESTION, PostingInputSchema } from '../../../shared/posting-form';
import { type Posting } from '../../../shared/postings';
import { type QuestionDetail, type QuestionKind } from '../../../shared/questions';
import { toDateFieldValue } from '../../lib/dates';

/**
 * A question as its editor holds it: every control's value at once, so that switching the kind back and forth loses
 * nothing typed; `toPostingInput` keeps what the kind uses.
 */
export interface QuestionDraft {
  text: string;
  kind: QuestionKind;
  /** The choices of a one-of or several-of question. */
  options: string[];
  /** The choices that knock an applicant out. */
  knockout: string[];
  /** A number question's lowest and highest accepted answers, as typed; '' for no bound. */
  lowest: string;
  highest: string;
}

/**
 * What the form holds: the shared schema's input, with dates as the 'YYYY-MM-DD' of a date field, '' for a country
 * not chosen yet, skills as their names and questions as drafts (the schema refuses the empty values with the required
 * message).
 */
export type PostingFormValues = Omit<
  z.input<typeof PostingInputSchema>,
  | 'city'
  | 'country'
  | 'soft_skills'
  | 'technical_skills'
  | 'questions'
  | 'posting_date'
  | 'deadline'
  | 'is_active'
  | 'hiring_team'
  | 'no_skills'
  | 'application_form'
> & {
  city: string;
  country: string;
  soft_skills: string[];
  technical_skills: string[];
  questions: QuestionDraft[];
  posting_date: string;
  deadline: string;
  /** The posting has no deadline: the date field is hidden and the posting sent without one. */
  open_until_filled: boolean;
  no_skills: boolean;
  application_form: ApplicationForm;
  is_active: boolean;
  /** The ids of the members on the posting's hiring team. */
  hiring_team: string[];
};

/** The fields the specification requires before a posting may be sent; any empty one gives the same toast. */
const REQUIRED_FIELDS = [
  'title',
  'department',
  'city',
  'country',
  'posting_date',
  'deadline',
  'soft_skills',
  'technical_skills',
  'questions',
  'recruiter_name',
  'recruiter_email',
  'about_company',
  'about_job',
  'qualification',
  'key_requirements',
] as const satisfies readonly (keyof PostingFormValues)[];

/**
 * The specification's required fields, less what this posting leaves out: a place for a remote job, the deadline of
 * one open until filled, skills for one without particular skills, and questions for the quick form.
 */
export function hasEmptyRequiredField(values: PostingFormValues): boolean {
  const waived = new Set<(typeof REQUIRED_FIELDS)[number]>([
    ...(values.workplace === 'remote' ? (['city', 'country'] as const) : []),
    ...(values.open_until_filled ? (['deadline'] as const) : []),
    ...(values.no_skills ? (['soft_skills', 'technical_skills'] as const) : []),
    ...(values.application_form === 'quick' ? (['questions'] as const) : []),
  ]);
  return REQUIRED_FIELDS.some((field) => {
    if (waived.has(field)) return false;
    const value = values[field];
    if (Array.isArray(value)) {
      return value.every((item) => (typeof item === 'string' ? item : item.text).trim() === '');
    }
    return value.trim() === '';
  });
}

export const blankQuestion = (text = ''): QuestionDraft => ({
  text,
  kind: 'text',
  options: [],
  knockout: [],
  lowest: '',
  highest: '',
});

function toQuestionDraft(detail: QuestionDetail): QuestionDraft {
  const bounds = detail.knockout && !Array.isArray(detail.knockout) ? detail.knockout : undefined;
  return {
    ...blankQuestion(detail.text),
    kind: detail.kind,
    options: detail.kind === 'one' || detail.kind === 'several' ? [...detail.options] : [],
    knockout: Array.isArray(detail.knockout) ? [...detail.knockout] : [],
    lowest: bounds?.min === null || bounds?.min === undefined ? '' : String(bounds.min),
    highest: bounds?.max === null || bounds?.max === undefined ? '' : String(bounds.max),
  };
}

/** A typed bound as the API takes it: a number, or null for none. */
const boundOf = (typed: string) => (typed.trim() === '' ? null : Number(typed));

/** A question as the API takes it, with only what its kind uses. */
function toQuestionInput({ text, kind, options, knockout, lowest, highest }: QuestionDraft) {
  if (kind === 'number') {
    const bounds = { min: boundOf(lowest), max: boundOf(highest) };
    return { text, kind, knockout: bounds.min === null && bounds.max === null ? null : bounds };
  }
  // A choice left blank is one the recruiter did not need.
  const choices = kind === 'one' || kind === 'several' ? options.filter((option) => option.trim() !== '') : [];
  return {
    text,
    kind,
    options: choices,
    knockout: kind === 'text' ? null : knockout.filter((choice) => kind === 'yes_no' || choices.includes(choice)),
  };
}

/** What the shared schema reads of the form: no deadline for a posting open until filled, questions by kind. */
export function toPostingInput(values: PostingFormValues): z.input<typeof PostingInputSchema> {
  return {
    ...values,
    deadline: values.open_until_filled ? null : values.deadline,
    questions: values.questions.map(toQuestionInput),
  };
}

/** The optional listing details, none given: '' is what an unchosen select and an empty field hold. */
const NO_LISTING_DETAILS = {
  employment_type: '',
  workplace: '',
  salary_min: '',
  salary_max: '',
  salary_currency: '',
  salary_period: '',
} as const satisfies Partial<PostingFormValues>;

export function newPostingValues(today = new Date()): PostingFormValues {
  const deadline = new Date(today);
  deadline.setDate(deadline.getDate() + DEFAULT_DEADLINE_DAYS);
  return {
    title: '',
    department: '',
    city: '',
    country: '',
    posting_date: toDateFieldValue(today),
    deadline: toDateFieldValue(deadline),
    open_until_filled: false,
    soft_skills: [],
    technical_skills: [],
    no_skills: false,
    questions: [blankQuestion(DEFAULT_QUESTION)],
    application_form: 'full',
    recruiter_name: '',
    recruiter_email: '',
    about_company: '',
    about_job: '',
    qualification: '',
    key_requirements: '',
    nice_to_have: '',
    other_remarks: '',
    is_active: true,
    openings: '',
    hiring_team: [],
    ...NO_LISTING_DETAILS,
  };
}

const selectedValues = (skills: Posting['soft_skills']) =>
  skills.filter((skill) => skill.selected).map((skill) => skill.value);

export function postingToFormValues(posting: Posting): PostingFormValues {
  return {
    title: posting.title,
    department: posting.department,
    city: posting.city,
    country: posting.country,
    posting_date: posting.posting_date.slice(0, 10),
    // A posting open until filled offers the usual deadline, should the recruiter give it one after all.
    deadline: posting.deadline?.slice(0, 10) ?? newPostingValues().deadline,
    open_until_filled: posting.deadline === null,
    soft_skills: selectedValues(posting.soft_skills),
    technical_skills: selectedValues(posting.technical_skills),
    no_skills: posting.no_skills,
    questions: posting.question_details.map(toQuestionDraft),
    application_form: posting.application_form,
    recruiter_name: posting.recruiter_name,
    recruiter_email: posting.recruiter_email,
    about_company: posting.about_company,
    about_job: posting.about_job,
    qualification: posting.qualification,
    key_requirements: posting.key_requirements,
    nice_to_have: posting.nice_to_have,
    other_remarks: posting.other_remarks,
    is_active: posting.is_active,
    openings: posting.openings === null ? '' : String(posting.openings),
    hiring_team: posting.hiring_team ?? [],
    employment_type: posting.employment_type ?? NO_LISTING_DETAILS.employment_type,
    workplace: posting.workplace ?? NO_LISTING_DETAILS.workplace,
    salary_min: posting.salary_min === null ? NO_LISTING_DETAILS.salary_min : String(posting.salary_min),
    salary_max: posting.salary_max === null ? NO_LISTING_DETAILS.salary_max : String(posting.salary_max),
    salary_currency: posting.salary_currency ?? NO_LISTING_DETAILS.salary_currency,
    salary_period: posting.salary_period ?? NO_LISTING_DETAILS.salary_period,
  };
}

/** The screen's title, after what the person may do with the posting: create it, change it, or read it. */
export function postingScreenTitle(saved: boolean, mayChange: boolean): string {
  if (!saved) return 'Create Job Posting';
  return mayChange ? 'Edit Job Posting' : 'Job Posting';
}
