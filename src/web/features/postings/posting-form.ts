import { z } from 'zod';
import { DEFAULT_DEADLINE_DAYS, DEFAULT_QUESTION, type Posting, PostingInputSchema } from '../../../shared/postings';
import { toDateFieldValue } from '../../lib/dates';

/**
 * What the form holds: the shared schema's input, with dates as the 'YYYY-MM-DD' of a date field, '' for a country
 * not chosen yet and skills as their names (the schema refuses both empty values with the required message).
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
> & {
  city: string;
  country: string;
  soft_skills: string[];
  technical_skills: string[];
  questions: string[];
  posting_date: string;
  deadline: string;
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

export function hasEmptyRequiredField(values: PostingFormValues): boolean {
  return REQUIRED_FIELDS.some((field) => {
    const value = values[field];
    if (Array.isArray(value)) return value.every((item) => item.trim() === '');
    return value.trim() === '';
  });
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
    soft_skills: [],
    technical_skills: [],
    questions: [DEFAULT_QUESTION],
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
    deadline: posting.deadline?.slice(0, 10) ?? '',
    soft_skills: selectedValues(posting.soft_skills),
    technical_skills: selectedValues(posting.technical_skills),
    questions: posting.questions.length > 0 ? [...posting.questions] : [DEFAULT_QUESTION],
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
