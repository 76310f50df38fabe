import type { ZodError } from 'zod';

/** Why the domain refuses a request. Each kind has one HTTP status, given where errors are answered (`http/errors.ts`). */
export type RefusalKind = 'invalid' | 'forbidden' | 'conflict' | 'closed' | 'too-large';

/**
 * A request a rule of the domain refuses, with the message meant for the person using the app. Services throw it and
 * know nothing of HTTP; something that is not there is no refusal: a service answers `undefined` and the route 404.
 * A refusal of one field's value names the field, so that a form can say it beside that field.
 */
export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/**
 * A body refused by rules that depend on stored data (a posting's own application form), checked by its service
 * rather than its route; it answers as a route's schema failure does.
 */
export class SchemaRefusal extends Error {
  constructor(readonly error: ZodError) {
    super('The request does not match its form.');
  }
}
