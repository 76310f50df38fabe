import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Makes `app.close()` wait for every request the app has started. Closing the server waits for open
 * connections only, but a handler whose client hung up keeps running (and using the database) without one.
 * Answers given while closing end their connection, so that a kept-alive one does not hold the close up.
 */
export function drainOnClose(app: FastifyInstance): void {
  const running = new Set<FastifyRequest>();
  let closing = false;
  let drained = () => {};

  app.addHook('onRequest', async (request) => {
    running.add(request);
  });
  // Every started request reaches onSend, with its answer or its error, even when its client has gone.
  app.addHook('onSend', async (request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    if (running.delete(request) && running.size === 0) drained();
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
