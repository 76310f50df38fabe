import { z } from 'zod';
import { type Answer, answerByKind, AnswerSchema } from '../../../shared/answers';
import { APPLICATION_MESSAGES } from '../../../shared/applications';
import {
  applicationSchemaFor,
  type ApplicationSubmission,
  APPLY_STEPS,
  NewApplicationSchema,
  PersonalInformationSchema,
  QUICK_APPLY_STEPS,
  QUICK_PERSONAL_FIELDS,
} from '../../../shared/application-submissions';
import {
  type ApplicationDefaults,
  type ApplicationDraft,
  type ApplicationDraftValues,
  type DraftResume,
  type PreviousResume,
} from '../../../shared/application-drafts';
import {
  type EqualityMonitoring,
  EqualityMonitoringSchema,
  givenEqualityAnswers,
  legalQuestionSetOf,
  type LegalQuestions,
  LegalQuestionsSchema,
  quickLegalQuestions,
} from '../../../shared/legal-questions';
import { type Posting } from '../../../shared/postings';
import { type QuestionDetail, questionDetailsOf } from '../../../shared/questions';
import type { CandidateProfileInput } from '../../../shared/profiles';

export type Step = (typeof APPLY_STEPS)[number] | (typeof QUICK_APPLY_STEPS)[number];

/** A posting's form as the wizard reads it: how it asks, what a quick form asks again, and its questions' kinds. */
export type WizardPosting = Pick<
  Posting,
  'id' | 'questions' | 'question_details' | 'application_form' | 'quick_form_fields' | 'country'
>;

/** The full wizard's steps, or the quick form's three. */
export const stepsOf = (posting: Pick<Posting, 'application_form'>): readonly Step[] =>
  posting.application_form === 'quick' ? QUICK_APPLY_STEPS : APPLY_STEPS;

/** The personal fields a quick posting asks beyond name and phone. */
export const quickPersonalFields = (posting: WizardPosting) =>
  QUICK_PERSONAL_FIELDS.filter((field) => posting.quick_form_fields.includes(field));

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
  /** A UK posting's optional equality monitoring; never kept in the draft. */
  equality: AsTyped<EqualityMonitoring>;
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

/** Each answer to its question's kind, with the message naming the question under its own field. */
const answersSchema = (details: readonly QuestionDetail[]) =>
  z.array(AnswerSchema).superRefine((answers, context) => {
    answers.forEach((pair, index) => {
      const detail = details[index];
      const kept = detail && answerByKind(detail, pair.answer);
      if (kept && 'refusal' in kept)
        context.addIssue({ code: 'custom', message: kept.refusal, path: [index, 'answer'] });
    });
  });

/** The quick form's one screen: name and phone, what the company asks again, the answers and the resume. */
function quickStepSchema(posting: WizardPosting, details: readonly QuestionDetail[]) {
  const personal = PersonalInformationSchema.pick({ first_name: true, last_name: true, phone: true }).extend(
    Object.fromEntries(quickPersonalFields(posting).map((field) => [field, PersonalInformationSchema.shape[field]])),
  );
  const legal = quickLegalQuestions(posting.quick_form_fields);
  return z.object({
    personal: posting.quick_form_fields.includes('bio')
      ? personal.extend({ bio: PersonalStepSchema.shape.bio })
      : personal,
    legal: LegalQuestionsSchema.pick(
      Object.fromEntries(legal.map((field) => [field, true])) as Partial<Record<keyof LegalQuestions, true>>,
    ),
    questions: answersSchema(details),
    resume: ResumeSchema,
  });
}

/** The quick form of someone without an account, who types the address the application's news goes to. */
export function guestFormSchema(posting: WizardPosting): z.ZodType {
  const quick = quickStepSchema(posting, questionDetailsOf(posting.questions, posting.question_details));
  return quick.extend({
    personal: quick.shape.personal.extend({ email: PersonalInformationSchema.shape.email }),
  });
}

/** The rule a step must pass before Next (or the quick form's Submit); each reads only its own part of the values. */
export function stepSchema(step: Step, posting: WizardPosting): z.ZodType | undefined {
  const details = questionDetailsOf(posting.questions, posting.question_details);
  switch (step) {
    case 'Personal Information':
      return z.object({ personal: PersonalStepSchema });
    case 'Legal':
      // The questions of the posting's country: the UK's are each optional, and elsewhere there are none.
      switch (legalQuestionSetOf(posting.country)) {
        case 'north_america':
          return z.object({ legal: LegalQuestionsSchema });
        case 'uk_equality':
          return z.object({ equality: EqualityMonitoringSchema });
        default:
          return undefined;
      }
    case 'Assessment':
      return z.object({ questions: answersSchema(details) });
    case 'Documents':
      return z.object({ resume: ResumeSchema });
    case 'Your application':
      return quickStepSchema(posting, details);
    default:
      return undefined;
  }
}

/**
 * Where the wizard starts: the draft's answers when the candidate has one, else where a new application starts
 * (their profile and latest application, and its resume). Answers follow their question, so a question the
 * recruiter changed since starts empty. The source is the draft's when it has one: the link that started the
 * application, not one followed back to it later.
 */
export function initialValues(
  posting: Pick<Posting, 'questions'>,
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
    equality: {
      ethnic_group: '',
      sex: '',
      gender_identity: '',
      sexual_orientation: '',
      religion: '',
      health_condition: '',
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

/** The step a draft was left on, as an index into the posting's steps; a step of the other form starts over. */
export function initialStepIndex(steps: readonly Step[], draft: ApplicationDraft | null | undefined): number {
  return draft ? Math.max(steps.indexOf(draft.step), 0) : 0;
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
 * The submission as the API takes it, checked by the same schema the server holds the posting's form to (the bio
 * goes as short_bio); a quick form sends only what it asks. The resume's bytes are not in it: an uploaded one went to
 * the draft when chosen, and the server takes it from there; an earlier application's goes by its file id.
 */
export function toApplication(
  posting: WizardPosting,
  values: WizardValues,
): z.ZodSafeParseResult<ApplicationSubmission> {
  const { bio, email: _email, ...personal } = values.personal;
  const quick = posting.application_form === 'quick';
  const set = quick ? 'north_america' : legalQuestionSetOf(posting.country);
  const asked =
    set !== 'north_america'
      ? []
      : quick
        ? quickLegalQuestions(posting.quick_form_fields)
        : (Object.keys(values.legal) as (keyof LegalQuestions)[]);
  const legal = Object.fromEntries(asked.map((field) => [field, values.legal[field]]));
  return applicationSchemaFor(posting.application_form, posting.quick_form_fields, posting.country).safeParse({
    first_name: personal.first_name,
    last_name: personal.last_name,
    phone: personal.phone,
    ...Object.fromEntries(
      (quick ? quickPersonalFields(posting) : QUICK_PERSONAL_FIELDS).map((field) => [field, personal[field]]),
    ),
    posting_id: posting.id,
    ...((!quick || posting.quick_form_fields.includes('bio')) && { short_bio: bio }),
    questions: values.questions,
    ...(asked.length > 0 && {
      legal_questions: {
        ...legal,
        ...('graduation_year' in legal && { graduation_year: Number(values.legal.graduation_year) }),
      },
    }),
    ...(set === 'uk_equality' && { equality_monitoring: givenEqualityAnswers(values.equality) }),
    source: values.source,
    resume_file_id: values.resume?.file_id,
  });
}
