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
/**
 * Which legal questions a posting's full form asks, by the country it is in: the United States' and Canada's
 * (eligibility, self-identification, graduation) only there; the United Kingdom's optional equality monitoring there;
 * none elsewhere, where a company asks what it needs as its own questions.
 */
type LegalQuestionSet = 'north_america' | 'uk_equality' | 'none';

export function legalQuestionSetOf(country: string): LegalQuestionSet {
  if (country === 'USA' || country === 'Canada') return 'north_america';
  return country === 'UK' ? 'uk_equality' : 'none';
}

/**
 * The UK's equality monitoring, in the categories of the Office for National Statistics' 2021 Census of England and
 * Wales and the Government Statistical Service's harmonised standards. Every question may be left unanswered or
 * declined; the answers are self-identification, kept from the company's reviewers as the others are.
 */
const UK_ETHNIC_GROUPS = [
  'White: English, Welsh, Scottish, Northern Irish or British',
  'White: Irish',
  'White: Gypsy or Irish Traveller',
  'White: Roma',
  'White: Any other White background',
  'Mixed or Multiple ethnic groups: White and Black Caribbean',
  'Mixed or Multiple ethnic groups: White and Black African',
  'Mixed or Multiple ethnic groups: White and Asian',
  'Mixed or Multiple ethnic groups: Any other Mixed or Multiple ethnic background',
  'Asian or Asian British: Indian',
  'Asian or Asian British: Pakistani',
  'Asian or Asian British: Bangladeshi',
  'Asian or Asian British: Chinese',
  'Asian or Asian British: Any other Asian background',
  'Black, Black British, Caribbean or African: Caribbean',
  'Black, Black British, Caribbean or African: African',
  'Black, Black British, Caribbean or African: Any other Black, Black British or Caribbean background',
  'Other ethnic group: Arab',
  'Other ethnic group: Any other ethnic group',
  PREFER_NOT_TO_SAY,
] as const;
const UK_SEXES = ['Female', 'Male', PREFER_NOT_TO_SAY] as const;
const UK_GENDER_IDENTITY = ['Yes', 'No', PREFER_NOT_TO_SAY] as const;
const UK_SEXUAL_ORIENTATIONS = [
  'Straight or Heterosexual',
  'Gay or Lesbian',
  'Bisexual',
  'Other sexual orientation',
  PREFER_NOT_TO_SAY,
] as const;
const UK_RELIGIONS = [
  'No religion',
  'Christian',
  'Buddhist',
  'Hindu',
  'Jewish',
  'Muslim',
  'Sikh',
  'Any other religion',
  PREFER_NOT_TO_SAY,
] as const;
const UK_HEALTH_CONDITION = ['Yes', 'No', PREFER_NOT_TO_SAY] as const;

/** Each equality monitoring question: its words as the ONS asks it, and its answers. */
export const EQUALITY_MONITORING_QUESTIONS = {
  ethnic_group: { label: 'What is your ethnic group?', options: UK_ETHNIC_GROUPS },
  sex: { label: 'What is your sex?', options: UK_SEXES },
  gender_identity: {
    label: 'Is the gender you identify with the same as your sex registered at birth?',
    options: UK_GENDER_IDENTITY,
  },
  sexual_orientation: {
    label: 'Which of the following best describes your sexual orientation?',
    options: UK_SEXUAL_ORIENTATIONS,
  },
  religion: { label: 'What is your religion?', options: UK_RELIGIONS },
  health_condition: {
    label:
      'Do you have any physical or mental health conditions or illnesses lasting or expected to last 12 months or more?',
    options: UK_HEALTH_CONDITION,
  },
} as const;
export type EqualityMonitoringQuestion = keyof typeof EQUALITY_MONITORING_QUESTIONS;

const optionalAnswer = <const Options extends readonly [string, ...string[]]>(options: Options) =>
  z.union([z.enum(options, { error: 'Choose one of the answers, or leave it empty.' }), z.literal('')]).optional();

/** The UK's equality monitoring answers: each optional, an empty answer the same as none. */
export const EqualityMonitoringSchema = z.object({
  ethnic_group: optionalAnswer(UK_ETHNIC_GROUPS),
  sex: optionalAnswer(UK_SEXES),
  gender_identity: optionalAnswer(UK_GENDER_IDENTITY),
  sexual_orientation: optionalAnswer(UK_SEXUAL_ORIENTATIONS),
  religion: optionalAnswer(UK_RELIGIONS),
  health_condition: optionalAnswer(UK_HEALTH_CONDITION),
} satisfies Record<EqualityMonitoringQuestion, unknown>);
export type EqualityMonitoring = z.infer<typeof EqualityMonitoringSchema>;

/** The answers given, without those left empty. */
export const givenEqualityAnswers = <Answers extends Partial<Record<EqualityMonitoringQuestion, string>>>(
  answers: Answers | undefined,
): Partial<Answers> =>
  Object.fromEntries(Object.entries(answers ?? {}).filter(([, value]) => value)) as Partial<Answers>;

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
  /** A UK posting's equality monitoring, where it was asked: only the answers given. */
  equality_monitoring: EqualityMonitoringSchema.optional(),
} satisfies Record<keyof LegalQuestions, unknown> & { equality_monitoring: unknown });
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
