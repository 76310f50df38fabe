import type { FastifyInstance } from 'fastify';
import { uploadsInFlight } from '../metrics.js';
import { busy } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes files: a request to it that carries one counts against the process's uploads in flight
     * (`admitUploads`). A declared endpoint says so with `carriesFile` (`serveEndpoints` sets this).
     */
    carriesFile?: boolean;
  }
}

/**
 * A body this small holds no file worth counting (a form's fields, a resume reused by its id): such a request to a
 * route that takes files is let in whatever the count, so that a burst of uploads does not refuse it.
 */
const SMALL_BODY_BYTES = 64 * 1024;

/**
 * Lets at most `limit` requests carrying a file be read and handled at once in this process; the next one is answered
 * 503 with `Retry-After` before a byte of its body is read. A burst then costs the memory and connections of `limit`
 * uploads, not of every candidate who pressed Send (decision 101).
 *
 * A body of a declared length the route takes is then read and thrown away by Node, a chunk at a time: a client still
 * sending it (a browser or `fetch` streaming a form) would otherwise meet a reset connection rather than the answer.
 * A body of no declared length, or over the route's limit, ends the connection with the answer instead.
 *
 * It runs before parsing, after the route's guard, so that a caller refused for who they are is refused first. The
 * slot is given back when the answer's connection closes: after the answer is sent, or as soon as the client cuts it.
 */
export function admitUploads(app: FastifyInstance, limit: number): void {
  let inFlight = 0;
  app.addHook('preParsing', async (request, reply, payload) => {
    if (!request.routeOptions.config.carriesFile) return payload;
    const length = request.headers['content-length'];
    if (length !== undefined && Number(length) <= SMALL_BODY_BYTES) return payload;
    if (inFlight >= limit) {
      const drained = length !== undefined && Number(length) <= request.routeOptions.bodyLimit;
      throw busy(drained ? {} : { connection: 'close' });
    }
    inFlight += 1;
    uploadsInFlight.set(inFlight);
    reply.raw.once('close', () => {
      inFlight -= 1;
      uploadsInFlight.set(inFlight);
    });
    return payload;
  });
}
