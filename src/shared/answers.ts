import { z } from 'zod';
import { APPLICATION_MESSAGES } from './applications.js';
import { PERSONAL_LIMITS } from './profiles.js';
import { type QuestionDetail, YES_NO_OPTIONS } from './questions.js';
import { multiLineText, singleLineText } from './text.js';

// An application's answers to its posting's questions, and how each question's kind takes and judges them.

/** Most choices a several-of answer may send, and the widest a number answer may be typed. */
const ANSWER_CHOICES_MAX = 50;
const NUMBER_ANSWER = { digits: 15, bound: 1_000_000_000 } as const;

export const AnswerSchema = z.object({
  question: singleLineText().trim().min(1).max(500),
  // Free text as the specification sends it; a several-of answer may come as its chosen options, a number as one.
  answer: z
    .union(
      [
        multiLineText(),
        z
          .array(singleLineText().trim())
          .max(ANSWER_CHOICES_MAX)
          .transform((choices) => choices.join('\n')),
        z.number().transform(String),
      ],
      { error: APPLICATION_MESSAGES.fillAll },
    )
    .pipe(z.string().trim().min(1, APPLICATION_MESSAGES.fillAll).max(PERSONAL_LIMITS.answer)),
});
export type Answer = z.infer<typeof AnswerSchema>;

/** Why an answer is not one its question's kind takes; each names the question. */
export const ANSWER_MESSAGES = {
  yes_no: (question: string) => `Answer “${question}” with Yes or No.`,
  one: (question: string) => `Answer “${question}” with one of its options.`,
  several: (question: string) => `Answer “${question}” with options from its list.`,
  number: (question: string) => `Answer “${question}” with a number.`,
} as const;

const NUMBER_PATTERN = /^-?\d+(\.\d+)?$/;

/** The chosen options of a several-of answer, one a line as it is kept, each once. */
export const chosenOptions = (answer: string): string[] => [
  ...new Set(
    answer
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.length > 0),
  ),
];

/**
 * An answer as its question's kind keeps it: the option chosen, the chosen options one a line, or the number as it
 * was typed; or why it is no answer to that question.
 */
export function answerByKind(detail: QuestionDetail, answer: string): { answer: string } | { refusal: string } {
  switch (detail.kind) {
    case 'text':
      return { answer };
    case 'yes_no':
      return (YES_NO_OPTIONS as readonly string[]).includes(answer)
        ? { answer }
        : { refusal: ANSWER_MESSAGES.yes_no(detail.text) };
    case 'one':
      return detail.options.includes(answer) ? { answer } : { refusal: ANSWER_MESSAGES.one(detail.text) };
    case 'several': {
      const chosen = chosenOptions(answer);
      return chosen.length > 0 && chosen.every((option) => detail.options.includes(option))
        ? { answer: chosen.join('\n') }
        : { refusal: ANSWER_MESSAGES.several(detail.text) };
    }
    case 'number':
      return answer.length <= NUMBER_ANSWER.digits &&
        NUMBER_PATTERN.test(answer) &&
        Math.abs(Number(answer)) <= NUMBER_ANSWER.bound
        ? { answer }
        : { refusal: ANSWER_MESSAGES.number(detail.text) };
  }
}

/** Whether a kept answer is one of its question's knock-out answers. */
export function knocksOut(detail: QuestionDetail, answer: string): boolean {
  const { knockout } = detail;
  if (knockout === null) return false;
  if (Array.isArray(knockout)) {
    const chosen = detail.kind === 'several' ? chosenOptions(answer) : [answer];
    return chosen.some((option) => knockout.includes(option));
  }
  if (detail.kind !== 'number') return false;
  const value = Number(answer);
  return (knockout.min !== null && value < knockout.min) || (knockout.max !== null && value > knockout.max);
}
