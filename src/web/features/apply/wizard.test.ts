import { describe, expect, it } from 'vitest';
import { ANSWER_MESSAGES } from '../../../shared/answers';
import { APPLICATION_MESSAGES } from '../../../shared/applications';
import { APPLY_STEPS } from '../../../shared/application-submissions';
import { type ApplicationDefaults } from '../../../shared/application-drafts';
import { graduationYearRange } from '../../../shared/legal-questions';
import { fieldMessage } from './use-wizard-form';
import {
  initialStepIndex,
  initialValues,
  previousResumeChoice,
  type Step,
  stepSchema,
  toApplication,
  toDraftValues,
  type WizardPosting,
  type WizardValues,
} from './wizard';

const posting: WizardPosting = {
  id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  questions: ['Tell me about yourself?'],
  question_details: [],
  application_form: 'full',
  quick_form_fields: [],
  country: 'USA',
};
const profile: ApplicationDefaults = {
  values: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '+44 20 5555 0100',
    country: 'UK',
    address: '12 St James Sq',
    short_bio: 'Programmer.',
    city: 'London',
    province: 'Greater London',
    postal_code: 'SW1Y 4JH',
  },
  email: 'ada@example.test',
  resume: null,
};

/** A candidate who applied before: their legal answers and their last resume. */
const appliedBefore: ApplicationDefaults = {
  ...profile,
  values: {
    ...profile.values,
    legal_questions: {
      work_eligibility: 'Yes',
      sex: 'Female',
      language_preference: 'English',
      race: 'Other',
      disabled: 'No',
      graduation_month: 'June',
      graduation_year: String(graduationYearRange().max),
    },
  },
  resume: {
    file_id: '0b7a4c1e-2d3f-4a5b-8c6d-7e8f9a0b1c2d',
    name: 'my-cv.pdf',
    size: 120_000,
    type: 'application/pdf',
    uploaded_at: '2026-11-12T10:00:00.000Z',
    url: '/api/files/0b7a4c1e-2d3f-4a5b-8c6d-7e8f9a0b1c2d',
  },
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

const firstMessage = (step: Step, values: WizardValues, on: WizardPosting = posting) => {
  const result = stepSchema(step, on)!.safeParse(values);
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
    const application = toApplication(posting, completed());
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
    expect(APPLY_STEPS[initialStepIndex(APPLY_STEPS, draft)]).toBe('Assessment');
    expect(initialStepIndex(APPLY_STEPS, null)).toBe(0);
  });

  it('applies with the source of the link the candidate came by, and a draft keeps the one it was started with', () => {
    expect(initialValues(posting, profile, null, 'linkedin').source).toBe('linkedin');
    expect(toApplication(posting, { ...completed(), source: 'linkedin' }).data?.source).toBe('linkedin');
    expect(toApplication(posting, completed()).data?.source).toBeNull();

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

  it('starts a second application from the first: every field it can, the last resume chosen, the profile kept', () => {
    const values = initialValues(posting, appliedBefore);
    for (const step of ['Personal Information', 'Legal', 'Documents'] as const) {
      expect(firstMessage(step, values)).toBeUndefined();
    }
    expect(values.legal).toEqual(appliedBefore.values.legal_questions);
    expect(values.resume).toEqual({
      name: 'my-cv.pdf',
      size: 120_000,
      type: 'application/pdf',
      file_id: appliedBefore.resume!.file_id,
      uploaded_at: appliedBefore.resume!.uploaded_at,
    });
    expect(values.saveToProfile).toBe(true);

    values.questions[0]!.answer = 'I wrote the first program.';
    const application = toApplication(posting, values);
    expect(application.data).toMatchObject({ resume_file_id: appliedBefore.resume!.file_id });
    expect(application.data).not.toHaveProperty('resume');
  });

  it('lets a draft for the posting win over where a new application starts, and keeps its resume', () => {
    const draft = {
      step: 'Legal' as const,
      values: { first_name: 'Augusta', phone: '', legal_questions: { sex: 'Non-binary' } },
      resume: { name: 'newer.pdf', size: 1200, type: 'application/pdf', url: '/api/files/y' },
      updated_at: new Date().toISOString(),
    };
    const values = initialValues(posting, appliedBefore, draft);
    expect(values.personal).toMatchObject({ first_name: 'Augusta', phone: '', last_name: 'Lovelace' });
    expect(values.legal).toMatchObject({ sex: 'Non-binary', work_eligibility: 'Yes' });
    expect(values.resume).toEqual({ name: 'newer.pdf', size: 1200, type: 'application/pdf' });
    expect(values.resume).not.toHaveProperty('file_id');
    // Choosing the earlier resume again over the upload is the draft's choice too.
    const chosen = { ...values, resume: previousResumeChoice(appliedBefore.resume!) };
    const backAgain = initialValues(posting, appliedBefore, { ...draft, values: toDraftValues(chosen) });
    expect(backAgain.resume).toEqual(chosen.resume);
    const turnedOff = initialValues(posting, appliedBefore, { ...draft, values: { save_to_profile: false } });
    expect(turnedOff.saveToProfile).toBe(false);
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

describe('a quick posting’s one screen', () => {
  const quick: WizardPosting = {
    ...posting,
    questions: ['May you work here?', 'Which shifts?'],
    question_details: [
      { text: 'May you work here?', kind: 'yes_no', options: ['Yes', 'No'], knockout: ['No'] },
      { text: 'Which shifts?', kind: 'several', options: ['Day', 'Night'], knockout: null },
    ],
    application_form: 'quick',
    quick_form_fields: ['city'],
  };

  function filled(): WizardValues {
    const values = initialValues(quick, undefined);
    values.personal = { ...values.personal, first_name: 'Ada', last_name: 'Lovelace', phone: '+1 416 555 0101' };
    values.personal.city = 'Toronto';
    values.questions = [
      { question: 'May you work here?', answer: 'No' },
      { question: 'Which shifts?', answer: 'Night\nDay' },
    ];
    values.resume = { name: 'resume.pdf', size: 4, type: 'application/pdf' };
    return values;
  }

  it('asks name, phone, what the company asks again, the answers by kind and the resume', () => {
    expect(firstMessage('Your application', filled(), quick)).toBeUndefined();
    const noCity = filled();
    noCity.personal.city = '';
    expect(firstMessage('Your application', noCity, quick)).toBe(APPLICATION_MESSAGES.fillAll);
    const maybe = filled();
    maybe.questions[0]!.answer = 'Maybe';
    expect(firstMessage('Your application', maybe, quick)).toBe(ANSWER_MESSAGES.yes_no('May you work here?'));
  });

  it('sends only what it asks', () => {
    const application = toApplication(quick, filled());
    expect(application.success).toBe(true);
    expect(application.data).toEqual({
      posting_id: quick.id,
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '+1 416 555 0101',
      city: 'Toronto',
      questions: [
        { question: 'May you work here?', answer: 'No' },
        { question: 'Which shifts?', answer: 'Night\nDay' },
      ],
      source: null,
    });
  });
});
