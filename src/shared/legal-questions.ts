import { z } from 'zod';
import type { QuickFormOptionalField } from './application-forms.js';
import { APPLICATION_MESSAGES } from './applications.js';

// Self-identification is voluntary: each of its questions can be declined (decision 021).
const PREFER_NOT_TO_SAY = 'Prefer not to say';
export const WORK_ELIGIBILITY = ['Yes', 'No'] as const;
export const SEXES = ['Male', 'Female', 'Non-binary', 'Other', PREFER_NOT_TO_SAY] as const;
export const LANGUAGES = ['English', 'French', 'Spanish', 'Other'] as const;
export const RACES = ['Black', 'White', 'Hispanic', 'Asian', 'Indigenous', 'Other', PREFER_NOT_TO_SAY] as const;
export const DISABLED = ['Yes', 'No', PREFER_NOT_TO_SAY] as const;

/**
 * The voluntary self-identification answers. A company's reviewers receive them as empty strings unless the company
 * chose to show them (decision 021): hiring decisions must not see them.
 */
export const SELF_IDENTIFICATION_ANSWERS = ['sex', 'race', 'disabled'] as const;
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const GRADUATION_YEARS_AHEAD = 10;
// People apply after years of work: their graduation year lies in the past (decision 021).
const GRADUATION_YEARS_BACK = 70;

export function graduationYearRange(now = new Date()): { min: number; max: number } {
  const year = now.getFullYear();
  return { min: year - GRADUATION_YEARS_BACK, max: year + GRADUATION_YEARS_AHEAD };
}

export const LegalQuestionsSchema = z.object(
  {
    work_eligibility: z.enum(WORK_ELIGIBILITY, { error: APPLICATION_MESSAGES.fillAll }),
    sex: z.enum(SEXES, { error: APPLICATION_MESSAGES.fillAll }),
    language_preference: z.enum(LANGUAGES, { error: APPLICATION_MESSAGES.fillAll }),
    race: z.enum(RACES, { error: APPLICATION_MESSAGES.fillAll }),
    // Clients send the year as a number or as a string of digits; both count when in range, and the year is kept
    // (and answered) the way it came.
    graduation_year: z
      .union(
        [
          z.number().int(),
          z
            .string()
            .trim()
            .regex(/^\d{4}$/),
        ],
        { error: APPLICATION_MESSAGES.fillAll },
      )
      .refine((year) => {
        const { min, max } = graduationYearRange();
        return Number(year) >= min && Number(year) <= max;
      }, APPLICATION_MESSAGES.graduationYear),
    graduation_month: z.enum(MONTHS, { error: APPLICATION_MESSAGES.fillAll }),
    disabled: z.enum(DISABLED, { error: APPLICATION_MESSAGES.fillAll }),
  },
  { error: APPLICATION_MESSAGES.fillAll },
);
export type LegalQuestions = z.infer<typeof LegalQuestionsSchema>;

const QUICK_LEGAL_FIELDS: Partial<Record<QuickFormOptionalField, (keyof LegalQuestions)[]>> = {
  work_eligibility: ['work_eligibility'],
  sex: ['sex'],
  language_preference: ['language_preference'],
  race: ['race'],
  graduation: ['graduation_year', 'graduation_month'],
  disabled: ['disabled'],
};

/** The legal questions a quick form asks again, by their submission's names. */
export const quickLegalQuestions = (asked: readonly QuickFormOptionalField[]): (keyof LegalQuestions)[] =>
  asked.flatMap((field) => QUICK_LEGAL_FIELDS[field] ?? []);

/**
 * The legal answers as stored when the candidate applied: the graduation year's range moves on with the calendar.
 * An answer is empty where a quick form did not ask it, and a self-identification answer where the company's reviewers
 * may not see it.
 */
export const LegalAnswersSchema = z.object({
  work_eligibility: z.union([z.enum(WORK_ELIGIBILITY), z.literal('')]),
  sex: z.union([z.enum(SEXES), z.literal('')]),
  language_preference: z.union([z.enum(LANGUAGES), z.literal('')]),
  race: z.union([z.enum(RACES), z.literal('')]),
  graduation_year: z.union([z.number(), z.string()]),
  graduation_month: z.union([z.enum(MONTHS), z.literal('')]),
  disabled: z.union([z.enum(DISABLED), z.literal('')]),
} satisfies Record<keyof LegalQuestions, unknown>);
export type LegalAnswers = z.infer<typeof LegalAnswersSchema>;

/** What an application keeps for each legal question its quick form did not ask. */
export const UNASKED_LEGAL_ANSWERS: LegalAnswers = {
  work_eligibility: '',
  sex: '',
  language_preference: '',
  race: '',
  graduation_year: '',
  graduation_month: '',
  disabled: '',
};
