import type { FastifyInstance } from 'fastify';
import type { EndpointShape } from '../../shared/endpoint.js';

interface RegisteredRoute {
  method: string;
  /** Fastify's pattern: `/api/postings/:id/`. */
  path: string;
}

/** Every route the app serves, as Fastify has them, HEAD left out (it follows GET). */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ├└─]*)(\S+) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('');
    for (const method of match[3]!.split(', ')) if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}

/** The names of a declared path's values: `id` and `stage_id` of `/api/postings/{id}/stages/{stage_id}/`. */
type PathNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathNames<Rest>
  : never;

/** A query as a test sends it: every value given is sent, an empty one included, so that refusals can be tested. */
type Query = Readonly<Record<string, string | number | boolean | undefined>>;

/** What a call's URL needs: a value for each name in its path, and a query. */
type UrlInput<E extends EndpointShape> = [PathNames<E['path']>] extends [never]
  ? [input?: { query?: Query }]
  : [input: { params: Readonly<Record<PathNames<E['path']>, string>>; query?: Query }];

/**
 * The URL of a call of a declared endpoint (`src/shared/*-endpoints.ts`), so that a test of a renamed or removed
 * endpoint, or of a path value it no longer has, fails to compile instead of testing nothing.
 */
export function urlOf<E extends EndpointShape>(endpoint: E, ...[input]: UrlInput<E>): string {
  const values = (input as { params?: Record<string, string> } | undefined)?.params ?? {};
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${endpoint.method} ${endpoint.path} needs a value for ${name}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input?.query ?? {}))
    if (value !== undefined) query.append(name, String(value));
  return query.size > 0 ? `${path}?${query.toString()}` : path;
}

/** The method and URL of a call of a declared endpoint, to spread into `app.inject`. */
export function requestOf<E extends EndpointShape>(
  endpoint: E,
  ...input: UrlInput<E>
): { method: E['method']; url: string } {
  return { method: endpoint.method, url: urlOf(endpoint, ...input) };
}
