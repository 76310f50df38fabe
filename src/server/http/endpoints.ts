import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Endpoint, EndpointGroup, EndpointShape } from '../../shared/endpoint.js';
import type { Guard, Guards } from '../auth/guard.js';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

interface SchemaOf<E extends EndpointShape> {
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  response: E['answers'];
}

/** A route's handler, its request and answer typed by the endpoint it serves. */
type EndpointHandler<E extends EndpointShape> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  SchemaOf<E>,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration a route serves, for the OpenAPI document. */
    endpoint?: Endpoint;
  }
}

interface ServeOptions<Name extends PropertyKey> {
  /**
   * Routes whose read looks the session up in its own statement (`guards.read`, decision 012): they take the token
   * only, and the handler admits the caller.
   */
  readingTheirCaller?: readonly Name[];
}

function guardOf(guards: Guards, endpoint: EndpointShape): Guard | undefined {
  switch (endpoint.access) {
    case 'public':
      return undefined;
    case 'anyone':
      return guards.anyone;
    case 'candidate':
      return guards.candidate;
    case 'member':
      return guards.recruiter;
    default:
      return guards.allowed(endpoint.access);
  }
}

/** Fastify's path of an OpenAPI-style one: `{id}` becomes `:id`. */
export const routePathOf = (endpoint: EndpointShape): string => endpoint.path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Registers a route for each endpoint of a group: its method and path, its schemas, its body limit, and the guard its
 * access names. A handler per endpoint is required, so that nothing is declared without being served.
 */
export function serveEndpoints<Shapes extends Record<string, EndpointShape>>(
  app: ZodApp,
  guards: Guards,
  group: EndpointGroup<Shapes>,
  handlers: { [Name in keyof Shapes]: EndpointHandler<Shapes[Name]> },
  options: ServeOptions<keyof Shapes> = {},
): void {
  for (const name of Object.keys(group) as (keyof Shapes & string)[]) {
    const endpoint: Endpoint = group[name];
    const guard = options.readingTheirCaller?.includes(name) ? guards.token : guardOf(guards, endpoint);
    app.route({
      method: endpoint.method,
      url: routePathOf(endpoint),
      ...guard,
      ...(endpoint.bodyLimit !== undefined && { bodyLimit: endpoint.bodyLimit }),
      config: { endpoint },
      schema: {
        ...(endpoint.params && { params: endpoint.params }),
        ...(endpoint.query && { querystring: endpoint.query }),
        ...(endpoint.body && { body: endpoint.body }),
        response: endpoint.answers,
      },
      handler: handlers[name] as RouteHandlerMethod,
    });
  }
}
