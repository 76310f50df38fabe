import { z } from 'zod';

/** The body of every error answer: a message a person can read, and per-field messages when a payload failed. */
export const ApiErrorSchema = z.object({
  status: z.number().int(),
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/**
 * A success answer as the specification shapes them: the HTTP status repeated in the body, next to what the call
 * answers. A route declares it as its response schema, which also keeps out any key the schema does not name.
 */
export function answerOf<Shape extends z.ZodRawShape, Status extends 200 | 201 = 200>(
  shape: Shape,
  status: Status = 200 as Status,
) {
  return z.object({ status: z.literal(status), ...shape });
}

/** The answer of a call that changes something and says so in words. */
export const MessageAnswerSchema = answerOf({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswerSchema>;
/** The answer of a save, as the specification's clients check it. */
export const SuccessAnswerSchema = answerOf({ success: z.boolean() });
