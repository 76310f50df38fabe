import { z } from 'zod';
import {
  type Answer,
  AnswerSchema,
  APPLICATION_MESSAGES,
  type LegalQuestions,
  LegalQuestionsSchema,
  type NewApplication,
  NewApplicationSchema,
  PersonalInformationSchema,
} from '../../../shared/applications';
import type { Posting } from '../../../shared/postings';
import type { CandidateProfile } from '../../../shared/profiles';

export const STEPS = ['Post', 'Personal Information', 'Legal', 'Assessment', 'Documents', 'Review', 'Success'] as const;
export type Step = (typeof STEPS)[number];

export interface ResumeFile {
  name: string;
  size: number;
  dataUrl: string;
}

/** Every field of a schema as a box of text: the wizard holds answers as typed and choices as their option text. */
type AsTyped<Values> = { [Field in keyof Values]-?: string };

/** What the wizard's fields hold: the submission's fields as typed, with the bio beside them and the chosen resume. */
export interface WizardValues {
  personal: AsTyped<z.input<typeof PersonalInformationSchema>> & { bio: string };
  legal: AsTyped<LegalQuestions>;
  questions: Answer[];
  resume: ResumeFile | null;
}

// The specification's wizard requires a bio, while a submission may come without one (Appendix B): the personal
// step adds the requirement to the submission's own rule for it.
const PersonalStepSchema = PersonalInformationSchema.extend({
  bio: NewApplicationSchema.shape.bio.unwrap().min(1, APPLICATION_MESSAGES.fillAll),
});

const ResumeSchema = z.object(
  { name: z.string().min(1), size: z.number(), dataUrl: z.string().min(1, APPLICATION_MESSAGES.fillAll) },
  { error: APPLICATION_MESSAGES.fillAll },
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
