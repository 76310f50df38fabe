import { describe, expect, it } from 'vitest';
import { ANSWER_MESSAGES, answerByKind, knocksOut } from './answers.js';
import { APPLICATION_MESSAGES } from './applications.js';
import { applicationSchemaFor } from './application-submissions.js';
import { isApplicationName } from './offers.js';
import type { QuestionDetail } from './questions.js';

describe('signing an offer answer with the full name', () => {
  it('takes the first and last name whatever their case and spaces', () => {
    for (const typed of ['Ada Lovelace', 'ada lovelace', '  ADA   LoveLace ', 'AdaLovelace'])
      expect(isApplicationName(typed, 'Ada', 'Lovelace'), typed).toBe(true);
    expect(isApplicationName('Mary Ann Evans', 'Mary Ann', 'Evans')).toBe(true);
  });

  it('refuses another name, half of it, or the names in the other order', () => {
    for (const typed of ['Ada', 'Lovelace', 'Lovelace Ada', 'Ada Byron', 'Ada Lovelace-King', ''])
      expect(isApplicationName(typed, 'Ada', 'Lovelace'), typed).toBe(false);
  });
});

describe('answers by their question’s kind', () => {
  const question = (
    kind: QuestionDetail['kind'],
    options: string[] = [],
    knockout: QuestionDetail['knockout'] = null,
  ) => ({ text: 'Which?', kind, options, knockout }) satisfies QuestionDetail;

  it('keeps Yes or No, one option, chosen options one a line, and a number as typed', () => {
    expect(answerByKind(question('yes_no', ['Yes', 'No']), 'No')).toEqual({ answer: 'No' });
    expect(answerByKind(question('one', ['Day', 'Night']), 'Night')).toEqual({ answer: 'Night' });
    expect(answerByKind(question('several', ['A', 'B', 'C']), 'C\n A\n\nC')).toEqual({ answer: 'C\nA' });
    expect(answerByKind(question('number'), '-12.50')).toEqual({ answer: '-12.50' });
    expect(answerByKind(question('text'), 'Anything')).toEqual({ answer: 'Anything' });
  });

  it('refuses an answer its kind does not take, naming the question', () => {
    expect(answerByKind(question('yes_no', ['Yes', 'No']), 'yes')).toEqual({
      refusal: ANSWER_MESSAGES.yes_no('Which?'),
    });
    expect(answerByKind(question('one', ['Day', 'Night']), 'Dusk')).toEqual({ refusal: ANSWER_MESSAGES.one('Which?') });
    expect(answerByKind(question('several', ['A', 'B']), 'A\nZ')).toEqual({
      refusal: ANSWER_MESSAGES.several('Which?'),
    });
    for (const typed of ['ten', '1e3', 'Infinity', '12,5', '10000000000', '1.'])
      expect(answerByKind(question('number'), typed), typed).toEqual({ refusal: ANSWER_MESSAGES.number('Which?') });
  });

  it('knocks out a chosen knock-out option, any of several, or a number outside its bounds', () => {
    expect(knocksOut(question('yes_no', ['Yes', 'No'], ['No']), 'No')).toBe(true);
    expect(knocksOut(question('yes_no', ['Yes', 'No'], ['No']), 'Yes')).toBe(false);
    expect(knocksOut(question('several', ['A', 'B', 'C'], ['B']), 'A\nB')).toBe(true);
    expect(knocksOut(question('several', ['A', 'B', 'C'], ['B']), 'A\nC')).toBe(false);
    expect(knocksOut(question('number', [], { min: 2, max: null }), '1.5')).toBe(true);
    expect(knocksOut(question('number', [], { min: 2, max: 10 }), '10')).toBe(false);
    expect(knocksOut(question('number', [], { min: null, max: 10 }), '11')).toBe(true);
    expect(knocksOut(question('one', ['Day', 'Night']), 'Night')).toBe(false);
  });
});

describe('what a posting’s form requires', () => {
  const quick = {
    posting_id: '00000000-0000-4000-8000-000000000000',
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '+1 555 0100',
    questions: [{ question: 'Which?', answer: ['A', 'B'] }],
  };

  it('takes a quick application without address, bio or legal answers, and keeps chosen options one a line', () => {
    const parsed = applicationSchemaFor('quick', [], 'USA').parse(quick);
    expect(parsed.country).toBeUndefined();
    expect(parsed.questions).toEqual([{ question: 'Which?', answer: 'A\nB' }]);
  });

  it('requires the fields a quick form asks again, and the full form’s fields', () => {
    const asked = applicationSchemaFor('quick', ['city', 'graduation', 'bio'], 'USA').safeParse(quick);
    expect(asked.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'city',
      'legal_questions.graduation_year',
      'legal_questions.graduation_month',
      'short_bio',
    ]);
    expect(applicationSchemaFor('full', [], 'USA').safeParse(quick).error?.issues[0]?.message).toBe(
      APPLICATION_MESSAGES.fillAll,
    );
  });
});
