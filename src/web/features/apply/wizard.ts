import { z } from 'zod';
import {
  AnswerSchema,
  APPLY_MESSAGES,
  LegalQuestionsSchema,
  NewApplicationSchema,
  PERSONAL_LIMITS,
  PersonalInformationSchema,
  type CandidateProfile,
  type NewApplication,
} from '../../../shared/apply';
import type { Posting } from '../../../shared/postings';

export const STEPS = ['Post', 'Personal Information', 'Legal', 'Assessment', 'Documents', 'Review', 'Success'] as const;
export type Step = (typeof STEPS)[number];

export interface ResumeFile {
  name: string;
  size: number;
  dataUrl: string;
}

/** What the wizard's fields hold: text as typed, choices as their option text, the resume as a data URL. */
export interface WizardValues {
  personal: {
    first_name: string;
    last_name: string;
    phone: string;
    country: string;
    address: string;
    bio: string;
    city: string;
    province: string;
    postal_code: string;
    email: string;
  };
  legal: {
    work_eligibility: string;
    sex: string;
    language_preference: string;
    race: string;
    disabled: string;
    graduation_month: string;
    graduation_year: string;
  };
  questions: { question: string; answer: string }[];
  resume: ResumeFile | null;
}

// The wizard asks for a bio as well (the submission keeps it as short_bio), so the personal step requires it too.
const PersonalStepSchema = PersonalInformationSchema.extend({
  bio: z
    .string({ error: APPLY_MESSAGES.fillAll })
    .trim()
    .min(1, APPLY_MESSAGES.fillAll)
    .max(PERSONAL_LIMITS.bio, `Must be at most ${PERSONAL_LIMITS.bio} characters`),
});

const ResumeSchema = z.object(
  { name: z.string().min(1), size: z.number(), dataUrl: z.string().min(1, APPLY_MESSAGES.fillAll) },
  { error: APPLY_MESSAGES.fillAll },
);

/** The rule each step must pass before Next; each reads only its own part of the wizard's values. */
export const STEP_SCHEMAS: Partial<Record<Step, z.ZodType>> = {
  'Personal Information': z.object({ personal: PersonalStepSchema }),
  Legal: z.object({ legal: LegalQuestionsSchema }),
  Assessment: z.object({ questions: z.array(AnswerSchema) }),
  Documents: z.object({ resume: ResumeSchema }),
};

/** Fresh values for a posting, with the personal details the candidate's profile already holds. */
export function initialValues(posting: Posting, profile: CandidateProfile | undefined): WizardValues {
  return {
    personal: {
      first_name: profile?.first_name ?? '',
      last_name: profile?.last_name ?? '',
      phone: profile?.phone ?? '',
      country: profile?.country ?? '',
      address: profile?.address ?? '',
      bio: profile?.short_bio ?? '',
      city: profile?.city ?? '',
      province: profile?.province ?? '',
      postal_code: profile?.postal_code ?? '',
      email: profile?.email ?? '',
    },
    legal: {
      work_eligibility: '',
      sex: '',
      language_preference: '',
      race: '',
      disabled: '',
      graduation_month: '',
      graduation_year: '',
    },
    questions: posting.questions.map((question) => ({ question, answer: '' })),
    resume: null,
  };
}

/** The submission as the API takes it, checked by the same schema the server uses (the bio goes as short_bio). */
export function toApplication(postingId: string, values: WizardValues): z.ZodSafeParseResult<NewApplication> {
  const { bio, ...personal } = values.personal;
  return NewApplicationSchema.safeParse({
    ...personal,
    posting_id: postingId,
    short_bio: bio,
    resume: values.resume?.dataUrl ?? '',
    questions: values.questions,
    legal_questions: { ...values.legal, graduation_year: Number(values.legal.graduation_year) },
  });
}
