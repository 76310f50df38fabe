import type { z } from 'zod';
import type { ApiTokenScope } from './api-tokens.js';
import type { Permission } from './roles.js';

/**
 * Who may call an endpoint: nobody needs to sign in, any signed-in account, a candidate, any member of a company, or
 * a member whose role allows a permission (`PERMISSIONS` in `roles.ts`). The server's guard, the authorization
 * matrix and the OpenAPI document's security all read it from the declaration.
 */
export type Access = 'public' | 'anyone' | 'candidate' | 'member' | Permission;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call of the API, as both sides and the OpenAPI document know it. */
export interface EndpointShape {
  readonly method: Method;
  /** OpenAPI-style: `/api/postings/{id}/`, every `{name}` a key of `params`. */
  readonly path: `/${string}`;
  /** One line for the reference: what the call does. */
  readonly summary: string;
  readonly access: Access;
  /**
   * The scope of a company's API token that may make the call, as a member whose role allows its `access` would;
   * without one, tokens are refused (decision 069).
   */
  readonly token?: ApiTokenScope;
  /**
   * The largest body the call reads, in bytes. Without one, a public call takes a few kilobytes and any other the
   * app's limit for files sent as base64 (`server/http/body-limits.ts`).
   */
  readonly bodyLimit?: number;
  /**
   * The call takes a file: while the process handles as many of them as it admits at once (`UPLOADS_IN_FLIGHT`), one
   * carrying a file is answered 503 with `Retry-After` before its body is read.
   */
  readonly carriesFile?: true;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /** The media type of the success answer when it is not JSON; a file's answer is `FileAnswerSchema` (`files.ts`). */
  readonly answerType?:
    'text/calendar' | 'application/pdf' | 'application/zip' | 'application/octet-stream' | 'image/*';
  /** A second media type the same success may be answered in, as the query asks: the same table as a text file. */
  readonly alsoAnswerType?: 'text/csv';
  /** The success answers by status; refusals share the error shape of `api.ts`. */
  readonly answers: Readonly<Partial<Record<200 | 201 | 202, z.ZodType>>>;
}

/** A declaration as its group stamps it: the group's tag and the declaration's name in it. */
export type Endpoint<Shape extends EndpointShape = EndpointShape> = Shape & {
  readonly tag: string;
  readonly name: string;
};

export type EndpointGroup<Shapes extends Record<string, EndpointShape>> = {
  readonly [Name in keyof Shapes]: Endpoint<Shapes[Name]>;
};

/** A noun's endpoints, frozen, each named after its key and tagged with the noun (`tag`) in the reference. */
export function endpoints<const Shapes extends Record<string, EndpointShape>>(
  tag: string,
  shapes: Shapes,
): EndpointGroup<Shapes> {
  const group = Object.fromEntries(
    Object.entries(shapes).map(([name, shape]) => [name, Object.freeze({ ...shape, tag, name })]),
  );
  return Object.freeze(group) as EndpointGroup<Shapes>;
}

/** The body a call of `endpoint` sends. */
export type BodyOf<E extends EndpointShape> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined;
/** The answer a successful call of `endpoint` reads. */
export type AnswerOf<E extends EndpointShape> = {
  [Status in keyof E['answers']]: E['answers'][Status] extends z.ZodType ? z.output<E['answers'][Status]> : never;
}[keyof E['answers']];
