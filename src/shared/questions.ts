import { z } from 'zod';
import { singleLineText } from './text.js';

/** A question's choices: how many, and how long each; and how long its text. */
export const QUESTION_LIMITS = { options: 20, optionLength: 200, text: 500 } as const;

export const QUESTION_MESSAGES = {
  kind: 'Question kind: choose text, yes_no, one, several or number.',
  options: `A question of one or several choices needs 2 to ${QUESTION_LIMITS.options} distinct options, each of 1 to ${QUESTION_LIMITS.optionLength} characters.`,
  noOptions: 'Only a question of one or several choices has options.',
  knockoutText: 'A free-text question cannot knock out applicants.',
  knockoutOptions:
    'Knock-out answers must be some of the question’s options, leaving at least one that does not knock out.',
  knockoutNumber:
    'A number question’s knock-out needs a lowest or highest accepted number, the lowest not above the highest.',
} as const;

/**
 * What a question asks for: free text (the specification's only kind), Yes or No, one of a list, several of a list, or
 * a number. A several-of answer is sent and kept as the chosen options, one a line.
 */
export const QUESTION_KINDS = ['text', 'yes_no', 'one', 'several', 'number'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const YES_NO_OPTIONS = ['Yes', 'No'] as const;

/** An answer to a number question outside these bounds (either may be absent) knocks the application out. */
const NumberKnockoutSchema = z.object({ min: z.number().nullable(), max: z.number().nullable() });

/**
 * A question as a posting reads it back beside the specification's list of texts. `options` are the choices of a
 * yes/no, one or several question (empty for the others); `knockout` names the choices that knock an application out
 * (a several-of answer is knocked out when it holds any of them), or a number question's bounds; null when no answer
 * does.
 */
export const QuestionDetailSchema = z.object({
  text: z.string(),
  kind: z.enum(QUESTION_KINDS),
  options: z.array(z.string()),
  knockout: z.union([z.array(z.string()), NumberKnockoutSchema]).nullable(),
});
export type QuestionDetail = z.infer<typeof QuestionDetailSchema>;

/** A free-text question: what each of the specification's questions, a plain text, is. */
export const textQuestion = (text: string): QuestionDetail => ({ text, kind: 'text', options: [], knockout: null });

const optionText = singleLineText({ error: QUESTION_MESSAGES.options })
  .trim()
  .min(1, QUESTION_MESSAGES.options)
  .max(QUESTION_LIMITS.optionLength, QUESTION_MESSAGES.options);

export const QuestionInputSchema = z.object(
  {
    text: singleLineText()
      .trim()
      .max(QUESTION_LIMITS.text, `A question must be at most ${QUESTION_LIMITS.text} characters`),
    kind: z.enum(QUESTION_KINDS, { error: QUESTION_MESSAGES.kind }).default('text'),
    options: z
      .array(optionText, { error: QUESTION_MESSAGES.options })
      .max(QUESTION_LIMITS.options, QUESTION_MESSAGES.options)
      .nullish(),
    knockout: z
      .union(
        [
          optionText.transform((option) => [option]),
          z.array(optionText).max(QUESTION_LIMITS.options),
          z.object({ min: z.number().nullish(), max: z.number().nullish() }),
        ],
        { error: QUESTION_MESSAGES.knockoutOptions },
      )
      .nullish(),
  },
  { error: 'Each question is a text or an object with its text and kind.' },
);

/** A question's detail, or why its kind, options and knock-out answers do not fit together. */
export function toQuestionDetail({
  text,
  kind,
  options,
  knockout,
}: z.output<typeof QuestionInputSchema>): QuestionDetail | string {
  const listed = kind === 'one' || kind === 'several';
  // A yes/no question's choices are implied; one read back and sent again names them.
  const impliedChoices = kind === 'yes_no' && options?.join() === YES_NO_OPTIONS.join();
  if (!listed && !impliedChoices && options && options.length > 0) return QUESTION_MESSAGES.noOptions;
  const choices = kind === 'yes_no' ? [...YES_NO_OPTIONS] : (options ?? []);
  if (listed && (choices.length < 2 || new Set(choices.map((choice) => choice.toLowerCase())).size < choices.length)) {
    return QUESTION_MESSAGES.options;
  }
  const detail = { text, kind, options: choices };
  if (!knockout || (Array.isArray(knockout) && knockout.length === 0)) return { ...detail, knockout: null };
  if (kind === 'text') return QUESTION_MESSAGES.knockoutText;
  if (kind === 'number') {
    const { min = null, max = null } = Array.isArray(knockout) ? {} : knockout;
    if (Array.isArray(knockout) || (min === null && max === null) || (min !== null && max !== null && min > max)) {
      return QUESTION_MESSAGES.knockoutNumber;
    }
    return { ...detail, knockout: { min, max } };
  }
  if (!Array.isArray(knockout)) return QUESTION_MESSAGES.knockoutOptions;
  const knockedOut = choices.filter((choice) => knockout.includes(choice));
  if (knockedOut.length < new Set(knockout).size || knockedOut.length === choices.length) {
    return QUESTION_MESSAGES.knockoutOptions;
  }
  return { ...detail, knockout: knockedOut };
}

/**
 * Each question of a posting with its kind, matched by place (details are kept in the questions' order); a posting
 * stored before questions had kinds asks free text alone.
 */
export function questionDetailsOf(questions: readonly string[], details: readonly QuestionDetail[] | null) {
  return questions.map((text, index): QuestionDetail => {
    const detail = details?.[index];
    return detail?.text === text ? detail : textQuestion(text);
  });
}
