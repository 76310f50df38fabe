import { z } from 'zod';
import { ApiErrorSchema } from '../../shared/api.js';
import type { Endpoint } from '../../shared/endpoint.js';
import { PERMISSIONS, type Permission } from '../../shared/roles.js';

type JsonSchema = Record<string, unknown>;
type Answer = { description: string; content: Record<string, { schema: JsonSchema }> };

/** Refusals every guarded call may answer, beside the ones its own rules give. */
const REFUSALS: Record<number, string> = {
  400: 'The payload broke a rule: its fields name each field that did.',
  401: 'No live session: sign in again.',
  403: 'The caller may not make this call.',
  404: 'Not there, or not for this caller to see.',
};

// OpenAPI 3.1 takes JSON Schema 2020-12 as it is; the dialect is the document's, so each schema leaves it out.
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parametersOf(where: 'path' | 'query', schema: z.ZodObject | undefined) {
  return Object.entries(schema?.shape ?? {}).map(([name, field]) => ({
    name,
    in: where,
    required: where === 'path' || !(field as z.ZodType).safeParse(undefined).success,
    schema: jsonSchemaOf(field as z.ZodType, 'input'),
  }));
}

/** Who may call, in words, as the reference shows it. */
function accessInWords(endpoint: Endpoint): string {
  switch (endpoint.access) {
    case 'public':
      return 'Anyone, without signing in.';
    case 'anyone':
      return 'Any signed-in account.';
    case 'candidate':
      return 'A signed-in candidate.';
    case 'member':
      return 'Any member of a company.';
    default:
      return `A member whose role may ${PERMISSIONS[endpoint.access as Permission].does}.`;
  }
}

/**
 * Whether a company's API token may make the call, in words: the scope that admits it, as the admission reads it from
 * the same declaration (`api-tokens/admission.ts`), or that tokens are refused.
 */
function tokenInWords(endpoint: Endpoint): string {
  if (endpoint.access === 'public') return '';
  if (!endpoint.token) return ' API tokens are refused: sign in to make this call.';
  return ` An API token may make it with the ${endpoint.token} scope, acting as an Admin of its company.`;
}

const answer = (
  status: string,
  description: string,
  schema: JsonSchema,
  type = 'application/json',
): [string, Answer] => [status, { description, content: { [type]: { schema } } }];

function operationOf(endpoint: Endpoint) {
  const guarded = endpoint.access !== 'public';
  const refusals = Object.entries(REFUSALS).filter(([status]) => guarded || status === '400' || status === '404');
  return {
    operationId: `${endpoint.tag.toLowerCase()}.${endpoint.name}`,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    description: `Who may call: ${accessInWords(endpoint)}${tokenInWords(endpoint)}`,
    // OpenAPI 3.1 lets a requirement of any scheme name roles: an API token's is the scope that admits it.
    security: guarded ? [{ token: [] }, ...(endpoint.token ? [{ apiToken: [endpoint.token] }] : [])] : [],
    ...(guarded && { 'x-api-token-scope': endpoint.token ?? null }),
    parameters: [...parametersOf('path', endpoint.params), ...parametersOf('query', endpoint.query)],
    ...(endpoint.body && {
      requestBody: {
        required: !endpoint.body.safeParse(undefined).success,
        content: { 'application/json': { schema: jsonSchemaOf(endpoint.body, 'input') } },
      },
    }),
    responses: Object.fromEntries([
      ...Object.entries(endpoint.answers).map(([status, schema]) => {
        const [, done] = answer(status, 'Done.', jsonSchemaOf(schema, 'output'), endpoint.answerType);
        if (endpoint.alsoAnswerType) done.content[endpoint.alsoAnswerType] = { schema: { type: 'string' } };
        return [status, done] as const;
      }),
      ...refusals.map(([status, description]) => answer(status, description, { $ref: '#/components/schemas/Error' })),
    ]),
  };
}

/** The OpenAPI 3.1 document of the declared endpoints, for clients, linters and the reference page. */
export function openApiDocument(endpoints: readonly Endpoint[], appUrl: string) {
  const paths: Record<string, Record<string, ReturnType<typeof operationOf>>> = {};
  for (const endpoint of endpoints)
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operationOf(endpoint);
  const tags = [...new Set(endpoints.map((endpoint) => endpoint.tag))].sort();
  return {
    openapi: '3.1.1',
    info: {
      title: 'Openhire API',
      version: '1',
      summary: 'The calls of the hiring platform: JSON in, JSON out.',
    },
    servers: [{ url: appUrl }],
    tags: tags.map((name) => ({ name, description: `Calls about ${name.toLowerCase()}.` })),
    paths,
    components: {
      schemas: { Error: jsonSchemaOf(ApiErrorSchema, 'output') },
      securitySchemes: {
        // The specification's client sends the session token raw; `Bearer <token>` is accepted as well.
        token: { type: 'apiKey', in: 'header', name: 'Authorization' },
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            "A company's API token (`ohk_…`), acting as an Admin within its scopes; each call names the one scope " +
            'that admits it, and a call that names none refuses tokens.',
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
