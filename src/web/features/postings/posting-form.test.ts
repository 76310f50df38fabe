import { describe, expect, it } from 'vitest';
import { DEFAULT_QUESTION } from '../../../shared/posting-form';
import { blankQuestion, hasEmptyRequiredField, newPostingValues, toPostingInput } from './posting-form';

describe('job posting form values', () => {
  it('starts a new posting today, with a deadline 30 days later, one question and active', () => {
    const values = newPostingValues(new Date(2025, 0, 5));
    expect(values.posting_date).toBe('2025-01-05');
    expect(values.deadline).toBe('2025-02-04');
    expect(values.questions).toEqual([blankQuestion(DEFAULT_QUESTION)]);
    expect(values.is_active).toBe(true);
  });

  it('finds an empty required field, but not an empty optional one', () => {
    const complete = {
      ...newPostingValues(),
      title: 'Engineer',
      department: 'R&D',
      city: 'Toronto',
      country: 'Canada' as const,
      soft_skills: ['Teamwork'],
      technical_skills: ['Go'],
      recruiter_name: 'Rita',
      recruiter_email: 'rita@example.test',
      about_company: '<p>Us</p>',
      about_job: '<p>Job</p>',
      qualification: '<p>Q</p>',
      key_requirements: '<p>K</p>',
    };
    expect(hasEmptyRequiredField(complete)).toBe(false);
    expect(hasEmptyRequiredField({ ...complete, nice_to_have: '', other_remarks: '' })).toBe(false);
    expect(hasEmptyRequiredField({ ...complete, title: '   ' })).toBe(true);
    expect(hasEmptyRequiredField({ ...complete, soft_skills: [] })).toBe(true);
    expect(hasEmptyRequiredField({ ...complete, questions: [blankQuestion()] })).toBe(true);
  });

  it("waives a remote job's place, the deadline of one open until filled, skills when none, a quick form's questions", () => {
    const complete = {
      ...newPostingValues(),
      title: 'Engineer',
      department: 'R&D',
      recruiter_name: 'Rita',
      recruiter_email: 'rita@example.test',
      about_company: '<p>Us</p>',
      about_job: '<p>Job</p>',
      qualification: '<p>Q</p>',
      key_requirements: '<p>K</p>',
      deadline: '',
      questions: [],
    };
    expect(hasEmptyRequiredField(complete)).toBe(true);
    expect(
      hasEmptyRequiredField({
        ...complete,
        workplace: 'remote',
        open_until_filled: true,
        no_skills: true,
        application_form: 'quick',
      }),
    ).toBe(false);
  });

  it('sends no deadline for a job open until filled, and each question with what its kind uses', () => {
    const input = toPostingInput({
      ...newPostingValues(),
      open_until_filled: true,
      questions: [
        { ...blankQuestion('Can you drive?'), kind: 'yes_no', options: ['kept from before'], knockout: ['No'] },
        { ...blankQuestion('Years?'), kind: 'number', knockout: ['No'], lowest: '2', highest: '' },
        { ...blankQuestion('Why?'), knockout: ['Yes'] },
      ],
    });
    expect(input.deadline).toBeNull();
    expect(input.questions).toEqual([
      { text: 'Can you drive?', kind: 'yes_no', options: [], knockout: ['No'] },
      { text: 'Years?', kind: 'number', knockout: { min: 2, max: null } },
      { text: 'Why?', kind: 'text', options: [], knockout: null },
    ]);
  });
});
