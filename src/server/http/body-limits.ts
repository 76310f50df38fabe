import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

/**
 * What a route anyone may call reads at most unless it declares its own limit: its fields take a few hundred bytes.
 * Whatever such a route reads, it reads for anyone, so none of them reads the app's limit for files.
 */
export const PUBLIC_BODY_LIMIT_BYTES = 16 * 1024;

/** Fastify never reads the body of these. */
const BODYLESS_METHODS = new Set(['GET', 'HEAD']);

/**
 * Holds every request to the body its route takes, before anything reads it. Registered before the routes, since
 * Fastify tells `onRoute` of the routes registered after it.
 *
 * - A route that needs no session (a public endpoint, or a route that is no endpoint: pages, probes, feeds) takes
 *   `PUBLIC_BODY_LIMIT_BYTES` unless it declares a limit.
 * - A request that states a length over its route's limit is refused with 413 as it arrives, before a hook looks its
 *   caller up or counts it against a rate limit. Fastify stops reading a body of no stated length at the limit.
 * - An address no route serves takes the public limit, and a body of no stated length sent there is not read at all.
 *
 * A refusal of a body it did not read ends the connection with the answer: otherwise Node would read the whole body
 * to serve the connection's next request.
 */
export function limitBodies(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const needsNoSession = (route.config?.endpoint?.access ?? 'public') === 'public';
    if (route.bodyLimit === undefined && needsNoSession) route.bodyLimit = PUBLIC_BODY_LIMIT_BYTES;
  });

  app.addHook('onRequest', async (request) => {
    const { headers } = request;
    const limit = request.is404 ? PUBLIC_BODY_LIMIT_BYTES : request.routeOptions.bodyLimit;
    if (Number(headers['content-length'] ?? 0) > limit)
      throw new HttpError(413, 'The request is too large.', { connection: 'close' });
    if (request.is404 && headers['transfer-encoding'] !== undefined && !BODYLESS_METHODS.has(request.method))
      throw new HttpError(404, 'Not found.', { connection: 'close' });
  });
}
