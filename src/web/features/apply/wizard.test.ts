import { describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES, graduationYearRange } from '../../../shared/applications';
import { fieldMessage } from './use-wizard-form';
import type { Posting } from '../../../shared/postings';
import type { CandidateProfile } from '../../../shared/profiles';
import {
  initialStepIndex,
  initialValues,
  STEP_SCHEMAS,
  STEPS,
  toApplication,
  toDraftValues,
  type WizardValues,
} from './wizard';

const posting = { id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', questions: ['Tell me about yourself?'] } as Posting;
const profile: CandidateProfile = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '+44 20 5555 0100',
  country: 'UK',
  address: '12 St James Sq',
  short_bio: 'Programmer.',
  bio: 'Programmer.',
  city: 'London',
  province: 'Greater London',
  postal_code: 'SW1Y 4JH',
  email: 'ada@example.test',
};

function completed(): WizardValues {
  const values = initialValues(posting, profile);
  values.legal = {
    work_eligibility: 'Yes',
    sex: 'Female',
    language_preference: 'English',
    race: 'Other',
    disabled: 'No',
    graduation_month: 'June',
    graduation_year: String(graduationYearRange().max),
  };
  values.questions[0]!.answer = 'I wrote the first program.';
  values.resume = { name: 'resume.pdf', size: 4, type: 'application/pdf' };
  return values;
}

const firstMessage = (step: keyof typeof STEP_SCHEMAS, values: WizardValues) => {
  const result = STEP_SCHEMAS[step]!.safeParse(values);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('apply wizard steps', () => {
  it('prefills the personal step from the profile, bio included', () => {
    const values = initialValues(posting, profile);
    expect(values.personal.bio).toBe('Programmer.');
    expect(values.personal.email).toBe('ada@example.test');
    expect(firstMessage('Personal Information', values)).toBeUndefined();
  });

  it('refuses each step while something is missing, with the specification message', () => {
    const empty = initialValues(posting, undefined);
    for (const step of ['Personal Information', 'Legal', 'Assessment', 'Documents'] as const) {
      expect(firstMessage(step, empty)).toBe(APPLICATION_MESSAGES.fillAll);
    }
    const noBio = completed();
    noBio.personal.bio = '  ';
    expect(firstMessage('Personal Information', noBio)).toBe(APPLICATION_MESSAGES.fillAll);
  });

  it('refuses a graduation year beyond ten years from now', () => {
    const values = completed();
    values.legal.graduation_year = String(graduationYearRange().max + 1);
    expect(firstMessage('Legal', values)).toBe(APPLICATION_MESSAGES.graduationYear);
  });

  it('builds the submission with the bio as short_bio and the year as a number, leaving the resume to the draft', () => {
    const application = toApplication(posting.id, completed());
    expect(application.success).toBe(true);
    expect(application.data).toMatchObject({
      posting_id: posting.id,
      first_name: 'Ada',
      short_bio: 'Programmer.',
      questions: [{ question: 'Tell me about yourself?', answer: 'I wrote the first program.' }],
      legal_questions: { graduation_year: graduationYearRange().max, sex: 'Female' },
    });
    expect(application.data).not.toHaveProperty('bio');
    expect(application.data).not.toHaveProperty('resume');
  });

  it('starts from the draft where there is one: its step, its answers over the profile, its resume', () => {
    const typed = completed();
    typed.personal.phone = '+1 41';
    typed.saveToProfile = true;
    const draft = {
      step: 'Assessment' as const,
      values: toDraftValues(typed),
      resume: { name: 'cv.pdf', size: 1200, type: 'application/pdf', url: '/api/files/x' },
      updated_at: new Date().toISOString(),
    };
    const restored = initialValues(posting, profile, draft);
    expect(restored).toEqual({ ...typed, resume: { name: 'cv.pdf', size: 1200, type: 'application/pdf' } });
    expect(STEPS[initialStepIndex(draft)]).toBe('Assessment');
    expect(initialStepIndex(null)).toBe(0);
  });

  it('applies with the source of the link the candidate came by, and a draft keeps the one it was started with', () => {
    expect(initialValues(posting, profile, null, 'linkedin').source).toBe('linkedin');
    expect(toApplication(posting.id, { ...completed(), source: 'linkedin' }).data?.source).toBe('linkedin');
    expect(toApplication(posting.id, completed()).data?.source).toBeNull();

    const draft = {
      step: 'Legal' as const,
      values: toDraftValues({ ...completed(), source: 'linkedin' }),
      resume: null,
      updated_at: new Date().toISOString(),
    };
    expect(draft.values.source).toBe('linkedin');
    expect(initialValues(posting, profile, draft, 'facebook').source).toBe('linkedin');
    const directDraft = { ...draft, values: toDraftValues(completed()) };
    expect(initialValues(posting, profile, directDraft, 'facebook').source).toBe('facebook');
  });

  it('drops the answer to a question the posting no longer asks', () => {
    const draft = {
      step: 'Assessment' as const,
      values: { questions: [{ question: 'An old question?', answer: 'Old answer' }] },
      resume: null,
      updated_at: new Date().toISOString(),
    };
    expect(initialValues(posting, profile, draft).questions).toEqual([
      { question: 'Tell me about yourself?', answer: '' },
    ]);
  });

  it('has each empty field name what it needs, and keeps any other message as the rule words it', () => {
    const fillAll = APPLICATION_MESSAGES.fillAll;
    expect(fieldMessage(['personal', 'phone'], fillAll)).toBe('Enter a phone number');
    expect(fieldMessage(['questions', 0, 'answer'], fillAll)).toBe('Answer this question');
    expect(fieldMessage(['legal', 'graduation_month'], fillAll)).toBe('Choose a graduation month');
    expect(fieldMessage(['personal', 'phone'], 'Enter a valid phone number')).toBe('Enter a valid phone number');
    expect(fieldMessage(['legal', 'graduation_year'], APPLICATION_MESSAGES.graduationYear)).toBe(
      APPLICATION_MESSAGES.graduationYear,
    );
  });
});
