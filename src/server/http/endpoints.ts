import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  onRequestAsyncHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Access, Endpoint, EndpointGroup, EndpointShape } from '../../shared/endpoint.js';

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

/**
 * A guard as the route options that run it, which `serveEndpoints` spreads into each route's. It runs on request,
 * before the body is read, so that an anonymous or wrong-role caller is refused without the server reading, let alone
 * parsing, megabytes it was never going to use.
 */
export interface Guard {
  onRequest: onRequestAsyncHookHandler;
}

/** What serving endpoints needs of sign-in (`auth/guard.ts`): the guard each `access` names. */
export interface EndpointGuards {
  /** The guard of an endpoint's `access`; none for a public one. */
  forAccess(access: Access): Guard | undefined;
  /** Reads the token only, for a route that looks its caller up in its own statement. */
  token: Guard;
}

interface ServeOptions<Name extends PropertyKey> {
  /**
   * Routes whose read looks the session up in its own statement (`guards.read`, decision 012): they take the token
   * only, and the handler admits the caller.
   */
  readingTheirCaller?: readonly Name[];
}

/**
 * The reply of an endpoint whose declared answer is a file's bytes, for a handler that sends them as a stream instead,
 * never held whole.
 */
export const streaming = (reply: FastifyReply) => reply;

/** Fastify's path of an OpenAPI-style one: `{id}` becomes `:id`. */
export const routePathOf = (endpoint: EndpointShape): string => endpoint.path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Registers a route for each endpoint of a group: its method and path, its schemas, its body limit, and the guard its
 * access names. A handler per endpoint is required, so that nothing is declared without being served.
 */
export function serveEndpoints<Shapes extends Record<string, EndpointShape>>(
  app: ZodApp,
  guards: EndpointGuards,
  group: EndpointGroup<Shapes>,
  handlers: { [Name in keyof Shapes]: EndpointHandler<Shapes[Name]> },
  options: ServeOptions<keyof Shapes> = {},
): void {
  for (const name of Object.keys(group) as (keyof Shapes & string)[]) {
    const endpoint: Endpoint = group[name];
    const guard = options.readingTheirCaller?.includes(name) ? guards.token : guards.forAccess(endpoint.access);
    app.route({
      method: endpoint.method,
      url: routePathOf(endpoint),
      ...guard,
      ...(endpoint.bodyLimit !== undefined && { bodyLimit: endpoint.bodyLimit }),
      config: { endpoint, ...(endpoint.carriesFile && { carriesFile: true }) },
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
