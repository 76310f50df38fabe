import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

/**
 * Makes `app.close()` wait for every request the app has started. Closing the server waits for open
 * connections only, but a handler whose client hung up keeps running (and using the database) without one.
 * Answers given while closing end their connection, so that a kept-alive one does not hold the close up.
 *
 * A request whose client hangs up before its handler begins is done at once and never handled: its body can no
 * longer be read (Fastify would wait for it forever), and nobody is left to receive its answer.
 */
export function drainOnClose(app: FastifyInstance): void {
  const running = new Set<FastifyRequest>();
  const handled = new WeakSet<FastifyRequest>();
  let closing = false;
  let drained = () => {};
  const finish = (request: FastifyRequest) => {
    if (running.delete(request) && running.size === 0) drained();
  };

  app.addHook('onRequest', async (request) => {
    running.add(request);
    // `aborted`: the connection ended before the request was read to its end and answered.
    request.raw.once('close', () => {
      if (request.raw.aborted && !handled.has(request)) finish(request);
    });
  });
  // The body is read; from here on the handler runs, unless the request was given up above.
  app.addHook('preValidation', async (request) => {
    if (!running.has(request)) throw new HttpError(400, 'The client closed the request.');
    handled.add(request);
  });
  // Every started request reaches onSend, with its answer or its error, even when its client has gone.
  app.addHook('onSend', async (request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    finish(request);
    return payload;
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Runs after the server has stopped listening and its connections have ended.
  app.addHook('onClose', async () => {
    if (running.size > 0) await new Promise<void>((resolve) => (drained = resolve));
  });
}
