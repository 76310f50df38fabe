import { z } from 'zod';
import {
  type Answer,
  AnswerSchema,
  APPLICATION_MESSAGES,
  APPLY_STEPS,
  type ApplicationDefaults,
  type ApplicationDraft,
  type ApplicationDraftValues,
  type DraftResume,
  type LegalQuestions,
  LegalQuestionsSchema,
  type NewApplication,
  NewApplicationSchema,
  PersonalInformationSchema,
  type PreviousResume,
} from '../../../shared/applications';
import type { Posting } from '../../../shared/postings';
import type { CandidateProfileInput } from '../../../shared/profiles';

export const STEPS = APPLY_STEPS;
export type Step = (typeof STEPS)[number];

/**
 * The chosen resume: the one uploaded to the draft, or an earlier application's, which carries its file id and
 * upload date and goes again without being uploaded.
 */
export type ResumeFile = Pick<DraftResume, 'name' | 'size' | 'type'> &
  Partial<Pick<PreviousResume, 'file_id' | 'uploaded_at'>>;

/** Every field of a schema as a box of text: the wizard holds answers as typed and choices as their option text. */
type AsTyped<Values> = { [Field in keyof Values]-?: string };

/** What the wizard's fields hold: the submission's fields as typed, with the bio beside them and the chosen resume. */
export interface WizardValues {
  personal: AsTyped<z.input<typeof PersonalInformationSchema>> & { bio: string };
  legal: AsTyped<LegalQuestions>;
  questions: Answer[];
  resume: ResumeFile | null;
  /** Whether the personal step's details go back to the candidate's profile. */
  saveToProfile: boolean;
  /** Where the candidate came from, carried into the draft and the submission; no field shows it. */
  source: string | null;
}

// The specification's wizard requires a bio, while a submission may come without one (Appendix B): the personal
// step adds the requirement to the submission's own rule for it.
const PersonalStepSchema = PersonalInformationSchema.extend({
  bio: NewApplicationSchema.shape.bio.unwrap().min(1, APPLICATION_MESSAGES.fillAll),
});

const ResumeSchema = z.object(
  { name: z.string().min(1, APPLICATION_MESSAGES.fillAll), size: z.number(), type: z.string() },
  { error: APPLICATION_MESSAGES.fillAll },
);

/** The rule each step must pass before Next; each reads only its own part of the wizard's values. */
export const STEP_SCHEMAS: Partial<Record<Step, z.ZodType>> = {
  'Personal Information': z.object({ personal: PersonalStepSchema }),
  Legal: z.object({ legal: LegalQuestionsSchema }),
  Assessment: z.object({ questions: z.array(AnswerSchema) }),
  Documents: z.object({ resume: ResumeSchema }),
};

/**
 * Where the wizard starts: the draft's answers when the candidate has one, else where a new application starts
 * (their profile and latest application, and its resume). Answers follow their question, so a question the
 * recruiter changed since starts empty. The source is the draft's when it has one: the link that started the
 * application, not one followed back to it later.
 */
export function initialValues(
  posting: Posting,
  defaults: ApplicationDefaults | undefined,
  draft?: ApplicationDraft | null,
  source: string | null = null,
): WizardValues {
  const saved: ApplicationDraftValues = draft?.values ?? {};
  const known: ApplicationDraftValues = defaults?.values ?? {};
  const legal = { ...known.legal_questions, ...saved.legal_questions };
  const answerOf = new Map((saved.questions ?? []).map((pair) => [pair.question, pair.answer]));
  return {
    personal: {
      first_name: saved.first_name ?? known.first_name ?? '',
      last_name: saved.last_name ?? known.last_name ?? '',
      phone: saved.phone ?? known.phone ?? '',
      country: saved.country ?? known.country ?? '',
      address: saved.address ?? known.address ?? '',
      bio: saved.short_bio ?? known.short_bio ?? '',
      city: saved.city ?? known.city ?? '',
      province: saved.province ?? known.province ?? '',
      postal_code: saved.postal_code ?? known.postal_code ?? '',
      email: defaults?.email ?? '',
    },
    legal: {
      work_eligibility: legal.work_eligibility ?? '',
      sex: legal.sex ?? '',
      language_preference: legal.language_preference ?? '',
      race: legal.race ?? '',
      disabled: legal.disabled ?? '',
      graduation_month: legal.graduation_month ?? '',
      graduation_year: legal.graduation_year ?? '',
    },
    questions: posting.questions.map((question) => ({ question, answer: answerOf.get(question) ?? '' })),
    resume: startingResume(defaults?.resume ?? null, draft?.resume ?? null, saved.resume_file_id),
    // On unless the candidate turned it off: the next application then starts from what they typed.
    saveToProfile: saved.save_to_profile ?? true,
    source: saved.source ?? source,
  };
}

/**
 * The resume the wizard starts with: the draft's choice when it made one (an upload, or the earlier resume it chose
 * over an upload), else the candidate's last resume, offered again.
 */
function startingResume(
  previous: PreviousResume | null,
  uploaded: DraftResume | null,
  chosenFileId: string | undefined,
): ResumeFile | null {
  if (previous && (!uploaded || chosenFileId === previous.file_id)) return previousResumeChoice(previous);
  return uploaded && { name: uploaded.name, size: uploaded.size, type: uploaded.type };
}

/** An earlier application's resume as the wizard holds it once chosen. */
export function previousResumeChoice(resume: PreviousResume): ResumeFile {
  return {
    name: resume.name,
    size: resume.size,
    type: resume.type,
    file_id: resume.file_id,
    uploaded_at: resume.uploaded_at,
  };
}

/** The step a draft was left on, as an index into STEPS. */
export function initialStepIndex(draft: ApplicationDraft | null | undefined): number {
  return draft ? Math.max(STEPS.indexOf(draft.step), 0) : 0;
}

/** What the draft keeps of the wizard: everything typed, under the submission's names; the resume is kept apart. */
export function toDraftValues(values: WizardValues): ApplicationDraftValues {
  const { bio, email: _email, ...personal } = values.personal;
  return {
    ...personal,
    short_bio: bio,
    questions: values.questions,
    legal_questions: values.legal,
    save_to_profile: values.saveToProfile,
    resume_file_id: values.resume?.file_id,
    source: values.source,
  };
}

/** The personal step's details as the profile keeps them. */
export function toProfileDetails(values: WizardValues): CandidateProfileInput {
  const { bio, email: _email, ...personal } = values.personal;
  return { ...personal, short_bio: bio };
}

/**
 * The submission as the API takes it, checked by the same schema the server uses (the bio goes as short_bio). The
 * resume's bytes are not in it: an uploaded one went to the draft when chosen, and the server takes it from there; an
 * earlier application's goes by its file id.
 */
export function toApplication(postingId: string, values: WizardValues): z.ZodSafeParseResult<NewApplication> {
  const { bio, email: _email, ...personal } = values.personal;
  return NewApplicationSchema.safeParse({
    ...personal,
    posting_id: postingId,
    short_bio: bio,
    questions: values.questions,
    legal_questions: { ...values.legal, graduation_year: Number(values.legal.graduation_year) },
    source: values.source,
    resume_file_id: values.resume?.file_id,
  });
}
